import { verdictPhrase } from "@/lib/interactions/verdict";
import type { StackAnalytics } from "@/lib/analytics/stack-analytics";
import { formatPence } from "@/lib/catalogue/pricing";

import type { AnalyticsSource } from "./use-stack-analytics";

export type StackComparisonProps = {
  stacks: { source: AnalyticsSource; analytics: StackAnalytics | undefined }[];
};

const ROWS: { label: string; value: (analytics: StackAnalytics) => string }[] = [
  { label: "Items", value: (analytics) => String(analytics.items.length) },
  { label: "Cost a month", value: (analytics) => formatPence(analytics.totals.perMonthPence) },
  { label: "Cost a day", value: (analytics) => formatPence(analytics.totals.perDayPence) },
  {
    label: "Above a UK upper level",
    value: (analytics) =>
      analytics.nutrients
        .filter((row) => row.exceedsUpperLevel === true)
        .map((row) => row.name)
        .join(", ") || "None",
  },
  {
    label: "Goals with authorised claims",
    value: (analytics) => analytics.benefits.map((goal) => goal.label).join(", ") || "None",
  },
  { label: "Interaction check", value: (analytics) => verdictPhrase(analytics.analysis) },
];

export function StackComparison({ stacks }: StackComparisonProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-4">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-slate-900">Stacks side by side</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <td />
            {stacks.map(({ source }) => (
              <th key={source.id} scope="col" className="py-2 pr-3 font-semibold">
                {source.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {row.label}
              </th>
              {stacks.map(({ source, analytics }) => (
                <td key={source.id} className="py-2 pr-3">
                  {analytics ? row.value(analytics) : "Loading…"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
