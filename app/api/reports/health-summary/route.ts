// GET /api/reports/health-summary – the signed-in user's health profile and saved stacks as an A4 PDF.
import { pdfResponse, reportPdf } from "@/lib/reports/report-pdf";
import { healthSummaryDocument } from "@/lib/reports/stack-reports";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const GET = withRouteHandler(
  async ({ request, user }) => {
    const pdf = await reportPdf({ request, userId: user.id }, () => healthSummaryDocument(user.id));
    return pdfResponse(pdf, "health-summary.pdf");
  },
  { auth: "user" },
);
