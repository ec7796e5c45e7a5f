// GET /api/supplements/{id}: one product — ingredients per serving (with NRVs, UK upper levels and
// authorised claims), offers with their provenance, and the rating from real reviews only.
import { getSupplementDetail } from "@/lib/catalogue/product-queries";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, withRouteHandler } from "@/lib/errors/api-response";
import { getRatingSummary } from "@/lib/reviews/queries";
import { recordIdSchema } from "@/lib/db/ids";

type Context = { params: Promise<{ id: string }> };

export const GET = withRouteHandler<Request, Context>(async (_request, context) => {
  const parsed = recordIdSchema.safeParse((await context.params).id);
  const product = parsed.success ? await getSupplementDetail(parsed.data) : null;
  if (!product) throw AppError.notFound("SUPPLEMENT_NOT_FOUND", "Unknown supplement id");
  const rating = await getRatingSummary(product.id);
  return jsonOk({ supplement: { ...product, rating: rating.rating, reviewCount: rating.reviewCount } });
});
