// The search words and the ingredient have their own places, so neither is repeated here; sorting is not a filter.
import type { RemovableChip } from "@/components/ui/removable-chips";
import { formatPence } from "@/lib/catalogue/pricing";
import { browseQueryString, type SupplementSearchParams } from "@/lib/catalogue/search-params";
import { GOAL_DEFINITIONS } from "@/lib/catalogue/goals";
import { CATEGORY_LABELS, FORM_LABELS } from "@/lib/catalogue/values";

/** A price filter is in pounds; the catalogue formats pence. */
const pounds = (value: number) => formatPence(Math.round(value * 100));

export function activeFilterChips(params: SupplementSearchParams): RemovableChip[] {
  const without = (changes: Partial<SupplementSearchParams>) =>
    `/browse${browseQueryString(params, { ...changes, page: 1 })}`;
  const chips: RemovableChip[] = [];
  if (params.category) {
    const label = `Category: ${CATEGORY_LABELS[params.category]}`;
    chips.push({ key: "category", label, removeHref: without({ category: null }) });
  }
  if (params.goal) {
    const label = `Goal: ${GOAL_DEFINITIONS[params.goal].label}`;
    chips.push({ key: "goal", label, removeHref: without({ goal: null }) });
  }
  if (params.form) {
    const label = `Form: ${FORM_LABELS[params.form]}`;
    chips.push({ key: "form", label, removeHref: without({ form: null }) });
  }
  if (params.minPrice !== null) {
    const label = `From ${pounds(params.minPrice)}`;
    chips.push({ key: "minPrice", label, removeHref: without({ minPrice: null }) });
  }
  if (params.maxPrice !== null) {
    const label = `Up to ${pounds(params.maxPrice)}`;
    chips.push({ key: "maxPrice", label, removeHref: without({ maxPrice: null }) });
  }
  if (params.vegan) chips.push({ key: "vegan", label: "Vegan", removeHref: without({ vegan: false }) });
  if (params.vegetarian)
    chips.push({ key: "vegetarian", label: "Vegetarian", removeHref: without({ vegetarian: false }) });
  if (params.glutenFree)
    chips.push({ key: "glutenFree", label: "Gluten free", removeHref: without({ glutenFree: false }) });
  if (params.inStock)
    chips.push({ key: "inStock", label: "In stock only", removeHref: without({ inStock: false }) });
  return chips;
}
