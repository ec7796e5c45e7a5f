// POST /api/account/push-subscriptions/test – send a test reminder to this browser's subscription
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { sendTestPush } from "@/lib/daily-plan/push-subscriptions";
import { pushEndpointSchema } from "@/lib/daily-plan/schemas";
import { pushConfig } from "@/lib/env";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    await enforceRateLimit(RATE_LIMITS.pushTestPerUser, user.id);
    return jsonOk(await sendTestPush(pushConfig(), user.id, body.endpoint), { headers: NO_STORE });
  },
  { auth: "user", body: pushEndpointSchema },
);
