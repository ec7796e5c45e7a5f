// The active filters of /browse as removable chips: each is a link to the same search without it
// (with "vegan sleep aid under £10" read into filters by lib/catalogue/plain-words.ts, these show what
// the words became). Server-rendered links, so it works without JavaScript.
import { X } from "lucide-react";
import Link from "next/link";

import { formatPence } from "@/lib/catalogue/pricing";
import { browseQueryString, type SupplementSearchParams } from "@/lib/catalogue/search-params";
import { GOAL_DEFINITIONS } from "@/lib/catalogue/goals";
import { CATEGORY_LABELS, FORM_LABELS } from "@/lib/catalogue/values";

type Chip = { label: string; without: Partial<SupplementSearchParams> };

const pounds = (value: number) => formatPence(Math.round(value * 100));

function chipsOf(params: SupplementSearchParams): Chip[] {
  const chips: Chip[] = [];
  if (params.q) chips.push({ label: `“${params.q}”`, without: { q: null } });
  if (params.category) chips.push({ label: CATEGORY_LABELS[params.category], without: { category: null } });
  if (params.goal) chips.push({ label: GOAL_DEFINITIONS[params.goal].label, without: { goal: null } });
  if (params.form) chips.push({ label: FORM_LABELS[params.form], without: { form: null } });
  if (params.vegan) chips.push({ label: "Vegan", without: { vegan: false } });
  if (params.vegetarian) chips.push({ label: "Vegetarian", without: { vegetarian: false } });
  if (params.glutenFree) chips.push({ label: "Gluten-free", without: { glutenFree: false } });
  if (params.inStock) chips.push({ label: "In stock", without: { inStock: false } });
  if (params.minPrice !== null)
    chips.push({ label: `From ${pounds(params.minPrice)}`, without: { minPrice: null } });
  if (params.maxPrice !== null)
    chips.push({ label: `Up to ${pounds(params.maxPrice)}`, without: { maxPrice: null } });
  return chips;
}

export function QueryChips({ params }: { params: SupplementSearchParams }) {
  const chips = chipsOf(params);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            href={`/browse${browseQueryString(params, { ...chip.without, page: 1 })}`}
            className="inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm text-emerald-900 hover:bg-emerald-100"
          >
            {chip.label}
            <X aria-hidden className="size-3.5" />
            <span className="sr-only">(remove this filter)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
