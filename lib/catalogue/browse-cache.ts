import "server-only";
import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import { unstable_cache } from "next/cache";

import { successBody } from "@/lib/api-server/api-response";

import { BROWSE_CACHE_TAG } from "./browse-views";
import { getBrowseOptions, searchSupplements, type SupplementSearchResult } from "./search";
import type { SupplementSearchParams } from "./search-params";

/** A cached view's data; its tag reaches the cached page too, so revalidating the tag renders the page again. */
export const cachedBrowseData = unstable_cache(
  async (params: SupplementSearchParams) => {
    const [result, options] = await Promise.all([searchSupplements(params), getBrowseOptions(null)]);
    return { result, options };
  },
  ["browse-view"],
  { tags: [BROWSE_CACHE_TAG], revalidate: 600 },
);

// A new value whenever the catalogue tag is revalidated (imports, reviews, on any instance): it empties the search
// cache below as promptly as the cached browse views are rendered again.
const catalogueGeneration = unstable_cache(() => Promise.resolve(randomUUID()), ["catalogue-generation"], {
  tags: [BROWSE_CACHE_TAG],
  revalidate: 600,
});

// In memory and bounded, so free-text queries cannot fill the shared cache's disk.
const searches = new LRUCache<string, Promise<SupplementSearchResult>>({ max: 2000 });
const searchBodies = new LRUCache<string, Promise<Uint8Array<ArrayBuffer>>>({ max: 2000 });

function remembered<T>(cache: LRUCache<string, Promise<T>>, key: string, run: () => Promise<T>): Promise<T> {
  const cached = cache.get(key);
  if (cached) return cached;
  const running = run();
  cache.set(key, running);
  running.catch(() => cache.delete(key));
  return running;
}

async function searchKey(params: SupplementSearchParams): Promise<string> {
  return `${await catalogueGeneration()}|${JSON.stringify(params)}`;
}

/** searchSupplements, answered from memory when the same search ran since the catalogue last changed. */
export async function cachedSearch(params: SupplementSearchParams): Promise<SupplementSearchResult> {
  return remembered(searches, await searchKey(params), () => searchSupplements(params));
}

const encoder = new TextEncoder();

/** The search API's JSON body for a search, serialised once per catalogue generation rather than per request. */
export async function cachedSearchBody(params: SupplementSearchParams): Promise<Uint8Array<ArrayBuffer>> {
  const key = await searchKey(params);
  return remembered(searchBodies, key, async () => {
    const data = await remembered(searches, key, () => searchSupplements(params));
    return encoder.encode(JSON.stringify(successBody(data)));
  });
}
