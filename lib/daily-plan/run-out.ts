// Run-out maths (docs/daily-plan.md "Run-out dates"): the stock counted on a day lasts whole days of
// the plan's daily use; doses logged as missed since that count stay in the pack.
import { addDays, daysBetween } from "./days";

export interface StockInput {
  unitsOnHand: number;
  countedOn: string;
  /** Servings a day × units a serving. */
  unitsPerDay: number;
  /** Units of logged misses on or after countedOn, by day. */
  missedUnits: readonly { day: string; units: number }[];
}

function missedBefore(stock: StockInput, day: string): number {
  return stock.missedUnits
    .filter((miss) => miss.day >= stock.countedOn && miss.day < day)
    .reduce((sum, miss) => sum + miss.units, 0);
}

/** Units left at the start of `day`, before that day's doses. */
export function unitsLeftOn(stock: StockInput, day: string): number {
  const used = stock.unitsPerDay * Math.max(0, daysBetween(stock.countedOn, day));
  return Math.max(0, stock.unitsOnHand + missedBefore(stock, day) - used);
}

/** The first day without a full day's dose left. */
export function runOutDay(stock: StockInput): string {
  const missed = stock.missedUnits
    .filter((miss) => miss.day >= stock.countedOn)
    .reduce((sum, miss) => sum + miss.units, 0);
  return addDays(stock.countedOn, Math.floor((stock.unitsOnHand + missed) / stock.unitsPerDay));
}

/** Restocked today: what was left plus one pack, counted from today. */
export function restockedUnits(stock: StockInput, today: string, unitsPerPack: number): number {
  return unitsLeftOn(stock, today) + unitsPerPack;
}

export function firstRunOut<T extends { runOutDay: string }>(items: readonly T[]): T | null {
  return items.reduce<T | null>(
    (first, item) => (first && first.runOutDay <= item.runOutDay ? first : item),
    null,
  );
}

/** "Going away?": what runs out before the day you are back (you need a full dose on each day away). */
export function runningOutBefore<T extends { runOutDay: string }>(
  items: readonly T[],
  returnDay: string,
): T[] {
  return items
    .filter((item) => item.runOutDay <= returnDay)
    .sort((a, b) => a.runOutDay.localeCompare(b.runOutDay));
}
