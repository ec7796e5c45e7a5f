// GET /api/reports/health-summary – the signed-in user's health profile and saved stacks as an A4 PDF.
import { healthSummaryPdf, pdfResponse } from "@/lib/reports/stack-reports";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const GET = withRouteHandler(
  async ({ user }) => pdfResponse(await healthSummaryPdf(user.id), "health-summary.pdf"),
  { auth: "user" },
);
