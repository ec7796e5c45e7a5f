// Which /browse addresses the page cache serves (proxy.ts rewrites them to /browse/v/<view>): the whole list and
// the category and goal views, in any sort, first pages only: a small, finite set of pages that change only when
// the catalogue or its prices do. A search, price range, diet, form or ingredient filter renders per request.
// A first load is rewritten by npm start's server before Next (lib/framework/serve.ts), skipping the proxy's cost.
import { browseQueryString, parseBrowseParams, type RawSearchParams } from "./search-params";

/** On every cached view: a price, product or review change revalidates them all at once. */
export const BROWSE_CACHE_TAG = "catalogue-browse";

const CACHED_PARAMS: ReadonlySet<string> = new Set(["category", "goal", "sort", "page"]);
export const MAX_CACHED_PAGE = 10;
/** The view of /browse with no parameters: a path segment cannot be empty. */
const WHOLE_LIST = "all";

/** The canonical query as one URL-safe path segment: "category.immune~sort.price_per_day~page.2". */
function viewKey(search: URLSearchParams): string {
  return [...search].map(([name, value]) => `${name}.${value}`).join("~") || WHOLE_LIST;
}

/** The cache key of a /browse address, or null when it renders per request. */
export function cachedBrowseView(search: URLSearchParams): string | null {
  for (const name of search.keys()) {
    if (!CACHED_PARAMS.has(name) || search.getAll(name).length > 1) return null;
  }
  const params = parseBrowseParams(Object.fromEntries(search));
  if (params.page > MAX_CACHED_PAGE) return null;
  return viewKey(new URLSearchParams(browseQueryString(params)));
}

const BROWSE_PATH = "/browse";

/** Where a request for "/browse?…" (path and query as sent) is answered from, or null when it renders per request. */
export function cachedBrowsePath(url: string): string | null {
  if (!url.startsWith(BROWSE_PATH)) return null;
  const rest = url.slice(BROWSE_PATH.length);
  if (rest !== "" && !rest.startsWith("?")) return null;
  const view = cachedBrowseView(new URLSearchParams(rest));
  return view === null ? null : `${BROWSE_PATH}/v/${view}`;
}

/** The parameters of a cached view, or null for a key cachedBrowseView would never make. */
export function browseViewParams(view: string): RawSearchParams | null {
  if (!/^[a-z0-9_.~]{1,200}$/.test(view)) return null;
  const pairs = view === WHOLE_LIST ? [] : view.split("~").map((pair) => pair.split("."));
  if (pairs.some((pair) => pair.length !== 2)) return null;
  const search = new URLSearchParams(pairs);
  return cachedBrowseView(search) === view ? Object.fromEntries(search) : null;
}
