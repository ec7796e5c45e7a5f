import "server-only";

import { db } from "@/lib/db/prisma";

const HISTORY_DAYS = 365;
const MAX_POINTS_PER_RETAILER = 200;

interface PriceHistoryPoint {
  at: string;
  pricePence: number;
  inStock: boolean;
}

export interface RetailerPriceHistory {
  retailer: string;
  points: PriceHistoryPoint[];
}

export async function getPriceHistory(
  supplementIds: string | readonly string[],
  now: Date = new Date(),
): Promise<RetailerPriceHistory[]> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const ids = typeof supplementIds === "string" ? [supplementIds] : [...supplementIds];
  const offers = await db().retailerOffer.findMany({
    where: { supplementId: { in: ids } },
    orderBy: [{ retailer: "asc" }, { packSize: "asc" }],
    select: {
      retailer: true,
      packSize: true,
      history: {
        where: { source: { not: "sample" }, recordedAt: { gte: since } },
        orderBy: { recordedAt: "desc" },
        take: MAX_POINTS_PER_RETAILER,
        select: { recordedAt: true, pricePence: true, inStock: true },
      },
    },
  });
  return offers
    .filter((offer) => offer.history.length > 0)
    .map((offer) => ({
      retailer: ids.length > 1 ? `${offer.retailer}, pack of ${offer.packSize}` : offer.retailer,
      points: offer.history.reverse().map((row) => ({
        at: row.recordedAt.toISOString(),
        pricePence: row.pricePence,
        inStock: row.inStock,
      })),
    }));
}
