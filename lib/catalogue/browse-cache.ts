import "server-only";
import { unstable_cache } from "next/cache";

import { BROWSE_CACHE_TAG } from "./browse-views";
import { getBrowseOptions, searchSupplements } from "./search";
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
