// The morning reminder (docs/daily-plan.md "Reminders"): today's plan when the owner asked for a daily
// digest, and each product running out within the notice period, once per run-out date. It goes by Web
// Push to the owner's devices, and by email when there is none or none took it.
import type { PushConfig } from "../env";
import { sendMail } from "../mail/deliver";
import { planReminderEmail } from "../mail/templates";
import { addDays } from "./days";
import {
  markPushFellBack,
  markReminded,
  plansWithEmailReminders,
  type PlanStockView,
  type TodayPlan,
} from "./plans";
import { reminderPushMessage } from "./push-message";
import { pushToUser } from "./push-subscriptions";
import { reminderUnsubscribeToken } from "./reminder-unsubscribe";

function runOutsDue(view: TodayPlan, remindedFor: ReadonlyMap<string, string | null>): PlanStockView[] {
  if (!view.reminders.runOutEmails) return [];
  const horizon = addDays(view.today, view.reminders.runOutNoticeDays);
  return view.stock.filter(
    (item) => item.runOutDay <= horizon && remindedFor.get(item.supplementId) !== item.runOutDay,
  );
}

export interface ReminderRunOptions {
  now?: Date;
  siteUrl: string;
  /** Signs the emails' unsubscribe links. */
  secret: string;
  /** Null when the server has no Web Push keys: every reminder goes by email. */
  push?: PushConfig | null;
}

export async function sendPlanReminders(options: ReminderRunOptions): Promise<number> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (const { view, owner, digestSentOn, remindedFor } of await plansWithEmailReminders(now)) {
    const digest =
      view.reminders.emailDigest && view.started && digestSentOn !== view.today && view.slots.length > 0;
    const runOuts = runOutsDue(view, remindedFor);
    if (!digest && runOuts.length === 0) continue;
    const pushed = options.push
      ? await pushToUser(options.push, owner.id, reminderPushMessage(view, digest, runOuts), now)
      : "none";
    if (pushed !== "sent") {
      const kind = digest && runOuts.length > 0 ? "all" : digest ? "digest" : "run-out";
      const token = reminderUnsubscribeToken(view.planId, kind, options.secret, now);
      await sendMail(
        planReminderEmail({
          to: owner.email,
          firstName: owner.firstName,
          stackName: view.stackName,
          named: view.reminders.namesInReminders,
          slots: digest ? view.slots : [],
          runOuts,
          todayUrl: new URL("/today", options.siteUrl).toString(),
          unsubscribeUrl: new URL(
            `/api/plan-reminders/unsubscribe?token=${token}`,
            options.siteUrl,
          ).toString(),
        }),
      );
      if (pushed === "gone") await markPushFellBack(view.planId, now);
    }
    await markReminded(view, { digest, runOuts });
    sent += 1;
  }
  return sent;
}
