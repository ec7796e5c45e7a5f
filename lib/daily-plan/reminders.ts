// The morning email (docs/daily-plan.md "Reminders"): today's plan when the owner asked for a daily
// digest, and each product running out within the notice period, once per run-out date.
import { sendMail } from "../mail/deliver";
import { planReminderEmail } from "../mail/templates";
import { addDays } from "./days";
import { markReminded, plansWithEmailReminders, type PlanStockView, type TodayPlan } from "./plans";

function runOutsDue(view: TodayPlan, remindedFor: ReadonlyMap<string, string | null>): PlanStockView[] {
  if (!view.reminders.runOutEmails) return [];
  const horizon = addDays(view.today, view.reminders.runOutNoticeDays);
  return view.stock.filter(
    (item) => item.runOutDay <= horizon && remindedFor.get(item.supplementId) !== item.runOutDay,
  );
}

export async function sendPlanReminders(options: { now?: Date; siteUrl: string }): Promise<number> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (const { view, owner, digestSentOn, remindedFor } of await plansWithEmailReminders(now)) {
    const digest =
      view.reminders.emailDigest && view.started && digestSentOn !== view.today && view.slots.length > 0;
    const runOuts = runOutsDue(view, remindedFor);
    if (!digest && runOuts.length === 0) continue;
    await sendMail(
      planReminderEmail({
        to: owner.email,
        firstName: owner.firstName,
        stackName: view.stackName,
        named: view.reminders.namesInReminders,
        slots: digest ? view.slots : [],
        runOuts,
        todayUrl: new URL("/today", options.siteUrl).toString(),
      }),
    );
    await markReminded(view, { digest, runOuts });
    sent += 1;
  }
  return sent;
}
