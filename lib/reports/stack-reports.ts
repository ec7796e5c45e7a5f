import "server-only";
import { analyseStackAnalytics } from "../analytics/analyse";
import { getHealthProfile, getMedicalProfile } from "../auth/queries";
import { listMyStacks } from "../stacks/queries";
import type { MedicalProfile } from "../interactions/types";
import type { PreviewItemInput } from "../stacks/preview";
import type { ReportDocument, ReportModel } from "./report-model";
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

export async function stackReportDocument(
  stackName: string,
  items: readonly PreviewItemInput[],
  profile: MedicalProfile | undefined,
): Promise<ReportDocument> {
  return {
    models: [await stackReport(stackName, items, profile)],
    documentTitle: `Supplement stack report: ${stackName}`,
  };
}

export async function costBenefitDocument(
  stackName: string,
  items: readonly PreviewItemInput[],
  profile: MedicalProfile | undefined,
): Promise<ReportDocument> {
  const analytics = await analyseStackAnalytics(items, profile);
  return {
    models: [costBenefitReportModel(stackName, analytics, new Date())],
    documentTitle: `Cost and benefit report: ${stackName}`,
  };
}

export async function healthSummaryDocument(userId: string): Promise<ReportDocument> {
  const [profile, medical, saved] = await Promise.all([
    getHealthProfile(userId),
    getMedicalProfile(userId),
    listMyStacks(userId),
  ]);
  const stacks = [];
  for (const stack of saved) {
    stacks.push({ name: stack.name, analytics: await analyseStackAnalytics(stack.items, medical) });
  }
  return {
    models: [healthSummaryModel({ profile, stacks, generatedAt: new Date() })],
    documentTitle: "Health summary",
  };
}

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
    timing: item.timing ?? null,
  }));
  return { name: body.name ?? "Current stack", items, profile };
}
