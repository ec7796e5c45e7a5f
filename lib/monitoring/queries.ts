import "server-only";

import { db } from "../db/prisma";
import {
  WEB_VITAL_NAMES,
  isWebVitalName,
  performanceScore,
  rateVital,
  scoreRating,
  type ScoreRating,
  type VitalRating,
  type WebVitalName,
  type WebVitalValues,
} from "./web-vitals";

export const REPORT_WINDOW_DAYS = 7;

export type VitalSummary = { p75: number; count: number; rating: VitalRating };

export type PageVitals = {
  page: string | null;
  vitals: Partial<Record<WebVitalName, VitalSummary>>;
  samples: number;
  score: number;
  scoreRating: ScoreRating;
};

interface P75Row {
  page: string | null;
  name: string;
  p75: number;
  count: number;
}

export async function getPageVitals(options: { since?: Date; now?: Date } = {}): Promise<PageVitals[]> {
  const now = options.now ?? new Date();
  const since = options.since ?? new Date(now.getTime() - REPORT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const names = [...WEB_VITAL_NAMES];
  // recorded_at is timestamp(3) in UTC (Prisma's convention); the bound is passed as UTC text.
  const rows = await db().$queryRaw<P75Row[]>`
    SELECT "page", "name",
           percentile_cont(0.75) WITHIN GROUP (ORDER BY "value") AS "p75",
           count(*)::int AS "count"
    FROM "rum_metrics"
    WHERE "name" = ANY(${names}::text[])
      AND "recorded_at" >= ${since.toISOString()}::timestamptz AT TIME ZONE 'UTC'
    GROUP BY "page", "name"`;

  const byPage = new Map<string | null, PageVitals>();
  for (const row of rows) {
    if (!isWebVitalName(row.name)) continue;
    let entry = byPage.get(row.page);
    if (!entry) {
      entry = { page: row.page, vitals: {}, samples: 0, score: 100, scoreRating: "Good" };
      byPage.set(row.page, entry);
    }
    const p75 = row.p75;
    entry.vitals[row.name] = { p75, count: row.count, rating: rateVital(row.name, p75) };
    entry.samples += row.count;
  }
  const pages = [...byPage.values()];
  for (const page of pages) {
    const values: WebVitalValues = Object.fromEntries(
      Object.entries(page.vitals).map(([name, summary]) => [name, summary.p75]),
    );
    page.score = performanceScore(values);
    page.scoreRating = scoreRating(page.score);
  }
  return pages.sort((a, b) => b.samples - a.samples || (a.page ?? "").localeCompare(b.page ?? ""));
}
