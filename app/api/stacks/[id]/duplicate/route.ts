// POST /api/stacks/{id}/duplicate: a private copy of one of my stacks.
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, withRouteHandler } from "@/lib/errors/api-response";
import { stackIdFrom, type StackRouteContext } from "@/lib/stacks/route-helpers";
import { duplicateStack } from "@/lib/stacks/service";

export const POST = withRouteHandler<Request, StackRouteContext>(async (request, context) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  return jsonOk(
    { stack: await duplicateStack(user.id, await stackIdFrom(context)) },
    { status: 201, headers: NO_STORE },
  );
});
