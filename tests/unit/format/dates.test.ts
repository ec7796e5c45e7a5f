import { formatDate, formatDateTime, formatShortDate } from "@/lib/format/dates";

describe("UK dates", () => {
  it("prints the day in UK time whatever the zone of the machine", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST, UTC+1).
    expect(formatDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
    expect(formatShortDate("2026-06-30T23:30:00Z")).toBe("1 Jul 2026");
    // In winter London is on UTC.
    expect(formatDate(new Date("2026-12-31T23:30:00Z"))).toBe("31 December 2026");
  });
});

describe("date and time", () => {
  it("prints UK clock time", () => {
    expect(formatDateTime("2026-06-30T08:05:00Z")).toBe("30 Jun 2026, 09:05");
  });
});
