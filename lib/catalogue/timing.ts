// One decision for the product page and the engine's schedule, so no text contradicts another. One ingredient's
// timing does not make a product's: a multivitamin containing iron is not an empty-stomach product.
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

export const TIMING_ADVICE: Readonly<Record<OptimalTiming, string>> = {
  morning: "Usually taken in the morning.",
  evening: "Usually taken in the evening.",
  with_food: "Take with a meal.",
  empty_stomach: "Take on an empty stomach, away from meals.",
};
