"use client";
import { useQueries, useQuery } from "@/lib/api/query-hooks";
import { useSession } from "@/components/auth/session";

import { useBuilderState, useStack } from "@/components/stacks/use-stack";
import { previewRequestItems, type PreviewRequestItem } from "@/components/stacks/use-stack-preview";
import { apiGet, apiPost } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import type { StackAnalytics } from "@/lib/analytics/stack-analytics";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

const CURRENT_STACK = "current";

export interface AnalyticsSource {
  id: string;
  name: string;
  items: PreviewRequestItem[];
  savedId: string | null;
}

const signature = (items: readonly PreviewRequestItem[]) =>
  items
    .map((item) => `${item.supplementId}*${String(item.quantity)}@${item.timing ?? ""}`)
    .sort()
    .join(",");

/** The current stack, when it is a saved stack unchanged, is that stack: listed once, named as both. */
export function withoutDuplicateCurrent(
  current: readonly AnalyticsSource[],
  saved: readonly AnalyticsSource[],
): AnalyticsSource[] {
  const [builder] = current;
  const same = builder
    ? saved.find((source) => signature(source.items) === signature(builder.items))
    : undefined;
  if (!same) return [...current, ...saved];
  return saved.map((source) =>
    source === same ? { ...source, name: `${source.name} (current stack)` } : source,
  );
}

export function useAnalyticsSources(): { sources: AnalyticsSource[]; signedIn: boolean; loading: boolean } {
  const { items } = useStack();
  const { timings } = useBuilderState();
  const { status } = useSession();
  const saved = useQuery({
    queryKey: queryKeys.stacks.all,
    queryFn: ({ signal }) => apiGet<{ stacks: SavedStackSummary[] }>("/api/stacks", { signal }),
    enabled: status === "authenticated",
  });
  const current: AnalyticsSource[] =
    items.length > 0
      ? [
          {
            id: CURRENT_STACK,
            name: "Current stack",
            items: previewRequestItems(items, timings),
            savedId: null,
          },
        ]
      : [];
  const savedSources = (saved.data?.stacks ?? []).map((stack) => ({
    id: stack.id,
    name: stack.name,
    items: stack.items.map(({ supplementId, quantity, timing }) => ({ supplementId, quantity, timing })),
    savedId: stack.id,
  }));
  return {
    sources: withoutDuplicateCurrent(current, savedSources),
    signedIn: status === "authenticated",
    loading: status === "loading" || (status === "authenticated" && saved.isPending),
  };
}

export function useStackAnalytics(sources: readonly AnalyticsSource[], viewer: string) {
  return useQueries({
    queries: sources.map((source) => ({
      queryKey: queryKeys.stacks.analytics(source.items, viewer),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiPost<StackAnalytics>("/api/analytics/stack", { items: source.items }, { signal }),
    })),
  });
}
