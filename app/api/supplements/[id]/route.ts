// GET /api/supplements/{id}: one product — ingredients per serving (with NRVs, UK upper levels and
// authorised claims), offers with their provenance, and the rating from real reviews only.
import { z } from "zod";
import { getSupplementDetail } from "@/lib/catalogue/product-queries";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, withRouteHandler } from "@/lib/errors/api-response";
import { getRatingSummary } from "@/lib/reviews/queries";

type Context = { params: Promise<{ id: string }> };

const idSchema = z.string().min(1).max(100);

export const GET = withRouteHandler<Request, Context>(async (_request, context) => {
  const parsed = idSchema.safeParse((await context.params).id);
  const product = parsed.success ? await getSupplementDetail(parsed.data) : null;
  if (!product) throw AppError.notFound("SUPPLEMENT_NOT_FOUND", "Unknown supplement id");
  const rating = await getRatingSummary(product.id);
  return jsonOk({ supplement: { ...product, rating: rating.rating, reviewCount: rating.reviewCount } });
});
