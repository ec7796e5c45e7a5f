// POST /api/reports/stack – the report for a GP or pharmacist as an A4 PDF, for any stack, saved or not
import { pdfResponse, reportPdf } from "@/lib/reports/report-pdf";
import { stackReportDocument, stackReportFromRequest } from "@/lib/reports/stack-reports";
import { stackReportSchema } from "@/lib/reports/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const POST = withRouteHandler(
  async ({ request, user, body }) => {
    const pdf = await reportPdf({ request, userId: user?.id }, async () => {
      const { name, items, profile } = await stackReportFromRequest(body, user?.id);
      return stackReportDocument(name, items, profile);
    });
    return pdfResponse(pdf, "stack-report.pdf");
  },
  { auth: "optional", body: stackReportSchema },
);
