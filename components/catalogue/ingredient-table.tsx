import type { ProductIngredient } from "@/lib/catalogue/product-queries";

import { formatAmount } from "./format";
import { exceedsUpperLevel, formatPercent, percentOfNrv, upperLevelWarning } from "./nutrition";

/** Marker of product descriptions whose label is only partly transcribed (prisma/data/catalogue/products/build.ts PARTIAL_FORMULA). */
const PARTIAL_FORMULA_MARKER = "Selected ingredients listed";
export const PARTIAL_FORMULA_NOTE = "Selected ingredients listed; see the label for the full formula.";

export function isPartialFormula(description: string | null): boolean {
  return description?.includes(PARTIAL_FORMULA_MARKER) ?? false;
}

export type IngredientTableProps = {
  ingredients: readonly ProductIngredient[];
  partialFormula: boolean;
};

function IngredientTableHead() {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        <th scope="col" className="px-3 py-2 font-semibold">
          Ingredient
        </th>
        <th scope="col" className="px-3 py-2 font-semibold">
          Amount
        </th>
        <th scope="col" className="px-3 py-2 font-semibold">
          Form
        </th>
        <th scope="col" className="px-3 py-2 font-semibold">
          <abbr title="Nutrient Reference Value">% NRV</abbr>
        </th>
      </tr>
    </thead>
  );
}

export function IngredientTable({ ingredients, partialFormula }: IngredientTableProps) {
  return (
    <div>
      {partialFormula ? (
        <p
          className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="partial-formula-note"
        >
          {PARTIAL_FORMULA_NOTE}
        </p>
      ) : null}
      <p className="text-xs text-slate-600 sm:hidden" aria-hidden="true">
        Scroll the table sideways to see every column.
      </p>
      <div
        role="region"
        aria-labelledby="ingredient-table-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption id="ingredient-table-caption" className="sr-only">
            Ingredients per serving
          </caption>
          <IngredientTableHead />
          <tbody className="divide-y divide-slate-100">
            {ingredients.map((ingredient) => {
              const percent = percentOfNrv(ingredient);
              const above =
                ingredient.upperLevel && exceedsUpperLevel(ingredient)
                  ? upperLevelWarning(ingredient.upperLevel)
                  : null;
              return (
                <tr key={ingredient.ingredientId} className="align-top">
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    {ingredient.name}
                    {above ? (
                      <p
                        role="note"
                        className="mt-1 rounded-md bg-red-50 px-2 py-1 text-xs font-semibold text-red-900 ring-1 ring-red-300"
                      >
                        <span aria-hidden="true">⚠ </span>
                        {above}
                      </p>
                    ) : null}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {formatAmount(ingredient.amount, ingredient.unit)}
                  </td>
                  <td className="px-3 py-2 text-slate-700">
                    {ingredient.chemicalForm ?? <span className="text-slate-500">Not stated</span>}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {percent === null ? <span className="text-slate-500">–</span> : formatPercent(percent)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        % NRV: share of the adult Nutrient Reference Value in one serving, shown where the ingredient has one.
        The UK upper level is the most that is considered safe to take every day from supplements.
      </p>
    </div>
  );
}
