// Pick lists as GET /api/interactions/dictionary serves them (test data), and a query client that
// already holds them, so components using the autocompletes render without a request.
import { QueryClient } from "@tanstack/react-query";

import { queryKeys } from "@/lib/api/query-keys";
import type { PickerOptions } from "@/lib/interactions/dictionary-options";

export const PICKER_OPTIONS: PickerOptions = {
  medicines: [
    { name: "Anticoagulants", kind: "group", also: ["blood thinners"] },
    { name: "Levothyroxine", kind: "medicine", also: ["Eltroxin", "Synthroid"] },
    { name: "Omeprazole", kind: "medicine", also: ["Losec", "Prilosec"] },
    { name: "Warfarin", kind: "medicine", also: ["Marevan", "Coumadin"] },
    { name: "Warfarin sodium", kind: "medicine", also: [] },
  ],
  conditions: [
    { name: "Chronic kidney disease", kind: "condition", also: ["CKD"] },
    { name: "Pregnancy", kind: "condition", also: ["pregnant"] },
  ],
};

export function queryClientWithDictionary(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // The lists are already in the cache and fresh: any request would be a mistake.
      queries: { retry: false, queryFn: () => Promise.reject(new Error("unexpected request in a test")) },
      mutations: { retry: false },
    },
  });
  client.setQueryData(queryKeys.interactions.dictionary, PICKER_OPTIONS);
  return client;
}
