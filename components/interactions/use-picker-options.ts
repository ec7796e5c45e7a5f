"use client";
// The lists change only with a release, so they stay fresh for the whole visit.
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
