/**
 * @jest-environment node
 */
import { DEFAULT_REMINDER_TITLE, planCalendar } from "@/lib/daily-plan/calendar";
import type { TodayPlan } from "@/lib/daily-plan/plans";

const plan: TodayPlan = {
  planId: "plan-1",
  stackId: "stack-1",
  stackName: "Winter basics",
  startDate: "2026-11-20",
  mode: "check_off",
  today: "2026-11-29",
  started: true,
  slots: [
    {
      slot: "morning",
      time: "08:00",
      label: "with breakfast",
      withFood: true,
      status: "open",
      notes: [],
      products: [{ supplementId: "d3", name: "Vitamin D3", brand: "Acme", servings: 1 }],
    },
    {
      slot: "bedtime",
      time: "21:30",
      label: "before bed",
      withFood: false,
      status: "open",
      notes: [],
      products: [{ supplementId: "mg", name: "Magnesium", brand: "Acme", servings: 2 }],
    },
  ],
  stock: [
    {
      supplementId: "d3",
      name: "Vitamin D3",
      brand: "Acme",
      unitsPerDay: 1,
      unitsPerPack: 90,
      unitsLeftToday: 81,
      countedOn: "2026-11-20",
      runOutDay: "2027-02-18",
      restock: null,
    },
  ],
  uncounted: [],
  reminders: {
    emailDigest: false,
    runOutEmails: true,
    runOutNoticeDays: 7,
    namesInReminders: false,
    calendarFeed: true,
    pushFellBackAt: null,
  },
};

/** Unfolds RFC 5545 content lines and splits the calendar into its events. */
function eventsOf(ics: string): string[][] {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = [];
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else current?.push(line);
  }
  return events;
}

const field = (event: string[], name: string) =>
  event
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.split(":")
    .slice(1)
    .join(":");

describe("the plan's calendar", () => {
  const ics = planCalendar(plan, "https://stacks.example.co.uk");
  const events = eventsOf(ics);

  it("is a published RFC 5545 calendar with a daily event per slot and a restock event per product", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0")).toBe(true);
    expect(ics).toContain("METHOD:PUBLISH");
    expect(events).toHaveLength(3);
    const [morning, bedtime, restock] = events as [string[], string[], string[]];
    expect(field(morning, "DTSTART")).toBe("20261120T080000");
    expect(field(morning, "RRULE")).toBe("FREQ=DAILY");
    expect(field(bedtime, "DTSTART")).toBe("20261120T213000");
    // Seven days before the run-out, all day, with an alarm at 09:00.
    expect(field(restock, "DTSTART")).toBe("20270211");
    expect(restock).toContain("TRIGGER:PT9H");
    expect(morning).toContain("TRIGGER:-PT5M");
    expect(morning).toContain("BEGIN:VALARM");
  });

  it("names no product or stack in titles or alarms unless the owner opted in", () => {
    for (const event of events) expect(field(event, "SUMMARY")).toBe(DEFAULT_REMINDER_TITLE);
    expect(ics).not.toMatch(/Vitamin D3|Magnesium|Winter basics/);
    const named = planCalendar(
      { ...plan, reminders: { ...plan.reminders, namesInReminders: true } },
      "https://stacks.example.co.uk",
    );
    expect(named).toContain("SUMMARY:Supplement reminder: Winter basics\\, 08:00");
    expect(named).toContain("Vitamin D3");
  });

  it("leaves out restock events when run-out reminders are off, and is valid when empty", () => {
    const quiet = planCalendar(
      { ...plan, reminders: { ...plan.reminders, runOutEmails: false } },
      "https://stacks.example.co.uk",
    );
    expect(eventsOf(quiet)).toHaveLength(2);
    const empty = planCalendar({ ...plan, slots: [], stock: [] }, "https://stacks.example.co.uk");
    expect(empty).toContain("BEGIN:VCALENDAR");
    expect(empty).toContain("END:VCALENDAR");
  });
});
