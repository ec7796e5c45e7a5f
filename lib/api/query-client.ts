// The app's react-query client, with docs/product-rules.md §9 "Query cache" settings: stale time 5 minutes, garbage
// collection 10 minutes, no refetch on window focus, refetch on reconnect and on mount, retries
// per lib/api/retry-policy.ts. Queries without a queryFn GET the URL their key spells (docs/product-rules.md §7).
// Components reach it through lib/api/query-hooks.ts; there is no provider in the root layout.
import { QueryClient, environmentManager, type QueryFunction } from "@tanstack/react-query";

import { apiFetch } from "@/lib/api/fetch-client";
import { queryKeyToPath } from "@/lib/api/query-keys";
import {
  mutationRetryDelay,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from "@/lib/api/retry-policy";

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;

/** GETs `/api/<key segments>?<key objects>`; react-query's signal cancels the request. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiFetch<unknown>(queryKeyToPath(queryKey), { signal });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_STALE_TIME_MS,
        // During server rendering react-query's own default (Infinity) frees a request's cache
        // when the request ends; a 10-minute timer there would keep every render's cache alive.
        gcTime: environmentManager.isServer() ? Infinity : QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        refetchOnMount: true,
        retry: shouldRetryQuery,
        // Wrapped: react-query passes (failureCount, error), and the error is not a random source.
        retryDelay: (attemptIndex) => queryRetryDelay(attemptIndex),
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: (attemptIndex) => mutationRetryDelay(attemptIndex),
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's one client, made when first asked for; on the server a new one each time. */
export function appQueryClient(): QueryClient {
  if (environmentManager.isServer()) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
