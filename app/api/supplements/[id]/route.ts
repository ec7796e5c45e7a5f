// GET /api/supplements/{id} – one product: ingredients, claims, offers and the rating from real reviews
import { getSupplementDetail } from "@/lib/catalogue/product-queries";
import { getRatingSummary } from "@/lib/reviews/queries";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ params }) => {
    const product = await getSupplementDetail(params.id);
    if (!product) throw AppError.notFound("SUPPLEMENT_NOT_FOUND", "Unknown supplement id");
    const rating = await getRatingSummary(product.id);
    return jsonOk({ supplement: { ...product, rating: rating.rating, reviewCount: rating.reviewCount } });
  },
  { params: recordIdParams, notFound: "SUPPLEMENT_NOT_FOUND" },
);
