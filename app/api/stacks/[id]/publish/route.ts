// POST /api/stacks/{id}/publish { title, goal?, description? }: share to the community.
// DELETE: unpublish (the stack becomes private again).
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { stackIdFrom, type StackRouteContext } from "@/lib/stacks/route-helpers";
import { publishStackSchema } from "@/lib/stacks/schemas";
import { publishStack, unpublishStack } from "@/lib/stacks/service";

export const POST = withRouteHandler<Request, StackRouteContext>(async (request, context) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const id = await stackIdFrom(context);
  const input = await parseJsonBody(request, publishStackSchema);
  return jsonOk({ stack: await publishStack(user.id, id, input) }, { headers: NO_STORE });
});

export const DELETE = withRouteHandler<Request, StackRouteContext>(async (request, context) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  return jsonOk({ stack: await unpublishStack(user.id, await stackIdFrom(context)) }, { headers: NO_STORE });
});
