"use client";
// A request that gets no answer marks the server unreachable, and the builder then works as offline.
import { keepPreviousData, useQuery } from "@/lib/api/query-hooks";

import type { StackItem, StackTimings } from "@/components/stacks/stack-store";
import { apiPost } from "@/lib/api/fetch-client";
import { isClientError } from "@/lib/errors/client-error";
import { queryKeys } from "@/lib/api/query-keys";
import type { OptimalTiming } from "@/lib/catalogue/values";
import { MAX_SERVINGS_PER_DAY, MAX_STACK_ITEMS } from "@/lib/stacks/limits";
import type { StackPreview } from "@/lib/stacks/preview";

export type PreviewRequestItem = { supplementId: string; quantity: number; timing: OptimalTiming | null };

export function previewRequestItems(
  items: readonly StackItem[],
  timings: StackTimings,
): PreviewRequestItem[] {
  return items.map((item) => ({
    supplementId: item.supplement.id,
    quantity: Math.min(item.quantity, MAX_SERVINGS_PER_DAY),
    timing: timings[item.supplement.id] ?? null,
  }));
}

const UNREACHABLE_RETRY_MS = 15_000;

// No answer at all: the browser may still say it is online (a dead Wi-Fi, a captive portal).
const unreachable = (error: unknown): boolean => isClientError(error) && error.code === "NETWORK_ERROR";

export function useStackPreview(requestItems: readonly PreviewRequestItem[], viewer: string) {
  const preview = useQuery({
    queryKey: queryKeys.stacks.preview(requestItems, viewer),
    queryFn: ({ signal }) =>
      apiPost<StackPreview>("/api/stacks/preview", { items: requestItems }, { signal }),
    enabled: requestItems.length > 0 && requestItems.length <= MAX_STACK_ITEMS,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (unreachable(query.state.error) ? UNREACHABLE_RETRY_MS : false),
  });
  const data = preview.data && preview.data.items.length === requestItems.length ? preview.data : undefined;
  return {
    data,
    isError: preview.isError,
    error: preview.error,
    unreachable: preview.isError && unreachable(preview.error),
  };
}
