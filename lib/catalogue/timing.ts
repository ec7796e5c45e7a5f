// When to take a product: one decision, used by the product page ("How to take it") and by the
// interaction engine's daily schedule (checker, builder, analytics, report), so no text contradicts
// another (issue 16, "Timing texts contradict themselves").
//
// The product's own timing when its record states one; otherwise the ingredients' timing only when
// EVERY ingredient has one and they all agree. One ingredient's timing does not make a product's:
// iron is best absorbed on an empty stomach, but that does not make a multivitamin containing iron an
// empty-stomach product, so a product with any untimed ingredient has no timing (the page then says
// nothing and the schedule falls back to its category rule).
import type { OptimalTiming } from "./values";

export type TimedProduct = {
  optimalTiming: OptimalTiming | null;
  ingredients: ReadonlyArray<{ optimalTiming: OptimalTiming | null }>;
};

export function productTiming(product: TimedProduct): OptimalTiming | null {
  if (product.optimalTiming) return product.optimalTiming;
  const [first, ...rest] = product.ingredients.map((ingredient) => ingredient.optimalTiming);
  if (!first) return null;
  return rest.every((timing) => timing === first) ? first : null;
}

/** The sentence each timing is explained with, wherever it is shown. */
export const TIMING_ADVICE: Readonly<Record<OptimalTiming, string>> = {
  morning: "Usually taken in the morning.",
  evening: "Usually taken in the evening.",
  with_food: "Take with a meal.",
  empty_stomach: "Take on an empty stomach, away from meals.",
};
