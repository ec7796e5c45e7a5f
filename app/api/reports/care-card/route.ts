// GET /api/reports/care-card – the signed-in user's card for a pharmacist or GP as a one-page PDF
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { careCardDocument } from "@/lib/daily-plan/care-card-links";
import { pdfResponse, reportPdf } from "@/lib/reports/report-pdf";

export const GET = withRouteHandler(
  async ({ request, user }) => {
    const pdf = await reportPdf({ request, userId: user.id }, () => careCardDocument(user.id));
    return pdfResponse(pdf, "supplements-card.pdf");
  },
  { auth: "user" },
);
