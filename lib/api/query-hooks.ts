// No root provider, so react-query loads only with the components that query (docs/benchmarks.md).
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

export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? appQueryClient();
}

export const useQuery = ((options: Parameters<typeof useQueryWith>[0], client?: QueryClient) => {
  const appClient = useQueryClient();
  return useQueryWith(options, client ?? appClient);
}) as typeof useQueryWith;

export const useQueries = ((options: Parameters<typeof useQueriesWith>[0], client?: QueryClient) => {
  const appClient = useQueryClient();
  return useQueriesWith(options, client ?? appClient);
}) as typeof useQueriesWith;

export const useMutation = ((options: Parameters<typeof useMutationWith>[0], client?: QueryClient) => {
  const appClient = useQueryClient();
  return useMutationWith(options, client ?? appClient);
}) as typeof useMutationWith;
