"use client";
// Retried like any lazy chunk (docs/product-rules.md §9); a chart that still fails shows 'Visualization unavailable'.
import dynamic from "next/dynamic";
import type { ComponentType, ReactNode } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { withRetry } from "@/lib/api/with-retry";

import type { AdherenceChartProps, ChartProps } from "./charts";

const VISUALIZATION_UNAVAILABLE = "Visualization unavailable";

export type ChartKind = "cost" | "category" | "nutrients" | "benefits" | "schedule" | "prices";

const loadCharts = () => withRetry(() => import("./charts"));

function lazyChart(pick: (module: Awaited<ReturnType<typeof loadCharts>>) => ComponentType<ChartProps>) {
  return dynamic(() => loadCharts().then(pick), {
    ssr: false,
    loading: () => <Skeleton className="h-full w-full" />,
  });
}

const CHARTS: Readonly<Record<ChartKind, ComponentType<ChartProps>>> = {
  cost: lazyChart((module) => module.CostChart),
  category: lazyChart((module) => module.CategoryCostChart),
  nutrients: lazyChart((module) => module.NutrientChart),
  benefits: lazyChart((module) => module.BenefitChart),
  schedule: lazyChart((module) => module.ScheduleChart),
  prices: lazyChart((module) => module.PriceHistoryChart),
};

export type LazyChartProps = ChartProps & { kind: ChartKind };

/** A chunk that still fails after its retries: 'Page Loading Error' (docs/product-rules.md §8). */
function ChartFrame({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <div className="h-64 w-full" data-chart={kind}>
      <LazyBoundary
        className="h-full"
        fallback={
          <Alert tone="warning" size="roomy" className="flex h-full items-center justify-center">
            {VISUALIZATION_UNAVAILABLE}
          </Alert>
        }
      >
        {children}
      </LazyBoundary>
    </div>
  );
}

export function LazyChart({ kind, ...props }: LazyChartProps) {
  const Chart = CHARTS[kind];
  return (
    <ChartFrame kind={kind}>
      <Chart {...props} />
    </ChartFrame>
  );
}

const AdherenceBars = dynamic(() => loadCharts().then((module) => module.AdherenceChart), {
  ssr: false,
  loading: () => <Skeleton className="h-full w-full" />,
});

export function LazyAdherenceChart(props: AdherenceChartProps) {
  return (
    <ChartFrame kind="adherence">
      <AdherenceBars {...props} />
    </ChartFrame>
  );
}
