// Stack cost maths in integer pence (the stacks issue "Cost"): pack price, cost per day and per 30
// days from servings per pack and servings a day, stack totals, savings. Pure functions.
import { DAYS_PER_MONTH } from "./limits";

export interface PricedPack {
  /** Price of the pack, pence. */
  pricePence: number;
  /** Units (capsules, tablets, grams…) in the pack the price is for. */
  packSize: number;
  /** Units making one serving. */
  unitsPerServing: number;
}

export interface ItemCost {
  packPricePence: number;
  /** Whole and fractional servings a pack holds (e.g. 90 tablets at 2 a serving → 45). */
  servingsPerPack: number;
  /** Days one pack lasts at this many servings a day. */
  daysPerPack: number;
  costPerDayPence: number;
  costPerMonthPence: number;
}

function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * One item's costs, each rounded half up once from the exact amount:
 * per day = price × unitsPerServing × servingsPerDay ÷ packSize; per month = 30 × that.
 */
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

/** Totals are the sums of the rounded item figures, so the table adds up to what it shows. */
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
