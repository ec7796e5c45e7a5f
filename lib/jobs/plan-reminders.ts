import type PgBoss from "pg-boss";

import { sendPlanReminders } from "../daily-plan/reminders";
import type { PushConfig } from "../env";

const PLAN_REMINDERS_QUEUE = "plan-reminders";
// From 07:05 UK time, before the first slot of most plans; hourly after that, so a server that was down
// then still sends the day's reminders (each goes once a day: lib/daily-plan/reminders.ts).
const PLAN_REMINDERS_SCHEDULE = "5 7-22 * * *";

export async function startPlanReminderJobs(
  boss: PgBoss,
  options: { siteUrl: string; secret: string; push: PushConfig | null; log: (message: string) => void },
): Promise<void> {
  await boss.createQueue(PLAN_REMINDERS_QUEUE, {
    name: PLAN_REMINDERS_QUEUE,
    retryLimit: 2,
    retryDelay: 300,
    expireInMinutes: 30,
  });
  await boss.schedule(PLAN_REMINDERS_QUEUE, PLAN_REMINDERS_SCHEDULE, undefined, { tz: "Europe/London" });
  await boss.work(PLAN_REMINDERS_QUEUE, async () => {
    const sent = await sendPlanReminders(options);
    if (sent > 0) options.log(`Sent ${sent} plan reminder(s)`);
  });
}
