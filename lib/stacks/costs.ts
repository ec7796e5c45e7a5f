import { formatPence } from "../catalogue/pricing";
import { DAYS_PER_MONTH } from "./limits";

export interface PricedPack {
  pricePence: number;
  packSize: number;
  unitsPerServing: number;
}

export interface ItemCost {
  packPricePence: number;
  servingsPerPack: number;
  daysPerPack: number;
  costPerDayPence: number;
  costPerMonthPence: number;
}

function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Each figure is rounded half up once, from the exact amount. */
export function itemCost(pack: PricedPack, servingsPerDay: number): ItemCost {
  const dailyUnits = pack.unitsPerServing * servingsPerDay;
  return {
    packPricePence: pack.pricePence,
    servingsPerPack: pack.packSize / pack.unitsPerServing,
    daysPerPack: pack.packSize / dailyUnits,
    costPerDayPence: roundHalfUp(pack.pricePence * dailyUnits, pack.packSize),
    costPerMonthPence: roundHalfUp(pack.pricePence * dailyUnits * DAYS_PER_MONTH, pack.packSize),
  };
}

export interface StackTotals {
  packsPence: number;
  perDayPence: number;
  perMonthPence: number;
}

/** Sums of the rounded item figures, so the table adds up to what it shows. */
export function stackTotals(costs: readonly ItemCost[]): StackTotals {
  return costs.reduce<StackTotals>(
    (sum, cost) => ({
      packsPence: sum.packsPence + cost.packPricePence,
      perDayPence: sum.perDayPence + cost.costPerDayPence,
      perMonthPence: sum.perMonthPence + cost.costPerMonthPence,
    }),
    { packsPence: 0, perDayPence: 0, perMonthPence: 0 },
  );
}

/** Nothing in a stack has a price: its totals read "No price yet", never £0.00. */
export function nothingPriced(itemCount: number, unpricedCount: number): boolean {
  return itemCount > 0 && unpricedCount >= itemCount;
}

/** A stack's month: the priced items' total and what it leaves out. */
export function formatMonthlyCost(perMonthPence: number, itemCount: number, unpricedCount: number): string {
  if (nothingPriced(itemCount, unpricedCount)) return "no price yet";
  const total = `${formatPence(perMonthPence)} a month`;
  return unpricedCount > 0 ? `${total} (${String(unpricedCount)} without a price)` : total;
}
