// No-sign-in unsubscribe links of the reminder emails (docs/daily-plan.md "Reminders"): the plan, which
// reminders the email carried, and the last day the link works, signed with the auth secret.
import { signUnsubscribeToken, verifyUnsubscribeToken } from "../alerts/unsubscribe-token";
import { db } from "../db/prisma";
import { addDays, ukDay } from "./days";

export const REMINDER_KINDS = ["digest", "run-out", "all"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** Long enough for an email read weeks later; short enough that an old forwarded email stops working. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const PURPOSE = "plan-reminder-unsubscribe";

export function reminderUnsubscribeToken(
  planId: string,
  kind: ReminderKind,
  secret: string,
  now = new Date(),
) {
  return signUnsubscribeToken(
    `${planId}~${kind}~${addDays(ukDay(now), UNSUBSCRIBE_LINK_DAYS)}`,
    secret,
    PURPOSE,
  );
}

export type ReminderTokenCheck = { planId: string; kind: ReminderKind } | "invalid" | "expired";

export function checkReminderUnsubscribeToken(
  token: string,
  secret: string,
  now = new Date(),
): ReminderTokenCheck {
  const signed = verifyUnsubscribeToken(token, secret, PURPOSE);
  const [planId, kind, lastDay] = signed?.split("~") ?? [];
  const known = REMINDER_KINDS.find((candidate) => candidate === kind);
  if (!planId || !known || !lastDay) return "invalid";
  return lastDay < ukDay(now) ? "expired" : { planId, kind: known };
}

/** Turns off what the email carried; a plan stopped since then has nothing left to turn off. */
export async function unsubscribeReminder(planId: string, kind: ReminderKind): Promise<void> {
  await db().stackPlan.updateMany({
    where: { id: planId },
    data: {
      ...(kind === "run-out" ? {} : { emailDigest: false }),
      ...(kind === "digest" ? {} : { runOutEmails: false }),
    },
  });
}
