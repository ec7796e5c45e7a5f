import { useId, useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PickerProduct } from "@/lib/catalogue/queries";

import { ChipList } from "./chip-list";
import { searchProducts } from "./product-search";

/** Enough to scan; a longer list means the search needs another word. */
const MAX_VISIBLE_MATCHES = 8;

export type ProductPickerProps = {
  products: readonly PickerProduct[];
  pickedIds: readonly string[];
  maxPicked: number;
  onChange: (ids: string[]) => void;
};

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

export function ProductPicker({ products, pickedIds, maxPicked, onChange }: ProductPickerProps) {
  const inputId = useId();
  const statusId = useId();
  const [query, setQuery] = useState("");
  // Said once a product is picked: its button leaves the list, so focus returns to the search box.
  const [picked, setPicked] = useState<string | null>(null);
  const full = pickedIds.length >= maxPicked;
  const allMatches = searchProducts(products, query);
  const matches = allMatches.filter((product) => !pickedIds.includes(product.id));
  const visible = matches.slice(0, MAX_VISIBLE_MATCHES);
  const byId = new Map(products.map((product) => [product.id, product]));

  let status = picked ? `Added ${picked}. ` : "";
  if (query.trim()) {
    if (allMatches.length === 0) status += "No products match your search.";
    else if (matches.length === 0) status += "Every matching product is already chosen.";
    else if (matches.length > visible.length)
      status += `Showing ${visible.length} of ${matches.length} matches: add a word to narrow them down.`;
    else status += `${matches.length} ${matches.length === 1 ? "match" : "matches"}.`;
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
          {full ? `You have added the maximum of ${maxPicked} products.` : status}
        </p>
      </div>

      <MatchList
        idPrefix={inputId}
        matches={visible}
        disabled={full}
        onPick={(product) => {
          onChange([...pickedIds, product.id]);
          setPicked(product.name);
          document.getElementById(inputId)?.focus();
        }}
      />

      <ChipList
        label="Chosen supplements"
        items={pickedIds.map((id) => ({ key: id, label: byId.get(id)?.name ?? id }))}
        onRemove={(id) => {
          onChange(pickedIds.filter((pickedId) => pickedId !== id));
          setPicked(null);
        }}
        onEmptyFocus={() => document.getElementById(inputId)?.focus()}
      />
    </div>
  );
}
