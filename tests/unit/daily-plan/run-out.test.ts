import { addDays, daysBetween, ukDay, weekOf } from "@/lib/daily-plan/days";
import {
  firstRunOut,
  restockedUnits,
  runningOutBefore,
  runOutDay,
  unitsLeftOn,
} from "@/lib/daily-plan/run-out";

const stock = { unitsOnHand: 60, countedOn: "2026-11-01", unitsPerDay: 2, missedUnits: [] };

describe("plan days", () => {
  it("are UK calendar days, whatever the time of day in UTC", () => {
    // 23:30 UTC in British Summer Time is already the next day in London.
    expect(ukDay(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(ukDay(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-01");
  });

  it("count and step across month ends and clock changes", () => {
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-11-05", "2026-11-01")).toBe(-4);
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
  });
});

describe("run-out dates", () => {
  it("is the first day without a full day's dose", () => {
    expect(runOutDay(stock)).toBe("2026-12-01");
    expect(runOutDay({ ...stock, unitsOnHand: 61 })).toBe("2026-12-01");
    expect(runOutDay({ ...stock, unitsOnHand: 1 })).toBe("2026-11-01");
  });

  it("counts what is left before each day's doses, never below zero", () => {
    expect(unitsLeftOn(stock, "2026-11-01")).toBe(60);
    expect(unitsLeftOn(stock, "2026-11-11")).toBe(40);
    expect(unitsLeftOn(stock, "2027-01-01")).toBe(0);
    expect(unitsLeftOn(stock, "2026-10-01")).toBe(60);
  });

  it("keeps doses logged as missed in the pack", () => {
    const missed = {
      ...stock,
      missedUnits: [
        { day: "2026-11-03", units: 2 },
        { day: "2026-10-20", units: 2 },
      ],
    };
    expect(runOutDay(missed)).toBe("2026-12-02");
    expect(unitsLeftOn(missed, "2026-11-03")).toBe(56);
    expect(unitsLeftOn(missed, "2026-11-04")).toBe(56);
  });

  it("restocking adds a pack to what is left today", () => {
    expect(restockedUnits(stock, "2026-11-21", 60)).toBe(80);
    expect(restockedUnits(stock, "2027-02-01", 60)).toBe(60);
  });

  it("finds the first run-out and what runs out before a return date", () => {
    const items = [
      { name: "B", runOutDay: "2026-12-10" },
      { name: "A", runOutDay: "2026-12-01" },
      { name: "C", runOutDay: "2027-01-05" },
    ];
    expect(firstRunOut(items)?.name).toBe("A");
    expect(firstRunOut([])).toBeNull();
    expect(runningOutBefore(items, "2026-12-10").map((item) => item.name)).toEqual(["A", "B"]);
    expect(runningOutBefore(items, "2026-11-30")).toEqual([]);
  });
});
