// POST /api/reports/cost-benefit – the cost and benefit report of any stack as an A4 PDF
import { pdfResponse, reportPdf } from "@/lib/reports/report-pdf";
import { costBenefitDocument, stackReportFromRequest } from "@/lib/reports/stack-reports";
import { stackReportSchema } from "@/lib/reports/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const POST = withRouteHandler(
  async ({ request, user, body }) => {
    const pdf = await reportPdf({ request, userId: user?.id }, async () => {
      const { name, items, profile } = await stackReportFromRequest(body, user?.id);
      return costBenefitDocument(name, items, profile);
    });
    return pdfResponse(pdf, "cost-benefit-report.pdf");
  },
  { auth: "optional", body: stackReportSchema },
);
