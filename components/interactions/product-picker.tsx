import { useId, useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PickerIngredient, PickerProduct } from "@/lib/catalogue/queries";
import { ingredientItemId } from "@/lib/interactions/ingredient-items";

import { ChipList } from "./chip-list";
import { searchIngredients, searchProducts } from "./product-search";

/** Enough to scan; a longer list means the search needs another word. */
const MAX_VISIBLE_MATCHES = 8;
const MAX_VISIBLE_INGREDIENTS = 4;

export type ProductPickerProps = {
  products: readonly PickerProduct[];
  ingredients: readonly PickerIngredient[];
  /** Product ids, and `ingredient:<slug>` for an ingredient chosen without a product. */
  pickedIds: readonly string[];
  maxPicked: number;
  onChange: (ids: string[]) => void;
};

type IngredientListProps = {
  idPrefix: string;
  matches: readonly PickerIngredient[];
  disabled: boolean;
  onPick: (ingredient: PickerIngredient) => void;
};

function IngredientList({ idPrefix, matches, disabled, onPick }: IngredientListProps) {
  if (matches.length === 0) return null;
  const hintId = `${idPrefix}-ingredients-hint`;
  return (
    <div className="space-y-2">
      <p id={hintId} className="text-sm text-slate-700">
        Product not listed? Choose what it contains: we check the ingredient, not its amount or the rest of
        the label.
      </p>
      <ul
        aria-label="Matching ingredients"
        aria-describedby={hintId}
        className="divide-y divide-slate-100 rounded-lg border border-dashed border-slate-300"
      >
        {matches.map((ingredient) => (
          <li key={ingredient.slug}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(ingredient)}
              aria-label={`Add the ingredient ${ingredient.name}`}
              className="flex min-h-11 w-full items-center px-3 py-2 text-left hover:bg-brand-50 disabled:opacity-50"
            >
              <span className="font-medium text-slate-900">
                <span aria-hidden="true" className="text-brand-700">
                  +{" "}
                </span>
                Add {ingredient.name} <span className="font-normal text-slate-600">(ingredient)</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type MatchListProps = {
  idPrefix: string;
  matches: readonly PickerProduct[];
  disabled: boolean;
  onPick: (product: PickerProduct) => void;
};

function MatchList({ idPrefix, matches, disabled, onPick }: MatchListProps) {
  if (matches.length === 0) return null;
  return (
    <ul
      aria-label="Matching products"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
    >
      {matches.map((product) => {
        const detailsId = `${idPrefix}-${product.id}`;
        return (
          <li key={product.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(product)}
              aria-label={`Add ${product.name}`}
              aria-describedby={detailsId}
              className="flex min-h-11 w-full flex-col items-start gap-0.5 px-3 py-2 text-left hover:bg-brand-50 disabled:opacity-50"
            >
              <span className="font-medium text-slate-900">
                <span aria-hidden="true" className="text-brand-700">
                  +{" "}
                </span>
                Add {product.name}
              </span>
              <span id={detailsId} className="text-sm text-slate-600">
                {product.brand} · {product.form}
                {product.ingredientNames.length > 0 && product.ingredientNames.length <= 4
                  ? ` · ${product.ingredientNames.join(", ")}`
                  : ""}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function statusOf(query: string, products: number, unpicked: number, shown: number, ingredients: number) {
  if (!query.trim()) return "";
  if (products === 0)
    return ingredients > 0
      ? "No products match your search: choose an ingredient below if your product is not listed."
      : "No products match your search.";
  if (unpicked === 0) return "Every matching product is already chosen.";
  if (unpicked > shown) return `Showing ${shown} of ${unpicked} matches: add a word to narrow them down.`;
  return `${unpicked} ${unpicked === 1 ? "match" : "matches"}.`;
}

export function ProductPicker({ products, ingredients, pickedIds, maxPicked, onChange }: ProductPickerProps) {
  const inputId = useId();
  const statusId = useId();
  const [query, setQuery] = useState("");
  // Said once a product is picked: its button leaves the list, so focus returns to the search box.
  const [picked, setPicked] = useState<string | null>(null);
  const full = pickedIds.length >= maxPicked;
  const allMatches = searchProducts(products, query);
  const matches = allMatches.filter((product) => !pickedIds.includes(product.id));
  const visible = matches.slice(0, MAX_VISIBLE_MATCHES);
  const ingredientMatches = searchIngredients(ingredients, query)
    .filter((ingredient) => !pickedIds.includes(ingredientItemId(ingredient.slug)))
    .slice(0, MAX_VISIBLE_INGREDIENTS);
  const labels = new Map([
    ...products.map((product) => [product.id, product.name] as const),
    ...ingredients.map(
      (ingredient) => [ingredientItemId(ingredient.slug), `${ingredient.name} (ingredient)`] as const,
    ),
  ]);
  const status =
    (picked ? `Added ${picked}. ` : "") +
    statusOf(query, allMatches.length, matches.length, visible.length, ingredientMatches.length);

  function pick(id: string, name: string) {
    onChange([...pickedIds, id]);
    setPicked(name);
    document.getElementById(inputId)?.focus();
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={inputId} className="text-slate-900">
          Search supplements by name, brand or ingredient
        </Label>
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPicked(null);
          }}
          autoComplete="off"
          aria-describedby={statusId}
        />
        <p id={statusId} role="status" className="min-h-5 text-sm text-slate-600">
          {full ? `You have added the maximum of ${maxPicked} products.` : status.trim()}
        </p>
      </div>

      <MatchList
        idPrefix={inputId}
        matches={visible}
        disabled={full}
        onPick={(product) => pick(product.id, product.name)}
      />
      <IngredientList
        idPrefix={inputId}
        matches={ingredientMatches}
        disabled={full}
        onPick={(ingredient) => pick(ingredientItemId(ingredient.slug), ingredient.name)}
      />

      <ChipList
        label="Chosen supplements"
        items={pickedIds.map((id) => ({ key: id, label: labels.get(id) ?? id }))}
        onRemove={(id) => {
          onChange(pickedIds.filter((pickedId) => pickedId !== id));
          setPicked(null);
        }}
        onEmptyFocus={() => document.getElementById(inputId)?.focus()}
      />
    </div>
  );
}
