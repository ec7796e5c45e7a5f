// Units convert only where the conversion is exact for the ingredient: no figure rather than a guessed one.
import { convertAmount } from "@/lib/interactions/doses";
import type { ProductIngredient } from "@/lib/catalogue/product-queries";

type Dose = Pick<ProductIngredient, "slug" | "amount" | "unit">;

export function percentOfNrv(ingredient: Dose & Pick<ProductIngredient, "nrv">): number | null {
  const { nrv } = ingredient;
  if (!nrv || nrv.amount <= 0) return null;
  const amount = convertAmount(ingredient.slug, ingredient.amount, ingredient.unit, nrv.unit);
  return amount === null ? null : (amount / nrv.amount) * 100;
}

const percentFormat = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

export function exceedsUpperLevel(ingredient: Dose & Pick<ProductIngredient, "upperLevel">): boolean {
  const { upperLevel } = ingredient;
  if (!upperLevel) return false;
  const amount = convertAmount(ingredient.slug, ingredient.amount, ingredient.unit, upperLevel.unit);
  // Rounds away conversion noise (0.1 g → 100.00000000000001 mg) so "at the level" is not "above".
  return amount !== null && Math.round(amount * 1e6) / 1e6 > upperLevel.amount;
}

const levelAmountFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export function upperLevelWarning(upperLevel: NonNullable<ProductIngredient["upperLevel"]>): string {
  const level = `${levelAmountFormat.format(upperLevel.amount)}${upperLevel.unit}`;
  return `Above the UK upper level for daily intake (${upperLevel.source ? `${level}, ${upperLevel.source}` : level})`;
}
