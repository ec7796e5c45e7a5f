"use client";
// The medicine and condition pick lists (GET /api/interactions/dictionary), fetched once per visit
// and filtered in the browser (lib/interactions/dictionary-options.ts `matchingOptions`). The lists
// change only with a release, so they stay fresh for the whole visit. Until they arrive — or if they
// cannot be fetched — the inputs still take free text, reported as unknown when not recognised.
import { useQuery } from "@/lib/api/query-hooks";

import { queryKeys } from "@/lib/api/query-keys";
import type { PickerOptions } from "@/lib/interactions/dictionary-options";

const ONE_HOUR_MS = 60 * 60 * 1000;

export function usePickerOptions(): PickerOptions | undefined {
  const { data } = useQuery<PickerOptions>({
    queryKey: queryKeys.interactions.dictionary,
    staleTime: ONE_HOUR_MS,
    gcTime: ONE_HOUR_MS,
  });
  return data;
}
