"use client";
// Import only through ./price-history-chart-loader.tsx, so chart.js costs nothing to pages without a history.
import { CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from "chart.js";
import { Line } from "react-chartjs-2";

import type { RetailerPriceHistory } from "@/lib/catalogue/price-history";
import { formatPence } from "@/lib/catalogue/pricing";
import { formatShortDate } from "@/lib/format/dates";

Chart.register(CategoryScale, LinearScale, PointElement, LineElement, Legend, Tooltip);

/** Distinct line colours with enough contrast on white. */
const COLOURS = ["#047857", "#1d4ed8", "#b45309", "#7e22ce", "#be123c", "#0f766e", "#4d7c0f", "#334155"];

export default function PriceHistoryChart({ history }: { history: RetailerPriceHistory[] }) {
  const dates = [...new Set(history.flatMap((series) => series.points.map((point) => point.at)))].sort();
  const datasets = history.map((series, index) => {
    const byDate = new Map(series.points.map((point) => [point.at, point.pricePence / 100]));
    const colour = COLOURS[index % COLOURS.length];
    return {
      label: series.retailer,
      data: dates.map((date) => byDate.get(date) ?? null),
      borderColor: colour,
      backgroundColor: colour,
      spanGaps: true,
      stepped: "before" as const,
    };
  });
  return (
    <div className="h-64" aria-hidden="true">
      <Line
        data={{ labels: dates.map((date) => formatShortDate(date)), datasets }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { ticks: { callback: (value) => formatPence(Math.round(Number(value) * 100)) } } },
          plugins: {
            tooltip: {
              callbacks: {
                label: (item) =>
                  `${item.dataset.label ?? ""}: ${formatPence(Math.round((item.parsed.y ?? 0) * 100))}`,
              },
            },
          },
        }}
      />
    </div>
  );
}
