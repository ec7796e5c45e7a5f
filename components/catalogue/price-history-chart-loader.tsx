"use client";
// Loaded only in the browser, and only where there is a history to draw.
import dynamic from "next/dynamic";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";
import type { RetailerPriceHistory } from "@/lib/catalogue/price-history";

const PriceHistoryChart = dynamic(() => withRetry(() => import("./price-history-chart")), {
  ssr: false,
  loading: () => null,
});

export function PriceHistoryChartLoader({ history }: { history: RetailerPriceHistory[] }) {
  return (
    <LazyBoundary>
      <PriceHistoryChart history={history} />
    </LazyBoundary>
  );
}
