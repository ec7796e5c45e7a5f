// GET /api/stacks: my saved stacks. POST /api/stacks: save a new stack.
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { createStackSchema } from "@/lib/stacks/schemas";
import { createStack, listMyStacks } from "@/lib/stacks/service";

export const GET = withRouteHandler(async (request) => {
  const user = await requireSessionUser(request);
  return jsonOk({ stacks: await listMyStacks(user.id) }, { headers: NO_STORE });
});

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const input = await parseJsonBody(request, createStackSchema);
  return jsonOk({ stack: await createStack(user.id, input) }, { status: 201, headers: NO_STORE });
});
