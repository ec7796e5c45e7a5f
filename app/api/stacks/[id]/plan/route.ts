// GET/PUT/DELETE /api/stacks/{id}/plan – the owner takes this stack from a start date (today's plan), or stops
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { planForStack, startTaking, stopTaking } from "@/lib/daily-plan/plans";
import { startPlanSchema } from "@/lib/daily-plan/schemas";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user, params }) => jsonOk({ plan: await planForStack(user.id, params.id) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams },
);

export const PUT = withRouteHandler(
  async ({ user, params, body }) => {
    await startTaking(user.id, params.id, body);
    return jsonOk({ plan: await planForStack(user.id, params.id) }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams, body: startPlanSchema },
);

export const DELETE = withRouteHandler(
  async ({ user, params }) => {
    await stopTaking(user.id, params.id);
    return jsonOk({ plan: null }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams },
);
