import { productStreaks, weeklyAdherence, type HistoryEntry } from "@/lib/daily-plan/adherence";

const d3 = { supplementId: "d3", name: "Vitamin D3" };
const mg = { supplementId: "mg", name: "Magnesium" };
const entry = (day: string, status: HistoryEntry["status"], items = [d3]): HistoryEntry => ({
  day,
  status,
  items,
});

describe("weekly adherence", () => {
  it("counts ticked and assumed slots as taken, misses and unlogged slots as not, by Monday's week", () => {
    const weeks = weeklyAdherence([
      entry("2026-11-22", "taken"),
      entry("2026-11-23", "taken"),
      entry("2026-11-24", "assumed_taken"),
      entry("2026-11-25", "missed"),
      entry("2026-11-26", "not_logged"),
    ]);
    expect(weeks).toEqual([
      { weekStart: "2026-11-16", taken: 1, planned: 1, percent: 100 },
      { weekStart: "2026-11-23", taken: 2, planned: 4, percent: 50 },
    ]);
  });

  it("is empty without history", () => {
    expect(weeklyAdherence([])).toEqual([]);
  });
});

describe("product streaks", () => {
  it("counts days in a row on which every dose of a product was taken", () => {
    const streaks = productStreaks([
      entry("2026-11-20", "taken", [d3, mg]),
      entry("2026-11-21", "taken", [d3, mg]),
      entry("2026-11-21", "missed", [mg]),
      entry("2026-11-22", "taken", [d3, mg]),
      entry("2026-11-24", "taken", [d3]),
    ]);
    expect(streaks).toEqual([
      { supplementId: "mg", name: "Magnesium", currentDays: 1, longestDays: 1 },
      { supplementId: "d3", name: "Vitamin D3", currentDays: 1, longestDays: 3 },
    ]);
  });
});
