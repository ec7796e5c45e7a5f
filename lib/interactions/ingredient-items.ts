// A supplement named by its ingredient rather than a product: its amount is never a unit the engine converts,
// so records limited by dose stay in force and no upper level is judged on it.
import type { EngineSupplement, OptimalTiming, SupplementCategory } from "./types";

const INGREDIENT_ITEM = "ingredient:";
export const AMOUNT_NOT_GIVEN = "amount not given";

export interface IngredientItemRow {
  slug: string;
  name: string;
  category: SupplementCategory;
  optimalTiming: OptimalTiming | null;
}

export const ingredientItemId = (slug: string): string => `${INGREDIENT_ITEM}${slug}`;

/** The ingredient an item id stands for, or null for a product id. */
export function ingredientSlugOf(id: string): string | null {
  return id.startsWith(INGREDIENT_ITEM) ? id.slice(INGREDIENT_ITEM.length) : null;
}

/** `labelUnknown`: the person holds a product we do not list, so the rest of its label goes unchecked. */
export function ingredientItem(
  row: IngredientItemRow,
  options: { labelUnknown?: boolean } = {},
): EngineSupplement {
  return {
    id: ingredientItemId(row.slug),
    name: row.name,
    brand: "",
    category: row.category,
    optimalTiming: row.optimalTiming,
    ingredients: [{ slug: row.slug, name: row.name, amount: 0, unit: AMOUNT_NOT_GIVEN, chemicalForm: null }],
    ...(options.labelUnknown ? { labelComplete: false } : {}),
  };
}
