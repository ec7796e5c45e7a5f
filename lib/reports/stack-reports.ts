// Reports: the analytics of a stack (lib/analytics/analyse.ts, the builder's own figures) through a
// report model (./stack-report.ts, ./summary-reports.ts), as PDF bytes (./render.tsx) or as the model
// itself for the page's preview; the health summary and the batch export of a user's stacks.
import "server-only";
import { analyseStackAnalytics } from "../analytics/analyse";
import { getHealthProfile, getMedicalProfile } from "../auth/queries";
import { listMyStacks } from "../stacks/queries";
import type { MedicalProfile } from "../interactions/types";
import type { PreviewItemInput } from "../stacks/preview";
import type { ReportModel } from "./report-model";
import { renderReportsPdf } from "./render";
import type { StackReportRequest } from "./schemas";
import { stackReportModel } from "./stack-report";
import { costBenefitReportModel, healthSummaryModel } from "./summary-reports";

export async function stackReport(
  stackName: string,
  items: readonly PreviewItemInput[],
  profile: MedicalProfile | undefined,
): Promise<ReportModel> {
  const analytics = await analyseStackAnalytics(items, profile);
  return stackReportModel({ stackName, analytics, profile, generatedAt: new Date() });
}

export async function stackReportPdf(
  stackName: string,
  items: readonly PreviewItemInput[],
  profile: MedicalProfile | undefined,
): Promise<Uint8Array> {
  return renderReportsPdf(
    [await stackReport(stackName, items, profile)],
    `Supplement stack report: ${stackName}`,
  );
}

export async function costBenefitPdf(
  stackName: string,
  items: readonly PreviewItemInput[],
  profile: MedicalProfile | undefined,
): Promise<Uint8Array> {
  const analytics = await analyseStackAnalytics(items, profile);
  return renderReportsPdf(
    [costBenefitReportModel(stackName, analytics, new Date())],
    `Cost and benefit report: ${stackName}`,
  );
}

/** The user's health profile and every saved stack, each checked with that profile. */
export async function healthSummaryPdf(userId: string): Promise<Uint8Array> {
  const [profile, medical, saved] = await Promise.all([
    getHealthProfile(userId),
    getMedicalProfile(userId),
    listMyStacks(userId),
  ]);
  const stacks = [];
  for (const stack of saved) {
    stacks.push({ name: stack.name, analytics: await analyseStackAnalytics(stack.items, medical) });
  }
  return renderReportsPdf(
    [healthSummaryModel({ profile, stacks, generatedAt: new Date() })],
    "Health summary",
  );
}

/** Every saved stack's report in one PDF, each from a new page; the profile only when included. */
export async function allStacksPdf(userId: string, includeProfile: boolean): Promise<Uint8Array> {
  const [saved, profile] = await Promise.all([
    listMyStacks(userId),
    includeProfile ? getMedicalProfile(userId) : Promise.resolve(undefined),
  ]);
  const models = [];
  for (const stack of saved) models.push(await stackReport(stack.name, stack.items, profile));
  return renderReportsPdf(models, "My supplement stacks");
}

/**
 * The report a POST /api/reports/stack body asks for: the medicines and conditions given in the body,
 * else the signed-in user's health profile when they chose to include it, else none.
 */
export async function stackReportFromRequest(body: StackReportRequest, userId: string | undefined) {
  const given: MedicalProfile | undefined = body.medicalProfile
    ? {
        prescriptionDrugs: body.medicalProfile.prescriptionDrugs.map((drugName) => ({ drugName })),
        medicalConditions: body.medicalProfile.medicalConditions,
      }
    : undefined;
  const profile = given ?? (body.includeHealthProfile ? await getMedicalProfile(userId) : undefined);
  const items = body.items.map((item) => ({
    supplementId: item.supplementId,
    quantity: item.servingsPerDay,
  }));
  return { name: body.name ?? "Current stack", items, profile };
}

/** The answer of a report route: a PDF shown inline and never cached. */
export function pdfResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
