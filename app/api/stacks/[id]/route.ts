// GET /api/stacks/{id}: a stack its owner, or anyone once published, may see (404 otherwise).
// PUT: the owner's edit from a known version (409 CONFLICT when stale). DELETE: the owner's delete.
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { getSessionUser, requireSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { stackIdFrom, type StackRouteContext } from "@/lib/stacks/route-helpers";
import { updateStackSchema } from "@/lib/stacks/schemas";
import { deleteStack, getStackView, updateStack } from "@/lib/stacks/service";

export const GET = withRouteHandler<Request, StackRouteContext>(async (request, context) => {
  const id = await stackIdFrom(context);
  const viewer = await getSessionUser(request);
  const stack = await getStackView(id, viewer?.id ?? null);
  if (!stack) throw AppError.notFound("NOT_FOUND", `Stack ${id} not found`);
  return jsonOk({ stack }, { headers: NO_STORE });
});

export const PUT = withRouteHandler<Request, StackRouteContext>(async (request, context) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const id = await stackIdFrom(context);
  const input = await parseJsonBody(request, updateStackSchema);
  return jsonOk({ stack: await updateStack(user.id, id, input) }, { headers: NO_STORE });
});

export const DELETE = withRouteHandler<Request, StackRouteContext>(async (request, context) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  await deleteStack(user.id, await stackIdFrom(context));
  return jsonOk({ deleted: true }, { headers: NO_STORE });
});
