"use client";
// Loaded only in the browser, and only where there is a history to draw (React.lazy: next/dynamic's loader would
// join the supplement page's first load).
import { Suspense, lazy } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";
import { useHydrated } from "@/lib/utils/use-hydrated";
import type { RetailerPriceHistory } from "@/lib/catalogue/price-history";

const PriceHistoryChart = lazy(() => withRetry(() => import("./price-history-chart")));

export function PriceHistoryChartLoader({ history }: { history: RetailerPriceHistory[] }) {
  // The chart draws on a canvas, so the server and the first render leave its place empty.
  if (!useHydrated()) return null;
  return (
    <LazyBoundary>
      <Suspense fallback={null}>
        <PriceHistoryChart history={history} />
      </Suspense>
    </LazyBoundary>
  );
}
