// POST /api/stacks/{id}/publish – share to the community; DELETE makes the stack private again
import { publishStackSchema } from "@/lib/stacks/schemas";
import { publishStack, unpublishStack } from "@/lib/stacks/mutations";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, params, body }) =>
    jsonOk({ stack: await publishStack(user.id, params.id, body) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams, body: publishStackSchema },
);

export const DELETE = withRouteHandler(
  async ({ user, params }) =>
    jsonOk({ stack: await unpublishStack(user.id, params.id) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams },
);
