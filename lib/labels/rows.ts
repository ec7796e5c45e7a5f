// Label rows checked against the catalogue's ingredients on the server (the form runs judgeAmount too).
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { judgeAmount, type IngredientReference } from "./amounts";
import type { ProductEntryInput } from "./schemas";

export const ingredientReferenceSelect = {
  id: true,
  slug: true,
  name: true,
  typicalDoseUnit: true,
  nrvUnit: true,
  upperLevelAmount: true,
  upperLevelUnit: true,
} as const;

export type StoredLabelRow = ProductEntryInput["rows"][number];

export interface RowWarning {
  row: number;
  message: string;
}

export async function checkLabelRows(
  rows: readonly StoredLabelRow[],
): Promise<{ warnings: RowWarning[]; ingredients: Map<string, IngredientReference & { id: string }> }> {
  const found = await db().ingredient.findMany({
    where: { slug: { in: rows.map((row) => row.ingredientSlug) } },
    select: ingredientReferenceSelect,
  });
  const ingredients = new Map(found.map((ingredient) => [ingredient.slug, ingredient]));
  const fieldErrors: Record<string, string[]> = {};
  const warnings: RowWarning[] = [];
  rows.forEach((row, index) => {
    const ingredient = ingredients.get(row.ingredientSlug);
    if (!ingredient) {
      fieldErrors[`rows.${String(index)}.ingredientSlug`] = ["Not an ingredient of the catalogue"];
      return;
    }
    const verdict = judgeAmount(ingredient, row.amount, row.unit);
    if (verdict.kind === "error") fieldErrors[`rows.${String(index)}.amount`] = [verdict.message];
    if (verdict.kind === "warning") warnings.push({ row: index, message: verdict.message });
  });
  if (Object.keys(fieldErrors).length > 0)
    throw AppError.validation({ fieldErrors, formErrors: [] }, "Label rows refused");
  return { warnings, ingredients };
}
