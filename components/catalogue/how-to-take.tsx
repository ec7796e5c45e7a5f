// 'How to take it': the product's own timing, else the ingredients' shared timing; nothing when unknown.
import type { SupplementDetail } from "@/lib/catalogue/product-queries";
import type { OptimalTiming } from "@/lib/catalogue/values";

const TIMING_TEXT: Record<OptimalTiming, string> = {
  morning: "Usually taken in the morning.",
  evening: "Usually taken in the evening.",
  with_food: "Take with a meal.",
  empty_stomach: "Take on an empty stomach, away from meals.",
};

/** The product's timing, or the one timing all its timed ingredients share; null when unknown or conflicting. */
function timingOf(product: Pick<SupplementDetail, "optimalTiming" | "ingredients">): OptimalTiming | null {
  if (product.optimalTiming) return product.optimalTiming;
  const timings = new Set(
    product.ingredients.flatMap((ingredient) => (ingredient.optimalTiming ? [ingredient.optimalTiming] : [])),
  );
  return timings.size === 1 ? ([...timings][0] ?? null) : null;
}

/** The sentences to show, empty when nothing is known. */
export function howToTakeLines(
  product: Pick<SupplementDetail, "optimalTiming" | "takeWithFood" | "ingredients">,
): string[] {
  const lines: string[] = [];
  const timing = timingOf(product);
  if (timing) lines.push(TIMING_TEXT[timing]);
  // Avoid repeating "with a meal" when the timing already says it, or contradicting an empty-stomach timing.
  if (product.takeWithFood === true && timing !== "with_food" && timing !== "empty_stomach")
    lines.push("Take with food.");
  return lines;
}

export type HowToTakeProps = {
  lines: readonly string[];
};

export function HowToTake({ lines }: HowToTakeProps) {
  return (
    <div className="space-y-1 text-slate-700">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="text-sm text-slate-600">Follow the dose on the label.</p>
    </div>
  );
}
