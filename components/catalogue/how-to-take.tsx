// Timing as lib/catalogue/timing.ts decides it, the same decision the checker's schedule uses.
import type { SupplementDetail } from "@/lib/catalogue/product-queries";
import { productTiming, TIMING_ADVICE, type TimedProduct } from "@/lib/catalogue/timing";

export function howToTakeLines(product: TimedProduct & Pick<SupplementDetail, "takeWithFood">): string[] {
  const lines: string[] = [];
  const timing = productTiming(product);
  if (timing) lines.push(TIMING_ADVICE[timing]);
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
