import type { ReactNode } from "react";

import { BuilderPanel } from "@/components/stacks/builder-panel";
import { formatAmount } from "@/components/interactions/format";
import type { StackAnalytics } from "@/lib/analytics/stack-analytics";
import { formatPence } from "@/lib/catalogue/pricing";
import { formatShortDate } from "@/lib/format/dates";
import { conflictText } from "@/lib/interactions/conflict-text";

import { LazyChart, type ChartKind } from "./lazy-charts";

const NO_CLAIM_TEXT = "No authorised health claim";

type SectionProps = { analytics: StackAnalytics };

export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
}) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-100 align-top">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="py-2 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartSection(props: {
  id: string;
  title: string;
  summary: ReactNode;
  chart?: { kind: ChartKind; label: string; analytics: StackAnalytics };
  children: ReactNode;
}) {
  return (
    <BuilderPanel id={props.id} title={props.title}>
      <p className="text-sm text-slate-700" data-testid={`${props.id}-summary`}>
        {props.summary}
      </p>
      {props.chart ? <LazyChart {...props.chart} /> : null}
      {props.children}
    </BuilderPanel>
  );
}

export function CostSection({ analytics }: SectionProps) {
  const { totals, unpricedCount, includesSamplePrices, items, costByCategory } = analytics;
  const dearest = [...items].sort((a, b) => (b.costPerMonthPence ?? 0) - (a.costPerMonthPence ?? 0))[0];
  const summary = [
    `At the cheapest UK offers this stack costs ${formatPence(totals.perMonthPence)} a month (${formatPence(totals.perDayPence)} a day).`,
    dearest?.costPerMonthPence
      ? `${dearest.name} costs most, at ${formatPence(dearest.costPerMonthPence)} a month.`
      : "",
    unpricedCount > 0
      ? `${String(unpricedCount)} item(s) have no price yet and are left out of the totals.`
      : "",
    includesSamplePrices ? "Some prices are samples shipped with the app, not live retailer prices." : "",
  ];
  return (
    <ChartSection
      id="analytics-cost"
      title="Cost"
      summary={summary.filter(Boolean).join(" ")}
      chart={{ kind: "cost", label: "Bar chart of monthly and daily cost by item", analytics }}
    >
      <DataTable
        caption="Cost by item"
        columns={["Item", "Servings a day", "A day", "A month"]}
        rows={[
          ...items.map((item) => [
            item.name,
            item.servingsPerDay,
            item.costPerDayPence === null ? "No price" : formatPence(item.costPerDayPence),
            item.costPerMonthPence === null ? "No price" : formatPence(item.costPerMonthPence),
          ]),
          ["Total", "", formatPence(totals.perDayPence), formatPence(totals.perMonthPence)],
        ]}
      />
      <LazyChart kind="category" label="Bar chart of monthly cost by category" analytics={analytics} />
      <DataTable
        caption="Monthly cost by category"
        columns={["Category", "A month"]}
        rows={costByCategory.map((row) => [row.label, formatPence(row.costPerMonthPence)])}
      />
    </ChartSection>
  );
}

export function NutrientSection({ analytics }: SectionProps) {
  const above = analytics.nutrients.filter((row) => row.exceedsUpperLevel === true);
  const charted = analytics.nutrients.filter((row) => row.percentOfNrv !== null).length;
  const summary = `${String(analytics.nutrients.length)} ingredients are added up across the stack. ${
    above.length > 0
      ? `Above the UK upper level: ${above.map((row) => row.name).join(", ")}.`
      : "None is above its UK upper level."
  } ${String(analytics.nutrients.length - charted)} without an NRV (or in units that do not convert) are in the table only.`;
  return (
    <ChartSection
      id="analytics-nutrients"
      title="Daily totals against NRV and upper level"
      summary={summary}
      chart={{
        kind: "nutrients",
        label: "Daily totals as a percentage of NRV, with the upper level as a line",
        analytics,
      }}
    >
      <DataTable
        caption="Daily total of each ingredient"
        columns={["Ingredient", "Daily total", "NRV", "% of NRV", "UK upper level", "Status"]}
        rows={analytics.nutrients.map((row) => [
          row.name,
          formatAmount(row.total, row.unit),
          row.nrv ? formatAmount(row.nrv.amount, row.nrv.unit) : "None set",
          row.percentOfNrv === null ? "–" : `${String(row.percentOfNrv)}%`,
          row.upperLevel ? formatAmount(row.upperLevel.amount, row.upperLevel.unit) : "None set",
          row.exceedsUpperLevel === null
            ? "Cannot compare"
            : row.exceedsUpperLevel
              ? "Above the upper level"
              : "Within",
        ])}
      />
    </ChartSection>
  );
}

export function BenefitSection({ analytics }: SectionProps) {
  const { benefits, ingredientsWithoutClaims } = analytics;
  const summary =
    benefits.length > 0
      ? `The authorised GB health claims of the ingredients cover ${String(benefits.length)} goal(s): ${benefits.map((goal) => goal.label).join(", ")}. Claims are quoted word for word from the GB register and apply only when their conditions of use are met.`
      : "No ingredient in this stack has an authorised GB health claim.";
  return (
    <ChartSection
      id="analytics-benefits"
      title="Benefits by goal"
      summary={summary}
      chart={
        benefits.length > 0
          ? { kind: "benefits", label: "Bar chart of items per goal", analytics }
          : undefined
      }
    >
      <DataTable
        caption="Which items support which goals (authorised claims)"
        columns={["Goal", "Item", "Authorised claim"]}
        rows={benefits.flatMap((goal) =>
          goal.items.flatMap((item) =>
            item.claims.map((claim) => [goal.label, item.name, <q key="claim">{claim.claimText}</q>]),
          ),
        )}
      />
      {ingredientsWithoutClaims.length > 0 ? (
        <p className="text-sm text-slate-700">
          {NO_CLAIM_TEXT}: {ingredientsWithoutClaims.map((ingredient) => ingredient.name).join(", ")}.
        </p>
      ) : null}
    </ChartSection>
  );
}

export function ScheduleSection({ analytics }: SectionProps) {
  const { entries, conflicts } = analytics.schedule;
  const times = new Set(entries.map((entry) => entry.time)).size;
  const summary = `${String(entries.length)} item(s) are taken at ${String(times)} time(s) of day. ${
    conflicts.length > 0
      ? `${String(conflicts.filter((conflict) => conflict.resolved).length)} of ${String(conflicts.length)} separations are kept.`
      : "No separations are needed."
  }`;
  return (
    <ChartSection
      id="analytics-schedule"
      title="Daily schedule"
      summary={summary}
      chart={{ kind: "schedule", label: "Bar chart of items taken at each time of day", analytics }}
    >
      <DataTable
        caption="What is taken when"
        columns={["Time", "Item", "With food", "Why"]}
        rows={entries.map((entry) => [
          entry.time,
          entry.supplementName,
          entry.withFood ? "Yes" : "No",
          entry.reasoning,
        ])}
      />
      {conflicts.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" aria-label="Separations">
          {conflicts.map((conflict) => (
            <li key={conflict.description}>{conflictText(conflict)}</li>
          ))}
        </ul>
      ) : null}
    </ChartSection>
  );
}

export function PriceHistorySection({ analytics }: SectionProps) {
  const { priceHistory } = analytics;
  return (
    <ChartSection
      id="analytics-prices"
      title="Price history"
      summary={
        priceHistory.length > 0
          ? `Price history of the cheapest offer for ${String(priceHistory.length)} item(s).`
          : "No price history yet for these items: prices are recorded each time a retailer's prices are updated."
      }
      chart={
        priceHistory.length > 0
          ? { kind: "prices", label: "Line chart of price history", analytics }
          : undefined
      }
    >
      {priceHistory.length > 0 ? (
        <DataTable
          caption="Recorded prices of each item's cheapest offer"
          columns={["Item", "Retailer", "Date", "Price"]}
          rows={priceHistory.flatMap((series) =>
            series.points.map((point) => [
              series.name,
              series.retailer,
              formatShortDate(point.date),
              formatPence(point.pricePence),
            ]),
          )}
        />
      ) : null}
    </ChartSection>
  );
}
