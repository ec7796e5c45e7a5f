// PUT /api/stacks/{id}/plan/reminders – daily email, run-out emails and how many days ahead, names in reminders
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { setReminders } from "@/lib/daily-plan/plans";
import { reminderSettingsSchema } from "@/lib/daily-plan/schemas";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const PUT = withRouteHandler(
  async ({ user, params, body }) =>
    jsonOk({ reminders: await setReminders(user.id, params.id, body) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams, body: reminderSettingsSchema },
);
