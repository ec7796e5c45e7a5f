// POST /api/reports/stack { items: [{ supplementId, servingsPerDay }], medicalProfile?, includeHealthProfile? }
// – the stack report for a GP or pharmacist as an A4 PDF, for any stack, including an unsaved one.
import { getMedicalProfile } from "@/lib/auth/queries";
import { pdfResponse, stackReportPdf } from "@/lib/reports/stack-reports";
import { stackReportSchema } from "@/lib/reports/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    const given = body.medicalProfile
      ? {
          prescriptionDrugs: body.medicalProfile.prescriptionDrugs.map((drugName) => ({ drugName })),
          medicalConditions: body.medicalProfile.medicalConditions,
        }
      : undefined;
    const profile = given ?? (body.includeHealthProfile ? await getMedicalProfile(user?.id) : undefined);
    const items = body.items.map((item) => ({
      supplementId: item.supplementId,
      quantity: item.servingsPerDay,
    }));
    const pdf = await stackReportPdf(body.name ?? "Current stack", items, profile);
    return pdfResponse(pdf, "stack-report.pdf");
  },
  { auth: "optional", body: stackReportSchema },
);
