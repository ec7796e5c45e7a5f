"use client";
// Import only through ./lazy-charts.tsx (next/dynamic), so chart.js stays a chunk no other page loads.
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  LogarithmicScale,
  PointElement,
  Tooltip,
  type ChartData,
} from "chart.js";
import { Bar, Chart, Line } from "react-chartjs-2";

import type { StackAnalytics } from "@/lib/analytics/stack-analytics";
import type { WeekAdherence } from "@/lib/daily-plan/adherence";

ChartJS.register(
  CategoryScale,
  LinearScale,
  LogarithmicScale,
  BarElement,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

// Brand green and a dark slate: distinguishable in greyscale too.
const GREEN = "#059669";
const SLATE = "#334155";
const AMBER = "#b45309";

const pounds = (pence: number) => pence / 100;

export type ChartProps = { analytics: StackAnalytics; label: string };

export function CostChart({ analytics, label }: ChartProps) {
  const priced = analytics.items.filter((item) => item.costPerMonthPence !== null);
  return (
    <Bar
      aria-label={label}
      role="img"
      data={{
        labels: priced.map((item) => item.name),
        datasets: [
          {
            label: "£ a month",
            data: priced.map((item) => pounds(item.costPerMonthPence ?? 0)),
            backgroundColor: GREEN,
          },
          {
            label: "£ a day",
            data: priced.map((item) => pounds(item.costPerDayPence ?? 0)),
            backgroundColor: SLATE,
            // A day is a thirtieth of a month: on the month's axis its bars would not show.
            yAxisID: "perDay",
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y: { position: "left", title: { display: true, text: "£ a month" } },
          perDay: {
            position: "right",
            title: { display: true, text: "£ a day" },
            grid: { drawOnChartArea: false },
          },
        },
      }}
    />
  );
}

export function CategoryCostChart({ analytics, label }: ChartProps) {
  return (
    <Bar
      aria-label={label}
      role="img"
      data={{
        labels: analytics.costByCategory.map((row) => row.label),
        datasets: [
          {
            label: "£ a month",
            data: analytics.costByCategory.map((row) => pounds(row.costPerMonthPence)),
            backgroundColor: GREEN,
          },
        ],
      }}
      options={{ responsive: true, maintainAspectRatio: false, animation: false, indexAxis: "y" }}
    />
  );
}

export function NutrientChart({ analytics, label }: ChartProps) {
  const rows = analytics.nutrients.filter((row) => row.percentOfNrv !== null);
  const data: ChartData<"bar" | "line", (number | null)[], string> = {
    labels: rows.map((row) => row.name),
    datasets: [
      {
        type: "bar",
        label: "Daily total, % of NRV",
        data: rows.map((row) => row.percentOfNrv),
        backgroundColor: GREEN,
      },
      {
        // A mark per ingredient, not a line: the ingredients are not a series.
        type: "line",
        label: "UK upper level, % of NRV",
        data: rows.map((row) => row.upperLevelPercentOfNrv),
        borderColor: AMBER,
        backgroundColor: AMBER,
        showLine: false,
        pointStyle: "line",
        pointRadius: 14,
        pointHoverRadius: 16,
        pointBorderWidth: 3,
      },
    ],
  };
  // One ingredient at 2,000% would flatten the rest on a linear axis.
  const highest = Math.max(
    ...rows.map((row) => Math.max(row.percentOfNrv ?? 0, row.upperLevelPercentOfNrv ?? 0)),
  );
  return (
    <Chart
      type="bar"
      aria-label={label}
      role="img"
      data={data}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y:
            highest > 500
              ? { type: "logarithmic", min: 1, title: { display: true, text: "% of NRV (log scale)" } }
              : { title: { display: true, text: "% of NRV" } },
        },
      }}
    />
  );
}

export function BenefitChart({ analytics, label }: ChartProps) {
  return (
    <Bar
      aria-label={label}
      role="img"
      data={{
        labels: analytics.benefits.map((goal) => goal.label),
        datasets: [
          {
            label: "Items with an authorised claim for this goal",
            data: analytics.benefits.map((goal) => goal.items.length),
            backgroundColor: GREEN,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { ticks: { precision: 0 } } },
      }}
    />
  );
}

export function ScheduleChart({ analytics, label }: ChartProps) {
  const times = [...new Set(analytics.schedule.entries.map((entry) => entry.time))].sort();
  return (
    <Bar
      aria-label={label}
      role="img"
      data={{
        labels: times,
        datasets: [
          {
            label: "Items taken",
            data: times.map(
              (time) => analytics.schedule.entries.filter((entry) => entry.time === time).length,
            ),
            backgroundColor: SLATE,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { ticks: { precision: 0 } } },
      }}
    />
  );
}

export function PriceHistoryChart({ analytics, label }: ChartProps) {
  const dates = [
    ...new Set(analytics.priceHistory.flatMap((series) => series.points.map((point) => point.date))),
  ].sort();
  const colours = [GREEN, SLATE, AMBER];
  return (
    <Line
      aria-label={label}
      role="img"
      data={{
        labels: dates,
        datasets: analytics.priceHistory.map((series, index) => ({
          label: `${series.name} (${series.retailer}), £`,
          data: dates.map((date) => {
            const point = series.points.find((entry) => entry.date === date);
            return point ? pounds(point.pricePence) : null;
          }),
          borderColor: colours[index % colours.length],
          spanGaps: true,
        })),
      }}
      options={{ responsive: true, maintainAspectRatio: false, animation: false }}
    />
  );
}

export type AdherenceChartProps = { weeks: readonly WeekAdherence[]; label: string };

export function AdherenceChart({ weeks, label }: AdherenceChartProps) {
  return (
    <Bar
      aria-label={label}
      role="img"
      data={{
        labels: weeks.map((week) => `w/c ${week.weekStart}`),
        datasets: [
          { label: "Taken", data: weeks.map((week) => week.taken), backgroundColor: GREEN },
          { label: "Planned", data: weeks.map((week) => week.planned), backgroundColor: SLATE },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, title: { display: true, text: "Doses (slots)" } } },
      }}
    />
  );
}
