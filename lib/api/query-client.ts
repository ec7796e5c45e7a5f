// Settings: docs/product-rules.md §9 "Query cache"; a query without a queryFn GETs the URL its key spells.
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

const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiFetch<unknown>(queryKeyToPath(queryKey), { signal });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_STALE_TIME_MS,
        // On the server the default (Infinity) frees the cache when the request ends; a timer would keep it.
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

export function appQueryClient(): QueryClient {
  if (environmentManager.isServer()) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
