// Adherence from the dose history (docs/daily-plan.md "Adherence"): a slot-day counts as taken when
// it was ticked or, in exception mode, not logged as missed.
import { addDays, weekOf } from "./days";

export interface HistoryEntry {
  day: string;
  status: "taken" | "missed" | "assumed_taken" | "not_logged";
  items: readonly { supplementId: string; name: string }[];
}

export interface WeekAdherence {
  weekStart: string;
  taken: number;
  planned: number;
  percent: number;
}

export interface ProductStreak {
  supplementId: string;
  name: string;
  /** Days in a row, ending on the latest day with history, on which every dose of it was taken. */
  currentDays: number;
  longestDays: number;
}

const isTaken = (status: HistoryEntry["status"]) => status === "taken" || status === "assumed_taken";

export function weeklyAdherence(history: readonly HistoryEntry[]): WeekAdherence[] {
  const weeks = new Map<string, { taken: number; planned: number }>();
  for (const entry of history) {
    const week = weeks.get(weekOf(entry.day)) ?? { taken: 0, planned: 0 };
    week.planned += 1;
    if (isTaken(entry.status)) week.taken += 1;
    weeks.set(weekOf(entry.day), week);
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, { taken, planned }]) => ({
      weekStart,
      taken,
      planned,
      percent: Math.round((taken / planned) * 100),
    }));
}

export function productStreaks(history: readonly HistoryEntry[]): ProductStreak[] {
  const days = new Map<string, { name: string; byDay: Map<string, boolean> }>();
  for (const entry of history) {
    for (const item of entry.items) {
      const product = days.get(item.supplementId) ?? { name: item.name, byDay: new Map<string, boolean>() };
      product.byDay.set(entry.day, (product.byDay.get(entry.day) ?? true) && isTaken(entry.status));
      days.set(item.supplementId, product);
    }
  }
  return [...days]
    .map(([supplementId, { name, byDay }]) => {
      const ordered = [...byDay.keys()].sort();
      let longest = 0;
      let run = 0;
      let previous: string | null = null;
      for (const day of ordered) {
        const continues = previous !== null && addDays(previous, 1) === day;
        run = byDay.get(day) ? (continues ? run + 1 : 1) : 0;
        longest = Math.max(longest, run);
        previous = day;
      }
      return { supplementId, name, currentDays: run, longestDays: longest };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
