// PUT/POST /api/stacks/{id}/plan/stock – the units the owner counted today; or one tap "restocked" (one more pack)
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { countStock, restock } from "@/lib/daily-plan/plans";
import { restockSchema, stockCountSchema } from "@/lib/daily-plan/schemas";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const PUT = withRouteHandler(
  async ({ user, params, body }) =>
    jsonOk({ plan: await countStock(user.id, params.id, body) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams, body: stockCountSchema },
);

export const POST = withRouteHandler(
  async ({ user, params, body }) =>
    jsonOk({ plan: await restock(user.id, params.id, body.supplementId) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams, body: restockSchema },
);
