// DELETE /api/account/push-subscriptions/{id} – this device no longer takes reminders
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { removePushDevice } from "@/lib/daily-plan/push-subscriptions";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const DELETE = withRouteHandler(
  async ({ user, params }) => {
    await removePushDevice(user.id, params.id);
    return jsonOk({ removed: true }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams },
);
