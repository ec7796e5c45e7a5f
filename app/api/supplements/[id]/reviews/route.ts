// GET /api/supplements/{id}/reviews?page= – a product's reviews, newest first, with its rating summary
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, parseSearchParams, withRouteHandler } from "@/lib/errors/api-response";
import { getRatingSummary, listReviews, supplementExists } from "@/lib/reviews/queries";
import { recordIdSchema } from "@/lib/db/ids";
import { reviewListQuerySchema } from "@/lib/reviews/schemas";

type RouteContext = { params: Promise<{ id: string }> };

export const GET = withRouteHandler(async (request: Request, context: RouteContext) => {
  const id = recordIdSchema.safeParse((await context.params).id);
  if (!id.success || !(await supplementExists(id.data))) throw AppError.notFound("SUPPLEMENT_NOT_FOUND");
  const { page = 1 } = parseSearchParams(new URL(request.url).searchParams, reviewListQuerySchema);
  const [summary, reviews] = await Promise.all([getRatingSummary(id.data), listReviews(id.data, page)]);
  return jsonOk({ ...summary, ...reviews });
});
