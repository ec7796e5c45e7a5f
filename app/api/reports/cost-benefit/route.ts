// POST /api/reports/cost-benefit (the body of POST /api/reports/stack) – the cost and benefit report of
// any stack as an A4 PDF: each item's monthly cost beside the goals its authorised claims support.
import { costBenefitPdf, pdfResponse, stackReportFromRequest } from "@/lib/reports/stack-reports";
import { stackReportSchema } from "@/lib/reports/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    const { name, items, profile } = await stackReportFromRequest(body, user?.id);
    return pdfResponse(await costBenefitPdf(name, items, profile), "cost-benefit-report.pdf");
  },
  { auth: "optional", body: stackReportSchema },
);
