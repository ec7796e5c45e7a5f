// GET/PUT/DELETE /api/supplements/{id}/reviews/mine – the signed-in user's own review; no endpoint takes a user id
import { revalidateProductPage } from "@/lib/catalogue/revalidate";
import { deleteReview, saveReview } from "@/lib/reviews/mutations";
import { getOwnReview, supplementExists } from "@/lib/reviews/queries";
import { reviewInputSchema } from "@/lib/reviews/schemas";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

/** A review is 2,000 characters at most; anything far larger is not one. */
const MAX_BODY_BYTES = 32 * 1024;

// Auth runs before params, so signed-out callers learn nothing about which products exist.
const ownReview = { auth: "user", params: recordIdParams, notFound: "SUPPLEMENT_NOT_FOUND" } as const;

async function assertProductExists(supplementId: string): Promise<void> {
  if (!(await supplementExists(supplementId))) throw AppError.notFound("SUPPLEMENT_NOT_FOUND");
}

export const GET = withRouteHandler(async ({ user, params }) => {
  await assertProductExists(params.id);
  return jsonOk({ review: await getOwnReview(params.id, user.id) }, { headers: NO_STORE });
}, ownReview);

export const PUT = withRouteHandler(
  async ({ user, params, body }) => {
    await assertProductExists(params.id);
    await enforceRateLimit(RATE_LIMITS.reviewWritePerUser, user.id);
    const { review, created } = await saveReview(params.id, user.id, body);
    await revalidateProductPage(params.id);
    return jsonOk({ review }, { status: created ? 201 : 200, headers: NO_STORE });
  },
  { ...ownReview, body: reviewInputSchema, maxBodyBytes: MAX_BODY_BYTES },
);

export const DELETE = withRouteHandler(async ({ user, params }) => {
  await assertProductExists(params.id);
  await enforceRateLimit(RATE_LIMITS.reviewWritePerUser, user.id);
  if (!(await deleteReview(params.id, user.id)))
    throw AppError.notFound("NOT_FOUND", "The user has no review of this product");
  await revalidateProductPage(params.id);
  return jsonOk({ deleted: true }, { headers: NO_STORE });
}, ownReview);
