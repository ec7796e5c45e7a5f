"use client";
import { formMessageOf } from "@/components/forms/form-errors";
import { BuilderPanel } from "@/components/stacks/builder-panel";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import { useQuery } from "@/lib/api/query-hooks";
import { queryKeys } from "@/lib/api/query-keys";
import { formatDay } from "@/lib/daily-plan/days";
import type { Adherence } from "@/lib/daily-plan/history";

import { DataTable } from "./analytics-sections";
import { LazyAdherenceChart } from "./lazy-charts";

function summaryOf({ weeks, streaks }: Adherence): string {
  const latest = weeks.at(-1);
  if (!latest) return "";
  const total = weeks.reduce(
    (sum, week) => ({ taken: sum.taken + week.taken, planned: sum.planned + week.planned }),
    { taken: 0, planned: 0 },
  );
  const best = [...streaks].sort((a, b) => b.currentDays - a.currentDays)[0];
  return [
    `This week so far: ${latest.taken} of ${latest.planned} planned doses taken (${latest.percent}%).`,
    `Over ${weeks.length} ${weeks.length === 1 ? "week" : "weeks"}: ${total.taken} of ${total.planned}.`,
    best && best.currentDays > 0
      ? `Longest current streak: ${best.name}, ${best.currentDays} days in a row.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Taken against planned, from the plans the user takes (/today); signed-in only. */
export function AdherenceSection() {
  const query = useQuery<{ adherence: Adherence }>({ queryKey: queryKeys.analytics.adherence });
  return (
    <BuilderPanel id="analytics-adherence" title="Taking your stacks">
      {query.error ? (
        <Alert>{formMessageOf(query.error)}</Alert>
      ) : !query.data ? (
        <Skeleton className="h-32 w-full" />
      ) : query.data.adherence.weeks.length === 0 ? (
        <p className="text-sm text-slate-700">
          No doses recorded yet. Start taking a saved stack and tick it off on{" "}
          <Link href="/today" className="font-medium text-brand-800 underline">
            today&apos;s plan
          </Link>
          ; past days count from the next day.
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700" data-testid="analytics-adherence-summary">
            {summaryOf(query.data.adherence)}
          </p>
          <LazyAdherenceChart
            weeks={query.data.adherence.weeks}
            label="Bar chart of doses taken and planned by week"
          />
          <DataTable
            caption="Doses taken and planned by week"
            columns={["Week beginning", "Taken", "Planned", "Taken %"]}
            rows={query.data.adherence.weeks.map((week) => [
              formatDay(week.weekStart),
              week.taken,
              week.planned,
              `${week.percent}%`,
            ])}
          />
          <DataTable
            caption="Streaks by product (days in a row with every dose taken)"
            columns={["Product", "Current streak", "Longest streak"]}
            rows={query.data.adherence.streaks.map((streak) => [
              streak.name,
              streak.currentDays,
              streak.longestDays,
            ])}
          />
        </div>
      )}
    </BuilderPanel>
  );
}
