// Stack reports as PDF bytes: the analytics of a stack (lib/analytics/analyse.ts, the builder's own
// figures) through the report model (./stack-report.ts) to A4 pages (./render.tsx).
import "server-only";
import { analyseStackAnalytics } from "../analytics/analyse";
import type { MedicalProfile } from "../interactions/types";
import type { PreviewItemInput } from "../stacks/preview";
import { renderReportsPdf } from "./render";
import { stackReportModel } from "./stack-report";

export async function stackReportPdf(
  stackName: string,
  items: readonly PreviewItemInput[],
  profile: MedicalProfile | undefined,
): Promise<Uint8Array> {
  const analytics = await analyseStackAnalytics(items, profile);
  const model = stackReportModel({ stackName, analytics, profile, generatedAt: new Date() });
  return renderReportsPdf([model], `Supplement stack report: ${stackName}`);
}

/** The answer of a report route: a PDF shown inline (the page's preview) and never cached. */
export function pdfResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
