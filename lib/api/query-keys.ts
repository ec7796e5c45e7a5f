// Cache keys of the queries the app runs, in the families of docs/product-rules.md §3 ("stacks: list, detail,
// analysis, reviews, community, recommended", ...): only the keys something uses are defined here.
//
// docs/product-rules.md §7: "Default query fetches join the query key into a URL and GET it", so a key is also its
// route: ["stacks", id] fetches /api/stacks/{id}, and an object in the key becomes the query
// string (["supplements", { q: "zinc" }] fetches /api/supplements?q=zinc). Every family starts with
// its root (`all`), so invalidating the root refreshes the whole family.

/** One stack item as the builder's preview is asked for it. */
export type PreviewKeyItem = { supplementId: string; quantity: number };

export const queryKeys = {
  stacks: {
    all: ["stacks"] as const,
    /** GET /api/stacks/{id}: a saved stack of the signed-in user. */
    detail: (id: string) => ["stacks", id] as const,
    /** GET /api/stacks/{id}/price-alert: the owner's price alert for the stack, or null. */
    priceAlert: (id: string) => ["stacks", id, "price-alert"] as const,
    /**
     * The builder's live preview, fetched with POST /api/stacks/preview (the items are its body).
     * The viewer is in the key because a signed-in preview includes the health profile.
     */
    preview: (items: readonly PreviewKeyItem[], viewer: string) =>
      [
        "stacks",
        "preview",
        { items: items.map((item) => `${item.supplementId}*${item.quantity}`), viewer },
      ] as const,
    /** A stack's analytics, fetched with POST /api/analytics/stack (the items are its body). */
    analytics: (items: readonly PreviewKeyItem[], viewer: string) =>
      [
        "stacks",
        "analytics",
        { items: items.map((item) => `${item.supplementId}*${item.quantity}`), viewer },
      ] as const,
    /** The builder's check without a connection, run in the browser on saved copies (docs/offline.md). */
    offlineCheck: (items: readonly PreviewKeyItem[], viewer: string) =>
      [
        "stacks",
        "offline-check",
        { items: items.map((item) => `${item.supplementId}*${item.quantity}`), viewer },
      ] as const,
  },
  supplements: {
    all: ["supplements"] as const,
    /** GET /api/supplements?q=…: the catalogue search. */
    search: (q: string) => ["supplements", { q }] as const,
    /** GET /api/supplements/{id}: one product with its offers, cheapest first. */
    detail: (id: string) => ["supplements", id] as const,
    /** GET /api/supplements/{id}/reviews/mine: the signed-in user's own review of a product. */
    ownReview: (id: string) => ["supplements", id, "reviews", "mine"] as const,
    /** GET /api/supplements/{id}/reviews?page=N: a page of a product's reviews. */
    reviews: (id: string, page: number) => ["supplements", id, "reviews", { page }] as const,
  },
  interactions: {
    /** GET /api/interactions/dictionary: the medicine and condition pick lists. */
    dictionary: ["interactions", "dictionary"] as const,
  },
} as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isScalar(value: unknown): value is string | number | boolean | bigint {
  return ["string", "number", "boolean", "bigint"].includes(typeof value);
}

function appendParams(search: URLSearchParams, params: Record<string, unknown>): void {
  // Sorted, as react-query hashes object keys sorted: one cache entry, one URL.
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      if (!isScalar(item))
        throw new TypeError(`Query key parameter "${name}" must be a scalar or a list of scalars`);
      search.append(name, String(item));
    }
  }
}

/**
 * The API path for a query key: "/api/" + URL-encoded scalar segments, with object segments merged
 * into the query string; null and undefined are skipped. Anything else is a programming error.
 */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const part of queryKey) {
    if (part === null || part === undefined) continue;
    if (isScalar(part)) segments.push(encodeURIComponent(String(part)));
    else if (isPlainObject(part)) appendParams(search, part);
    else throw new TypeError("Query key segments must be scalars or plain objects");
  }
  const query = search.toString();
  return `/api/${segments.join("/")}${query ? `?${query}` : ""}`;
}
