import type { Metadata } from "next";

import { activeFilterChips } from "@/components/catalogue/active-filters";
import { BrowseFilters } from "@/components/catalogue/browse-filters";
import { BrowsePagination } from "@/components/catalogue/browse-pagination";
import { IngredientEvidence } from "@/components/catalogue/ingredient-evidence";
import { PlainWordsRefinerLoader } from "@/components/catalogue/plain-words-refiner-loader";
import { browseHeading } from "@/components/catalogue/labels";
import { SupplementCard } from "@/components/catalogue/supplement-card";
import { Link } from "@/components/ui/link";
import { providerConfig } from "@/lib/assistant/provider";
import { GOAL_DEFINITIONS, goalExplanation, type BrowseGoal } from "@/lib/catalogue/goals";
import type { UnsoldIngredient } from "@/lib/catalogue/product-queries";
import type { BrowseOptions, SupplementSearchResult } from "@/lib/catalogue/search";
import {
  BROWSE_PAGE_SIZE,
  browseQueryString,
  type SupplementSearchParams,
} from "@/lib/catalogue/search-params";

const withGoal = (heading: string, goal: BrowseGoal | null) =>
  goal ? `${heading}: ${GOAL_DEFINITIONS[goal].label}` : heading;

export function browseMetadata(params: SupplementSearchParams, options: BrowseOptions): Metadata {
  const canonical = new URLSearchParams();
  if (params.category) canonical.set("category", params.category);
  if (params.goal) canonical.set("goal", params.goal);
  if (options.ingredient) canonical.set("ingredient", options.ingredient.slug);
  return {
    title: withGoal(browseHeading(params.category, options.ingredient?.name ?? null), params.goal),
    description:
      "Search UK supplements by product, brand or ingredient, filter by form, diet and price, and compare the cost per day. " +
      "Prices are samples unless marked otherwise. Educational only, not medical advice.",
    // Searches and filters other than the category, goal and a known ingredient are views of the same page.
    alternates: { canonical: canonical.size > 0 ? `/browse?${canonical.toString()}` : "/browse" },
  };
}

export type BrowseViewProps = {
  /** What the visitor typed, before plain words were read into filters. */
  typedQuery: string | null;
  params: SupplementSearchParams;
  result: SupplementSearchResult;
  options: BrowseOptions;
  /** The ingredient the search names when no product carries it. */
  unsold?: UnsoldIngredient | null;
};

const DIET_WORDS = { vegan: "vegan", vegetarian: "vegetarian", glutenFree: "gluten-free" } as const;

/** Diets the visitor ticked that no product's checked label states yet (diet flags need one). */
function uncheckedDiets(params: SupplementSearchParams, options: BrowseOptions): string[] {
  return (Object.keys(DIET_WORDS) as Array<keyof typeof DIET_WORDS>)
    .filter((name) => params[name] && !options.dietary[name])
    .map((name) => DIET_WORDS[name]);
}

/** The same words with no filter: "zinc lozenges" read as zinc in lozenge form may find zinc in other forms. */
function withoutFiltersHref(params: SupplementSearchParams): string | null {
  if (!params.q || (activeFilterChips(params).length === 0 && !params.ingredient)) return null;
  return `/browse${browseQueryString(params, {
    category: null,
    goal: null,
    form: null,
    ingredient: null,
    vegan: false,
    vegetarian: false,
    glutenFree: false,
    minPrice: null,
    maxPrice: null,
    inStock: false,
    page: 1,
  })}`;
}

type NoResultsProps = {
  total: number;
  noCheckedDiet: readonly string[];
  params: SupplementSearchParams;
  unsold: UnsoldIngredient | null;
};

function NoResults({ total, noCheckedDiet, params, unsold }: NoResultsProps) {
  const unfiltered = total === 0 ? withoutFiltersHref(params) : null;
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">
        {total > 0 ? "There are no results on this page" : "No supplements match your search"}
      </p>
      {total === 0 && noCheckedDiet.length > 0 ? (
        <p className="mt-2 text-slate-700">
          No product has a checked {noCheckedDiet.join(" or ")} label yet: we show a diet only once an admin
          has read it on the label and a second admin has checked it.
        </p>
      ) : null}
      <p className="mt-2 text-slate-700">
        {total > 0 ? (
          <Link href="/browse" className="font-medium text-brand-800 underline underline-offset-4">
            Start again from the first page
          </Link>
        ) : (
          <>
            {unfiltered ? (
              <>
                Try another spelling,{" "}
                <Link href={unfiltered} className="font-medium text-brand-800 underline underline-offset-4">
                  search “{params.q}” without filters
                </Link>
                , or{" "}
              </>
            ) : (
              "Try another spelling or fewer filters, or "
            )}
            <Link href="/browse" className="font-medium text-brand-800 underline underline-offset-4">
              clear all filters
            </Link>
            .
          </>
        )}
      </p>
      {unsold ? (
        <div className="mx-auto mt-4 max-w-2xl text-left">
          <p className="text-slate-700">
            No product in our catalogue contains {unsold.name} yet. What we know about it, with our sources:
          </p>
          <div className="mt-3">
            <IngredientEvidence ingredients={[unsold]} />
          </div>
        </div>
      ) : null}
      {total === 0 ? (
        <p className="mt-2 text-slate-700">
          Looking for a product we do not list?{" "}
          <Link href="/products/suggest" className="font-medium text-brand-800 underline underline-offset-4">
            Suggest it
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}

/** The /browse page, drawn the same whether it came from the page cache or was rendered for the request. */
export function BrowseView({ typedQuery, params, result, options, unsold = null }: BrowseViewProps) {
  const firstShown = (result.page - 1) * BROWSE_PAGE_SIZE;
  const noCheckedDiet = uncheckedDiets(params, options);
  const heading = withGoal(browseHeading(params.category, options.ingredient?.name ?? null), params.goal);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 max-w-3xl text-slate-700">
        Search by product, brand or ingredient and compare what each product costs per day at one serving a
        day. Prices marked &lsquo;Sample price&rsquo; are typical UK shelf prices shipped with the site, not
        live prices: check the retailer before you buy. Supplements are not medicines; this is not medical
        advice.
      </p>
      {params.goal ? <p className="mt-3 max-w-3xl text-slate-700">{goalExplanation(params.goal)}</p> : null}

      <div className="mt-8">
        <BrowseFilters params={params} options={options} />
        {providerConfig() ? <PlainWordsRefinerLoader query={typedQuery} params={params} /> : null}
      </div>

      <section aria-labelledby="browse-results-heading" className="mt-8">
        <h2 id="browse-results-heading" className="sr-only">
          Results
        </h2>
        <p role="status" className="text-sm text-slate-700">
          {result.items.length > 0
            ? `${result.items.length} of ${result.total} supplements` +
              (result.pageCount > 1
                ? ` (${firstShown + 1}–${firstShown + result.items.length}, page ${result.page} of ${result.pageCount})`
                : "")
            : `0 of ${result.total} supplements`}
          {result.readAs
            ? ` for “${result.readAs}”: nothing matched “${typedQuery ?? params.q ?? ""}” as typed`
            : null}
        </p>

        {result.items.length === 0 ? (
          <NoResults total={result.total} noCheckedDiet={noCheckedDiet} params={params} unsold={unsold} />
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Supplements">
            {result.items.map((item) => (
              <li key={item.id}>
                <SupplementCard item={item} />
              </li>
            ))}
          </ul>
        )}

        <BrowsePagination params={params} pageCount={result.pageCount} />
      </section>
    </div>
  );
}
