import { z } from "zod";

import type { PricedStackItem } from "./stack-prices";

export interface AlertSettings {
  itemCheaper: boolean;
  minMonthlyDropPence: number | null;
}

export const baselineSchema = z.record(z.string(), z.number().int().min(0));
type Baseline = z.infer<typeof baselineSchema>;

export const baselineOf = (items: readonly PricedStackItem[]): Baseline =>
  Object.fromEntries(items.map((item) => [item.supplementId, item.monthlyPence]));

interface PriceDrop {
  item: PricedStackItem;
  fromMonthlyPence: number;
}

interface AlertComparison {
  drops: PriceDrop[];
  /** Over the items in both, so adding or removing an item is not a price change. */
  monthlyDropPence: number;
  /** Each item's higher of then and now: the baseline kept when no email goes out. */
  raised: Baseline;
}

export function compareWithBaseline(baseline: Baseline, items: readonly PricedStackItem[]): AlertComparison {
  const drops: PriceDrop[] = [];
  const raised: Baseline = {};
  let monthlyDropPence = 0;
  for (const item of items) {
    const before = baseline[item.supplementId];
    raised[item.supplementId] = Math.max(before ?? 0, item.monthlyPence);
    if (before === undefined) continue;
    monthlyDropPence += before - item.monthlyPence;
    if (item.monthlyPence < before && item.offer.source !== "sample") {
      drops.push({ item, fromMonthlyPence: before });
    }
  }
  return { drops, monthlyDropPence, raised };
}

export function alertIsDue(settings: AlertSettings, comparison: AlertComparison): boolean {
  if (comparison.drops.length === 0) return false;
  if (settings.itemCheaper) return true;
  return settings.minMonthlyDropPence !== null && comparison.monthlyDropPence >= settings.minMonthlyDropPence;
}
