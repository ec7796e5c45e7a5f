// GET/POST /api/account/push-subscriptions – the devices taking Web Push reminders; add this browser
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { pushDevicesOf, savePushSubscription, deviceLabel } from "@/lib/daily-plan/push-subscriptions";
import { pushSubscriptionSchema } from "@/lib/daily-plan/schemas";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user }) => jsonOk({ devices: await pushDevicesOf(user.id) }, { headers: NO_STORE }),
  { auth: "user" },
);

export const POST = withRouteHandler(
  async ({ user, body, request }) =>
    jsonOk(
      { device: await savePushSubscription(user.id, body, deviceLabel(request.headers.get("user-agent"))) },
      { headers: NO_STORE },
    ),
  { auth: "user", body: pushSubscriptionSchema },
);
