"use client";
// Loaded only for a plain-words search, so /browse does not carry its API client (docs/benchmarks.md "Start-up and
// first-load JS"). Once loaded it stays, so the page a refinement led to still says where its filters came from.
import { Suspense, lazy } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";
import type { SupplementSearchParams } from "@/lib/catalogue/search-params";

let loaded = false;

const PlainWordsRefiner = lazy(() =>
  withRetry(() => import("./plain-words-refiner")).then((module) => {
    loaded = true;
    return { default: module.PlainWordsRefiner };
  }),
);

export function PlainWordsRefinerLoader({
  query,
  params,
}: {
  query: string | null;
  params: SupplementSearchParams;
}) {
  if (query === null && !loaded) return null;
  return (
    // Only this slot shows a failure; the parser's reading stays on the page.
    <LazyBoundary fallback={null}>
      <Suspense fallback={null}>
        <PlainWordsRefiner query={query} params={params} />
      </Suspense>
    </LazyBoundary>
  );
}
