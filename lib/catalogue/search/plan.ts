import "server-only";
import type { SupplementSearchParams } from "../search-params";

const toPence = (pounds: number | null) => (pounds === null ? null : Math.round(pounds * 100));

export interface SearchPlan {
  q: string | null;
  sort: SupplementSearchParams["sort"];
  minPrice: number | null;
  maxPrice: number | null;
  /** Otherwise the cheapest offer is looked up for the page's rows alone. */
  priceForAll: boolean;
}

export function searchPlan(params: SupplementSearchParams): SearchPlan {
  const q = params.q && params.q.trim() !== "" ? params.q : null;
  const sort = params.sort === "relevance" && !q ? "name" : params.sort;
  const minPrice = toPence(params.minPrice);
  const maxPrice = toPence(params.maxPrice);
  const priceForAll =
    params.inStock ||
    minPrice !== null ||
    maxPrice !== null ||
    sort === "price" ||
    sort === "price_per_day" ||
    sort === "price_per_dose";
  return { q, sort, minPrice, maxPrice, priceForAll };
}
