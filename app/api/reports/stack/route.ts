// POST /api/reports/stack { name?, items: [{ supplementId, servingsPerDay }], medicalProfile?, includeHealthProfile? }
// – the stack report for a GP or pharmacist as an A4 PDF, for any stack, including an unsaved one.
import { pdfResponse, stackReportFromRequest, stackReportPdf } from "@/lib/reports/stack-reports";
import { stackReportSchema } from "@/lib/reports/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    const { name, items, profile } = await stackReportFromRequest(body, user?.id);
    return pdfResponse(await stackReportPdf(name, items, profile), "stack-report.pdf");
  },
  { auth: "optional", body: stackReportSchema },
);
