import "server-only";
import { getMedicalProfile } from "../auth/queries";
import { AppError } from "../errors/app-error";
import { listMyStacks } from "../stacks/queries";
import { exportPartNote, exportPartPath, exportParts } from "./export-parts";
import { pdfResponse, reportPdf, type ReportRequester } from "./report-pdf";
import { stackReport } from "./stack-reports";

export interface StacksExport {
  pdf: Uint8Array;
  part: number;
  parts: number;
}

export async function stacksExportPdf(
  requester: ReportRequester & { userId: string },
  includeProfile: boolean,
  part: number,
): Promise<StacksExport> {
  const { userId } = requester;
  let parts = 1;
  const pdf = await reportPdf(requester, async () => {
    const [saved, profile] = await Promise.all([
      listMyStacks(userId),
      includeProfile ? getMedicalProfile(userId) : Promise.resolve(undefined),
    ]);
    const split = exportParts(saved);
    parts = Math.max(1, split.length);
    if (part > parts) throw AppError.notFound("NOT_FOUND", `Export part ${String(part)} of ${String(parts)}`);
    const chosen = split[part - 1] ?? [];
    const models = [];
    for (const stack of chosen) models.push(await stackReport(stack.name, stack.items, profile));
    const first = models[0];
    if (first && parts > 1) {
      const before = split.slice(0, part - 1).reduce((count, earlier) => count + earlier.length, 0);
      const position = { part, parts, stacks: saved.length };
      const note = exportPartNote({ ...position, first: before + 1, last: before + chosen.length });
      models[0] = { ...first, subtitle: [...first.subtitle, note] };
    }
    return { models, documentTitle: "My supplement stacks" };
  });
  return { pdf, part, parts };
}

export function stacksExportResponse({ pdf, part, parts }: StacksExport, includeProfile: boolean): Response {
  const headers: Record<string, string> = { "X-Export-Part": String(part), "X-Export-Parts": String(parts) };
  if (part < parts) headers.Link = `<${exportPartPath(part + 1, includeProfile)}>; rel="next"`;
  return pdfResponse(pdf, parts > 1 ? `my-stacks-part-${String(part)}.pdf` : "my-stacks.pdf", headers);
}
