import "server-only";
import { z } from "zod";

import { db } from "@/lib/db/prisma";
import type { OfferSource } from "@/lib/db/generated/enums";

import type { PriceImportRejection } from "./price-import";

export const STALE_OFFER_DAYS = 30;
export const RECENT_RUNS_SHOWN = 20;
export const STALE_OFFERS_SHOWN = 100;

export interface ImportRunView {
  id: string;
  fileName: string;
  startedAt: Date;
  finishedAt: Date | null;
  rowsTotal: number;
  rowsAccepted: number;
  rowsRejected: number;
  rowsPending: number;
  rejections: PriceImportRejection[];
  startedBy: { name: string; email: string } | null;
}

export interface RetailerOfferCounts {
  retailer: string;
  total: number;
  bySource: Record<OfferSource, number>;
}

export interface StaleOfferView {
  id: string;
  supplementId: string;
  productSlug: string;
  productName: string;
  brand: string;
  retailer: string;
  source: OfferSource;
  lastCheckedAt: Date;
}

const rejectionsSchema = z.array(z.object({ line: z.number().int(), reason: z.string() }));

/** Anything the importer did not write is shown as nothing rather than broken. */
export function parseRejections(value: unknown): PriceImportRejection[] {
  const parsed = rejectionsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

export async function getRecentImportRuns(limit = RECENT_RUNS_SHOWN): Promise<ImportRunView[]> {
  const runs = await db().priceImportRun.findMany({
    orderBy: [{ startedAt: "desc" }, { id: "desc" }],
    take: limit,
    include: { user: { select: { firstName: true, lastName: true, email: true } } },
  });
  return runs.map((run) => ({
    id: run.id,
    fileName: run.fileName,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    rowsTotal: run.rowsTotal,
    rowsAccepted: run.rowsAccepted,
    rowsRejected: run.rowsRejected,
    rowsPending: run.rowsPending,
    rejections: parseRejections(run.rejections),
    startedBy: run.user
      ? { name: `${run.user.firstName} ${run.user.lastName}`.trim(), email: run.user.email }
      : null,
  }));
}

export async function getOfferCountsByRetailer(): Promise<RetailerOfferCounts[]> {
  const groups = await db().retailerOffer.groupBy({ by: ["retailer", "source"], _count: { _all: true } });
  const byRetailer = new Map<string, RetailerOfferCounts>();
  for (const group of groups) {
    let counts = byRetailer.get(group.retailer);
    if (!counts) {
      counts = { retailer: group.retailer, total: 0, bySource: { sample: 0, feed: 0, manual: 0 } };
      byRetailer.set(group.retailer, counts);
    }
    counts.bySource[group.source] += group._count._all;
    counts.total += group._count._all;
  }
  return [...byRetailer.values()].sort(
    (a, b) => b.total - a.total || a.retailer.localeCompare(b.retailer, "en-GB"),
  );
}

export function staleCutoff(now: Date, days = STALE_OFFER_DAYS): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

export async function getStaleOffers(
  now: Date,
  limit = STALE_OFFERS_SHOWN,
): Promise<{ total: number; offers: StaleOfferView[] }> {
  const where = { lastCheckedAt: { lt: staleCutoff(now) } };
  const [total, rows] = await Promise.all([
    db().retailerOffer.count({ where }),
    db().retailerOffer.findMany({
      where,
      orderBy: [{ lastCheckedAt: "asc" }, { retailer: "asc" }, { id: "asc" }],
      take: limit,
      select: {
        id: true,
        retailer: true,
        source: true,
        lastCheckedAt: true,
        supplement: { select: { id: true, slug: true, name: true, brand: true } },
      },
    }),
  ]);
  return {
    total,
    offers: rows.map((row) => ({
      id: row.id,
      supplementId: row.supplement.id,
      productSlug: row.supplement.slug,
      productName: row.supplement.name,
      brand: row.supplement.brand,
      retailer: row.retailer,
      source: row.source,
      lastCheckedAt: row.lastCheckedAt,
    })),
  };
}
