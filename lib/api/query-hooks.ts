// react-query's hooks, bound to the app's client without a provider in the root layout, so react-query
// and the fetch client load only with the components that query (docs/benchmarks.md "Start-up and
// first-load JS": a root provider put them on the first load of every page, the landing and legal
// pages included). Every component imports its hooks from here, never from @tanstack/react-query
// (eslint.config.mjs enforces it).
//
// The client: the one a QueryClientProvider above gives (tests give their own), else the app's
// (lib/api/query-client.ts): in the browser one client for the whole session, so the
// cache survives navigation; on the server a new one each time, so no render sees another's data.
import {
  QueryClientContext,
  useMutation as useMutationWith,
  useQueries as useQueriesWith,
  useQuery as useQueryWith,
  type QueryClient,
} from "@tanstack/react-query";
import { useContext } from "react";

import { appQueryClient } from "@/lib/api/query-client";

export { keepPreviousData } from "@tanstack/react-query";

/** The client of the nearest QueryClientProvider, else the app's. */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? appQueryClient();
}

/** react-query's useQuery on the app's client (or the one passed). */
export const useQuery = ((options: Parameters<typeof useQueryWith>[0], client?: QueryClient) => {
  const appClient = useQueryClient();
  return useQueryWith(options, client ?? appClient);
}) as typeof useQueryWith;

/** react-query's useQueries on the app's client (or the one passed). */
export const useQueries = ((options: Parameters<typeof useQueriesWith>[0], client?: QueryClient) => {
  const appClient = useQueryClient();
  return useQueriesWith(options, client ?? appClient);
}) as typeof useQueriesWith;

/** react-query's useMutation on the app's client (or the one passed). */
export const useMutation = ((options: Parameters<typeof useMutationWith>[0], client?: QueryClient) => {
  const appClient = useQueryClient();
  return useMutationWith(options, client ?? appClient);
}) as typeof useMutationWith;
