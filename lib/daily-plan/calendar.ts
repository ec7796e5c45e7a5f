// The plan as an RFC 5545 calendar (docs/daily-plan.md "Reminders"): one daily event per slot and
// one restock event per product, each with an alarm. Titles name no product or stack unless the owner
// opted in, as calendars show titles on lock screens and shared devices.
import { createEvents, type DateArray, type EventAttributes } from "ics";

import { addDays } from "./days";
import type { TodayPlan } from "./plans";

export const DEFAULT_REMINDER_TITLE = "Supplement reminder";
const SLOT_MINUTES = 15;
/** ics cannot write a zero-length trigger, so the alarm rings five minutes before the slot. */
const ALARM_MINUTES_BEFORE = 5;
const RESTOCK_ALARM_HOUR = 9;

function dayArray(day: string): DateArray {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  return [year, month, date];
}

function slotStart(day: string, time: string): DateArray {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return [...dayArray(day), hour, minute] as DateArray;
}

export function planCalendar(plan: TodayPlan, siteUrl: string): string {
  const host = new URL(siteUrl).host;
  const todayUrl = new URL("/today", siteUrl).toString();
  const named = plan.reminders.namesInReminders;
  const slotEvents: EventAttributes[] = plan.slots.map((slot) => {
    const products = slot.products.map((product) => `${product.name} (${product.servings} a day)`);
    return {
      uid: `${plan.planId}-${slot.slot}@${host}`,
      title: named ? `${DEFAULT_REMINDER_TITLE}: ${plan.stackName}, ${slot.time}` : DEFAULT_REMINDER_TITLE,
      description: named
        ? `${slot.label}: ${products.join(", ")}. Tick it off: ${todayUrl}`
        : `Open today's plan to see what to take and tick it off: ${todayUrl}`,
      url: todayUrl,
      start: slotStart(plan.startDate, slot.time),
      startInputType: "local",
      startOutputType: "local",
      duration: { minutes: SLOT_MINUTES },
      recurrenceRule: "FREQ=DAILY",
      transp: "TRANSPARENT",
      classification: "PRIVATE",
      alarms: [
        {
          action: "display",
          description: named ? `${slot.time}: ${products.join(", ")}` : DEFAULT_REMINDER_TITLE,
          trigger: { minutes: ALARM_MINUTES_BEFORE, before: true },
        },
      ],
    };
  });
  const restockEvents: EventAttributes[] = plan.reminders.runOutEmails
    ? plan.stock.map((item) => {
        const remindOn = [addDays(item.runOutDay, -plan.reminders.runOutNoticeDays), plan.today]
          .sort()
          .at(-1);
        return {
          uid: `${plan.planId}-restock-${item.supplementId}-${item.runOutDay}@${host}`,
          title: named ? `Restock ${item.name}: runs out ${item.runOutDay}` : DEFAULT_REMINDER_TITLE,
          description: named
            ? `${item.name} (${item.brand}) runs out on ${item.runOutDay}. Restock and tap "Restocked": ${todayUrl}`
            : `Something in your plan is running low. See what and where to restock: ${todayUrl}`,
          url: todayUrl,
          start: dayArray(remindOn ?? item.runOutDay),
          end: dayArray(addDays(remindOn ?? item.runOutDay, 1)),
          transp: "TRANSPARENT",
          classification: "PRIVATE",
          alarms: [
            {
              action: "display",
              description: DEFAULT_REMINDER_TITLE,
              trigger: { hours: RESTOCK_ALARM_HOUR, before: false },
            },
          ],
        };
      })
    : [];
  const { error, value } = createEvents([...slotEvents, ...restockEvents], {
    productId: "-//Smart Supplement Stack Builder UK//Daily plan//EN",
    calName: named ? `Supplements: ${plan.stackName}` : "Supplement reminders",
    method: "PUBLISH",
  });
  if (error || value === null) throw error ?? new Error("The calendar could not be written");
  return value;
}
