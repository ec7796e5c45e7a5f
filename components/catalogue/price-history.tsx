import { use } from "react";

import type { RetailerPriceHistory } from "@/lib/catalogue/price-history";
import { formatPence } from "@/lib/catalogue/pricing";
import { formatDate, isoDate } from "@/lib/format/dates";

import { PriceHistoryChartLoader } from "./price-history-chart-loader";
import { SupplementSection } from "./supplement-sections";

export function PriceHistoryTable({ history }: { history: RetailerPriceHistory[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Price history by retailer</caption>
      <thead className="text-slate-700">
        <tr>
          <th scope="col" className="py-1 pr-4 font-semibold">
            Retailer
          </th>
          <th scope="col" className="py-1 pr-4 font-semibold">
            Checked
          </th>
          <th scope="col" className="py-1 font-semibold">
            Price
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {history.flatMap((series) =>
          series.points.map((point) => (
            <tr key={`${series.retailer}-${point.at}`}>
              <th scope="row" className="py-1 pr-4 font-normal">
                {series.retailer}
              </th>
              <td className="py-1 pr-4">
                <time dateTime={isoDate(new Date(point.at))}>{formatDate(point.at)}</time>
              </td>
              <td className="py-1 tabular-nums">
                {formatPence(point.pricePence)}
                {point.inStock ? null : " (out of stock)"}
              </td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

export function StreamedPriceHistory({ history }: { history: Promise<RetailerPriceHistory[]> }) {
  const found = use(history);
  if (found.length === 0) return null;
  return (
    <SupplementSection id="price-history-heading" title="Price history">
      <PriceHistoryChartLoader history={found} />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          Price history as a table
        </summary>
        <div className="mt-2">
          <PriceHistoryTable history={found} />
        </div>
      </details>
    </SupplementSection>
  );
}
