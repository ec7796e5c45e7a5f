// POST /api/stacks/{id}/like – like a published stack (idempotent); DELETE takes the like back
import { setLike } from "@/lib/stacks/mutations";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, params }) => jsonOk(await setLike(user.id, params.id, true), { headers: NO_STORE }),
  { auth: "user", params: recordIdParams },
);

export const DELETE = withRouteHandler(
  async ({ user, params }) => jsonOk(await setLike(user.id, params.id, false), { headers: NO_STORE }),
  { auth: "user", params: recordIdParams },
);
