import type { Metadata } from "next";
import { cache } from "react";

import { BrowseView, browseMetadata } from "@/components/catalogue/browse-view";
import { cachedSearch } from "@/lib/catalogue/browse-cache";
import { unsoldIngredientNamed } from "@/lib/catalogue/product-queries";
import { getBrowseOptions } from "@/lib/catalogue/search";
import { searchPlainWords } from "@/lib/catalogue/plain-words";
import { parseBrowseParams } from "@/lib/catalogue/search-params";

// Searches and filters are rendered per request; the common views come from the page cache (./v/[view]).
export const dynamic = "force-dynamic";

/** Shared by generateMetadata and the page: one query per request. */
const browseOptions = cache(getBrowseOptions);

export async function generateMetadata({ searchParams }: PageProps<"/browse">): Promise<Metadata> {
  const params = parseBrowseParams(await searchParams);
  return browseMetadata(params, await browseOptions(params.ingredient));
}

export default async function BrowsePage({ searchParams }: PageProps<"/browse">) {
  const typed = parseBrowseParams(await searchParams);
  const [{ params, result }, options] = await Promise.all([
    searchPlainWords(typed, cachedSearch),
    browseOptions(typed.ingredient),
  ]);
  const unsold = result.total === 0 && params.q ? await unsoldIngredientNamed(params.q) : null;
  return (
    <BrowseView typedQuery={typed.q} params={params} result={result} options={options} unsold={unsold} />
  );
}
