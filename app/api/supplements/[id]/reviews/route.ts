// GET /api/supplements/{id}/reviews?page= – a product's reviews, newest first, with its rating summary
import { getRatingSummary, listReviews, supplementExists } from "@/lib/reviews/queries";
import { reviewListQuerySchema } from "@/lib/reviews/schemas";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ params, query }) => {
    if (!(await supplementExists(params.id))) throw AppError.notFound("SUPPLEMENT_NOT_FOUND");
    const { page = 1 } = query;
    const [summary, reviews] = await Promise.all([getRatingSummary(params.id), listReviews(params.id, page)]);
    return jsonOk({ ...summary, ...reviews });
  },
  { params: recordIdParams, notFound: "SUPPLEMENT_NOT_FOUND", query: reviewListQuerySchema },
);
