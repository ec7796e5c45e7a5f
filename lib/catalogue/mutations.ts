// Not server-only: the importer script runs it outside Next.
import { db, type Database } from "../db/prisma";
import {
  offerKey,
  parsePriceFile,
  productKeysOf,
  validatePriceRows,
  type PriceFileFormat,
  type PriceImportProduct,
  type PriceImportRejection,
  type ValidPriceRow,
} from "./price-import";

export interface PriceImportInput {
  fileName: string;
  content: string;
  format: PriceFileFormat;
  userId?: string;
  now?: Date;
}

export interface PriceImportResult {
  runId: string;
  rowsTotal: number;
  rowsAccepted: number;
  rowsRejected: number;
  rejections: PriceImportRejection[];
  offersCreated: number;
  offersUpdated: number;
  historyAppended: number;
}

export type Transaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];

export interface ExistingOffer {
  id: string;
  supplementId: string;
  retailer: string;
  pricePence: number;
  packSize: number;
  url: string;
  inStock: boolean;
  source: string;
  lastCheckedAt: Date;
}

/** A feed row older than the offer's current real price would silently roll the price back. */
export function staleRejections(
  rows: ValidPriceRow[],
  existing: Map<string, ExistingOffer>,
): PriceImportRejection[] {
  return rows.flatMap((row) => {
    const offer = existing.get(offerKey(row.supplementId, row.retailer));
    if (!offer || offer.source === "sample" || row.checkedAt >= offer.lastCheckedAt) return [];
    return [
      {
        line: row.line,
        reason: `checked_at ${row.checkedAt.toISOString()} is older than the current ${offer.source} price of this offer (checked ${offer.lastCheckedAt.toISOString()})`,
      },
    ];
  });
}

export async function applyRows(
  tx: Transaction,
  rows: ValidPriceRow[],
  existing: Map<string, ExistingOffer>,
) {
  let offersCreated = 0;
  let offersUpdated = 0;
  const history: {
    offerId: string;
    pricePence: number;
    inStock: boolean;
    source: "feed";
    recordedAt: Date;
  }[] = [];
  for (const row of rows) {
    const data = {
      pricePence: row.pricePence,
      packSize: row.packSize,
      url: row.url,
      inStock: row.inStock,
      source: "feed" as const,
      lastCheckedAt: row.checkedAt,
    };
    // Matched on the stored retailer spelling, so "boots" in a feed updates the "Boots" offer.
    const offer = existing.get(offerKey(row.supplementId, row.retailer));
    let offerId: string;
    if (!offer) {
      offerId = (
        await tx.retailerOffer.create({
          data: { ...data, supplementId: row.supplementId, retailer: row.retailer },
          select: { id: true },
        })
      ).id;
      offersCreated += 1;
    } else {
      offerId = offer.id;
      const changed =
        offer.pricePence !== data.pricePence ||
        offer.packSize !== data.packSize ||
        offer.url !== data.url ||
        offer.inStock !== data.inStock ||
        offer.source !== data.source ||
        offer.lastCheckedAt.getTime() !== data.lastCheckedAt.getTime();
      if (!changed) continue;
      await tx.retailerOffer.update({ where: { id: offer.id }, data });
      offersUpdated += 1;
      if (
        offer.pricePence === data.pricePence &&
        offer.inStock === data.inStock &&
        offer.source === data.source
      )
        continue;
    }
    history.push({
      offerId,
      pricePence: data.pricePence,
      inStock: data.inStock,
      source: "feed",
      recordedAt: row.checkedAt,
    });
  }
  if (history.length > 0) await tx.priceHistory.createMany({ data: history });
  return { offersCreated, offersUpdated, historyAppended: history.length };
}

// The advisory lock serialises imports, so two uploads cannot interleave their checks and writes.
export async function importPrices(input: PriceImportInput): Promise<PriceImportResult> {
  const startedAt = new Date();
  const now = input.now ?? startedAt;
  const parsed = parsePriceFile(input.content, input.format);

  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('price-import'))`;

      const recordRun = async (rowsTotal: number, rowsAccepted: number, rejections: PriceImportRejection[]) =>
        (
          await tx.priceImportRun.create({
            data: {
              fileName: input.fileName,
              userId: input.userId ?? null,
              rowsTotal,
              rowsAccepted,
              rowsRejected: rejections.length,
              rejections: rejections.map(({ line, reason }) => ({ line, reason })),
              startedAt,
              finishedAt: new Date(),
            },
            select: { id: true },
          })
        ).id;
      const nothingApplied = { offersCreated: 0, offersUpdated: 0, historyAppended: 0 };

      if (!parsed.ok) {
        const rejections = [parsed.rejection];
        const runId = await recordRun(parsed.rowsTotal, 0, rejections);
        return {
          runId,
          rowsTotal: parsed.rowsTotal,
          rowsAccepted: 0,
          rowsRejected: 1,
          rejections,
          ...nothingApplied,
        };
      }

      const keys = productKeysOf(parsed.rows);
      const products = await tx.supplement.findMany({
        where: { OR: [{ slug: { in: keys } }, { id: { in: keys } }] },
        select: { id: true, slug: true, unitsPerPack: true },
      });
      const byKey = new Map<string, PriceImportProduct>();
      for (const product of products) {
        byKey.set(product.id, product);
        byKey.set(product.slug, product);
      }
      const validation = validatePriceRows(parsed.rows, { now, findProduct: (key) => byKey.get(key) });

      const supplementIds = [...new Set(validation.accepted.map((row) => row.supplementId))];
      const offers = await tx.retailerOffer.findMany({ where: { supplementId: { in: supplementIds } } });
      const existing = new Map(offers.map((offer) => [offerKey(offer.supplementId, offer.retailer), offer]));

      const rejections = [...validation.rejections, ...staleRejections(validation.accepted, existing)].sort(
        (a, b) => a.line - b.line,
      );
      const rowsTotal = parsed.rows.length;
      if (rejections.length > 0) {
        const runId = await recordRun(rowsTotal, 0, rejections);
        return {
          runId,
          rowsTotal,
          rowsAccepted: 0,
          rowsRejected: rejections.length,
          rejections,
          ...nothingApplied,
        };
      }

      const applied = await applyRows(tx, validation.accepted, existing);
      const runId = await recordRun(rowsTotal, rowsTotal, []);
      return { runId, rowsTotal, rowsAccepted: rowsTotal, rowsRejected: 0, rejections: [], ...applied };
    },
    // A 5000-row file is 5000 small writes; Prisma's default 5 s would abort a large valid feed.
    { maxWait: 30_000, timeout: 120_000 },
  );
}
