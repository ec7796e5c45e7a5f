// POST /api/stacks/{id}/duplicate – a private copy of one of my stacks
import { duplicateStack } from "@/lib/stacks/mutations";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, params }) =>
    jsonOk({ stack: await duplicateStack(user.id, params.id) }, { status: 201, headers: NO_STORE }),
  { auth: "user", params: recordIdParams },
);
