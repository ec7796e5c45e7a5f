"use client";
// Loads the price history chart only in the browser and only where there is a history to draw
// (docs/architecture.md "Rendering and speed": heavy features load lazily).
import dynamic from "next/dynamic";

import type { RetailerPriceHistory } from "@/lib/catalogue/price-history";

const PriceHistoryChart = dynamic(() => import("./price-history-chart"), { ssr: false, loading: () => null });

export function PriceHistoryChartLoader({ history }: { history: RetailerPriceHistory[] }) {
  return <PriceHistoryChart history={history} />;
}
