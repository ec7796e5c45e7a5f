// POST /api/stacks/{id}/like: like a published stack (idempotent). DELETE: take the like back.
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, withRouteHandler } from "@/lib/errors/api-response";
import { stackIdFrom, type StackRouteContext } from "@/lib/stacks/route-helpers";
import { setLike } from "@/lib/stacks/service";

export const POST = withRouteHandler<Request, StackRouteContext>(async (request, context) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  return jsonOk(await setLike(user.id, await stackIdFrom(context), true), { headers: NO_STORE });
});

export const DELETE = withRouteHandler<Request, StackRouteContext>(async (request, context) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  return jsonOk(await setLike(user.id, await stackIdFrom(context), false), { headers: NO_STORE });
});
