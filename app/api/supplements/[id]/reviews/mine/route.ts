// GET/PUT/DELETE /api/supplements/{id}/reviews/mine – the signed-in user's own review of a product
// (read, create or update, delete). No endpoint takes a user id: the session decides whose review it is.
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { requireSessionUser, type SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { deleteReview, saveReview } from "@/lib/reviews/mutations";
import { getOwnReview, supplementExists } from "@/lib/reviews/queries";
import { recordIdSchema } from "@/lib/db/ids";
import { reviewInputSchema } from "@/lib/reviews/schemas";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";

type RouteContext = { params: Promise<{ id: string }> };

/** A review is 2,000 characters at most; anything far larger is not one. */
const MAX_BODY_BYTES = 32 * 1024;

/** The signed-in user (401 first, so signed-out callers learn nothing) and an existing product id. */
async function userAndProduct(
  request: Request,
  context: RouteContext,
): Promise<{ user: SessionUser; supplementId: string }> {
  const user = await requireSessionUser(request);
  const id = recordIdSchema.safeParse((await context.params).id);
  if (!id.success || !(await supplementExists(id.data))) throw AppError.notFound("SUPPLEMENT_NOT_FOUND");
  return { user, supplementId: id.data };
}

export const GET = withRouteHandler(async (request: Request, context: RouteContext) => {
  const { user, supplementId } = await userAndProduct(request, context);
  return jsonOk({ review: await getOwnReview(supplementId, user.id) }, { headers: NO_STORE });
});

export const PUT = withRouteHandler(async (request: Request, context: RouteContext) => {
  assertStateChangeAllowed(request);
  const { user, supplementId } = await userAndProduct(request, context);
  const input = await parseJsonBody(request, reviewInputSchema, { maxBytes: MAX_BODY_BYTES });
  await enforceRateLimit(db(), RATE_LIMITS.reviewWritePerUser, user.id);
  const { review, created } = await saveReview(supplementId, user.id, input);
  return jsonOk({ review }, { status: created ? 201 : 200, headers: NO_STORE });
});

export const DELETE = withRouteHandler(async (request: Request, context: RouteContext) => {
  assertStateChangeAllowed(request);
  const { user, supplementId } = await userAndProduct(request, context);
  await enforceRateLimit(db(), RATE_LIMITS.reviewWritePerUser, user.id);
  if (!(await deleteReview(supplementId, user.id)))
    throw AppError.notFound("NOT_FOUND", "The user has no review of this product");
  return jsonOk({ deleted: true }, { headers: NO_STORE });
});
