/**
 * @jest-environment node
 */
// The reminder emails' no-sign-in unsubscribe tokens: signed for this purpose only, naming the plan and
// what to turn off, and refused once forged, re-purposed or past their 90 days.
import { signUnsubscribeToken } from "@/lib/alerts/unsubscribe-token";
import {
  checkReminderUnsubscribeToken,
  reminderUnsubscribeToken,
  UNSUBSCRIBE_LINK_DAYS,
} from "@/lib/daily-plan/reminder-unsubscribe";

jest.mock("@/lib/db/prisma", () => ({ db: () => ({}) }));

const SECRET = "s".repeat(48);
const made = new Date("2026-11-29T08:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe("reminder unsubscribe tokens", () => {
  it("name the plan and the reminders of the email", () => {
    for (const kind of ["digest", "run-out", "all"] as const) {
      const token = reminderUnsubscribeToken("plan-1", kind, SECRET, made);
      expect(checkReminderUnsubscribeToken(token, SECRET, made)).toEqual({ planId: "plan-1", kind });
    }
  });

  it("work for 90 days and then are expired", () => {
    const token = reminderUnsubscribeToken("plan-1", "digest", SECRET, made);
    expect(UNSUBSCRIBE_LINK_DAYS).toBe(90);
    const lastDay = new Date(made.getTime() + 90 * DAY);
    expect(checkReminderUnsubscribeToken(token, SECRET, lastDay)).toEqual({
      planId: "plan-1",
      kind: "digest",
    });
    expect(checkReminderUnsubscribeToken(token, SECRET, new Date(lastDay.getTime() + DAY))).toBe("expired");
  });

  it("are refused when forged, altered, signed with another secret or for another purpose", () => {
    const token = reminderUnsubscribeToken("plan-1", "digest", SECRET, made);
    const dot = token.lastIndexOf(".");
    expect(checkReminderUnsubscribeToken(`${token.slice(0, dot)}.forged`, SECRET, made)).toBe("invalid");
    expect(checkReminderUnsubscribeToken(token.replace("digest", "all"), SECRET, made)).toBe("invalid");
    expect(checkReminderUnsubscribeToken(token, "t".repeat(48), made)).toBe("invalid");
    const priceAlert = signUnsubscribeToken(token.slice(0, dot), SECRET, "price-alert-unsubscribe");
    expect(checkReminderUnsubscribeToken(priceAlert, SECRET, made)).toBe("invalid");
    const unknownKind = signUnsubscribeToken("plan-1~weekly~2027-01-01", SECRET, "plan-reminder-unsubscribe");
    expect(checkReminderUnsubscribeToken(unknownKind, SECRET, made)).toBe("invalid");
  });
});
