import { SlidersHorizontal } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RemovableChips } from "@/components/ui/removable-chips";
import type { BrowseOptions } from "@/lib/catalogue/search";
import {
  browseQueryString,
  MAX_QUERY_LENGTH,
  PRODUCT_FORMS,
  SUPPLEMENT_CATEGORIES,
  type SearchSort,
  type SupplementSearchParams,
} from "@/lib/catalogue/search-params";
import { CATEGORY_LABELS, FORM_LABELS } from "@/lib/catalogue/values";

import { activeFilterChips } from "./active-filters";
import { ApplyOnChange } from "./apply-on-change";

export interface BrowseFiltersProps {
  params: SupplementSearchParams;
  options: BrowseOptions;
}

// No 'relevance': the first option ("") is the default sort — best match with a query, name without — so a search
// typed on the unfiltered page is ranked by relevance rather than keeping that page's name order.
const SORT_LABELS: Record<Exclude<SearchSort, "relevance">, string> = {
  name: "Name (A–Z)",
  price: "Price (lowest first)",
  price_per_day: "Cost per day (lowest first)",
  price_per_dose: "Price per standard dose (single nutrients)",
  rating: "Rating (highest first)",
  newest: "Recently added",
};

const DIETARY = [
  { name: "vegan", label: "Vegan" },
  { name: "vegetarian", label: "Vegetarian" },
  { name: "glutenFree", label: "Gluten free" },
] as const;

type FiltersProps = BrowseFiltersProps;

function SearchRow({ params }: Pick<FiltersProps, "params">) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grow space-y-1">
        <Label htmlFor="browse-q">Search supplements</Label>
        <Input
          id="browse-q"
          type="search"
          name="q"
          defaultValue={params.q ?? ""}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Product, brand or ingredient, e.g. magnesium"
        />
      </div>
      <Button type="submit">Search</Button>
    </div>
  );
}

function PriceRange({ params }: Pick<FiltersProps, "params">) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Pack price (£)</legend>
      <div className="mt-1 flex items-center gap-2">
        <Label htmlFor="browse-min-price" className="sr-only">
          Minimum price in pounds
        </Label>
        <Input
          id="browse-min-price"
          type="number"
          name="minPrice"
          min={0}
          step="0.01"
          inputMode="decimal"
          placeholder="Min"
          defaultValue={params.minPrice ?? ""}
        />
        <span aria-hidden="true">–</span>
        <Label htmlFor="browse-max-price" className="sr-only">
          Maximum price in pounds
        </Label>
        <Input
          id="browse-max-price"
          type="number"
          name="maxPrice"
          min={0}
          step="0.01"
          inputMode="decimal"
          placeholder="Max"
          defaultValue={params.maxPrice ?? ""}
        />
      </div>
    </fieldset>
  );
}

function SelectFilters({ params }: Pick<FiltersProps, "params">) {
  const defaultSort: SearchSort = params.q ? "relevance" : "name";
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="space-y-1">
        <Label htmlFor="browse-category">Category</Label>
        <Select id="browse-category" name="category" defaultValue={params.category ?? ""}>
          <option value="">All categories</option>
          {SUPPLEMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="browse-form">Form</Label>
        <Select id="browse-form" name="form" defaultValue={params.form ?? ""}>
          <option value="">Any form</option>
          {PRODUCT_FORMS.map((form) => (
            <option key={form} value={form}>
              {FORM_LABELS[form]}
            </option>
          ))}
        </Select>
      </div>
      <PriceRange params={params} />
      <div className="space-y-1">
        <Label htmlFor="browse-sort">Sort by</Label>
        <Select id="browse-sort" name="sort" defaultValue={params.sort === defaultSort ? "" : params.sort}>
          <option value="">{params.q ? "Best match" : "Best match (A–Z until you search)"}</option>
          {(Object.keys(SORT_LABELS) as Array<keyof typeof SORT_LABELS>).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

function CheckboxFilter({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:min-h-0">
      <Checkbox name={name} value="1" defaultChecked={checked} />
      {label}
    </label>
  );
}

function IngredientChip({ params, options }: FiltersProps) {
  if (!params.ingredient) return null;
  const name = options.ingredient?.name ?? params.ingredient;
  return (
    <>
      <input type="hidden" name="ingredient" value={params.ingredient} />
      <p className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 py-0.5 pl-3 pr-0.5 text-sm text-brand-900 ring-1 ring-brand-200 sm:min-h-0">
        <span>
          Containing{" "}
          <strong className="font-semibold">
            {options.ingredient
              ? options.ingredient.name
              : `“${params.ingredient}” (not an ingredient we list)`}
          </strong>
        </span>
        <Link
          href={`/browse${browseQueryString(params, { ingredient: null, page: 1 })}`}
          aria-label={`Remove the ingredient filter ${name}`}
          className="inline-flex size-11 items-center justify-center rounded-full font-semibold hover:bg-brand-100 sm:size-7"
        >
          <span aria-hidden="true">×</span>
        </Link>
      </p>
    </>
  );
}

// A plain GET form: it works without JavaScript, and a submit starts again at page 1. A dietary box is offered only
// when some product's label records it (or the URL ticks it): a filter that can match nothing is not offered.
// From `md` up the disclosure is always open (`::details-content`; browsers without it show the disclosure).
export function BrowseFilters({ params, options }: BrowseFiltersProps) {
  const dietary = DIETARY.filter(({ name }) => options.dietary[name] || params[name]);
  const chips = activeFilterChips(params);
  const applied = chips.length + (params.ingredient ? 1 : 0);
  return (
    <Card className="p-4 shadow-none sm:p-5">
      <form method="get" action="/browse" role="search" aria-label="Search and filter supplements">
        <ApplyOnChange />
        <SearchRow params={params} />
        {/* The goal (from a landing tile) has no control of its own: it is kept and shown as a chip. */}
        {params.goal ? <input type="hidden" name="goal" value={params.goal} /> : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <IngredientChip params={params} options={options} />
          <RemovableChips label="Active filters" chips={chips} />
          {applied > 0 ? (
            <Link
              href="/browse"
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline-offset-4 hover:underline sm:min-h-0"
            >
              Clear filters
            </Link>
          ) : null}
        </div>
        <details className="group md:[&::details-content]:[content-visibility:visible]">
          <summary className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 md:hidden">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters{applied > 0 ? ` (${String(applied)} applied)` : ""}
          </summary>
          <SelectFilters params={params} />
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
            {/* Only products whose label we recorded as such match; an unstated label never does. */}
            {dietary.length > 0 ? (
              <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
                <legend className="sr-only">Dietary (as stated on the label)</legend>
                {dietary.map(({ name, label }) => (
                  <CheckboxFilter key={name} name={name} label={label} checked={params[name]} />
                ))}
              </fieldset>
            ) : null}
            <CheckboxFilter name="inStock" label="In stock only" checked={params.inStock} />
          </div>
        </details>
      </form>
    </Card>
  );
}
