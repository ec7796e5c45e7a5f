// A key is also its route (docs/product-rules.md §7): ["stacks", id] fetches /api/stacks/{id}.

export type PreviewKeyItem = { supplementId: string; quantity: number; timing?: string | null };

// The chosen time is part of the answer (the schedule), so it is part of the key.
const itemKeys = (items: readonly PreviewKeyItem[]) =>
  items.map((item) => `${item.supplementId}*${String(item.quantity)}${item.timing ? `@${item.timing}` : ""}`);

export const queryKeys = {
  analytics: {
    adherence: ["analytics", "adherence"] as const,
  },
  stacks: {
    all: ["stacks"] as const,
    detail: (id: string) => ["stacks", id] as const,
    priceAlert: (id: string) => ["stacks", id, "price-alert"] as const,
    plan: (id: string) => ["stacks", id, "plan"] as const,
    // The viewer is in the key: a signed-in preview includes the health profile.
    preview: (items: readonly PreviewKeyItem[], viewer: string) =>
      ["stacks", "preview", { items: itemKeys(items), viewer }] as const,
    analytics: (items: readonly PreviewKeyItem[], viewer: string) =>
      ["stacks", "analytics", { items: itemKeys(items), viewer }] as const,
    offlineCheck: (items: readonly PreviewKeyItem[], viewer: string) =>
      ["stacks", "offline-check", { items: itemKeys(items), viewer }] as const,
  },
  supplements: {
    all: ["supplements"] as const,
    search: (q: string) => ["supplements", { q }] as const,
    detail: (id: string) => ["supplements", id] as const,
    byGtin: (gtin: string) => ["supplements", "by-gtin", gtin] as const,
    ownReview: (id: string) => ["supplements", id, "reviews", "mine"] as const,
    reviews: (id: string, page: number) => ["supplements", id, "reviews", { page }] as const,
  },
  interactions: {
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
