// Cache key families of SPEC §3: stacks (list, detail, analysis, reviews, community, recommended),
// users (profile, preferences, analytics, health-data), analytics (dashboard, trends,
// effectiveness, costs), ai (recommendations, search, analyze, chat).
//
// SPEC §7: "Default query fetches join the query key into a URL and GET it", so each key is also
// its route: ["stacks", id, "reviews"] fetches /api/stacks/{id}/reviews, and an object in the key
// becomes the query string (["stacks", { page: 2 }] fetches /api/stacks?page=2). Every family
// starts with its root (`all`), so invalidating the root refreshes the whole family.

export type QueryParamValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Readonly<Record<string, QueryParamValue>>;

export const queryKeys = {
  stacks: {
    all: ["stacks"] as const,
    list: (params: QueryParams = {}) => ["stacks", params] as const,
    detail: (id: string) => ["stacks", id] as const,
    analysis: (id: string) => ["stacks", id, "analysis"] as const,
    reviews: (id: string) => ["stacks", id, "reviews"] as const,
    community: (params: QueryParams = {}) => ["stacks", "community", params] as const,
    recommended: () => ["stacks", "recommended"] as const,
  },
  users: {
    all: ["users"] as const,
    profile: () => ["users", "profile"] as const,
    preferences: () => ["users", "preferences"] as const,
    analytics: () => ["users", "analytics"] as const,
    healthData: () => ["users", "health-data"] as const,
  },
  analytics: {
    all: ["analytics"] as const,
    dashboard: (params: QueryParams = {}) => ["analytics", "dashboard", params] as const,
    trends: (params: QueryParams = {}) => ["analytics", "trends", params] as const,
    effectiveness: (params: QueryParams = {}) => ["analytics", "effectiveness", params] as const,
    costs: (params: QueryParams = {}) => ["analytics", "costs", params] as const,
  },
  ai: {
    all: ["ai"] as const,
    recommendations: (params: QueryParams = {}) => ["ai", "recommendations", params] as const,
    search: (params: QueryParams = {}) => ["ai", "search", params] as const,
    analyze: (params: QueryParams = {}) => ["ai", "analyze", params] as const,
    chat: (params: QueryParams = {}) => ["ai", "chat", params] as const,
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
