// Not server-only: the CLI and the job runner use it.
import { pathTag, publishRevalidations } from "../cache/shared-revalidations";
import { db } from "../db/prisma";
import { detectFeedFormat, parseFeed, type FeedFormat, type FeedRow } from "./feed-formats";
import { recordFeedImages, type FeedImage } from "./product-images";
import { createFeedMatcher, type FeedItemDecision, type MatchDecision } from "./feed-matching";
import { BROWSE_CACHE_TAG } from "./browse-views";
import { productPath } from "./product-paths";
import {
  applyRows,
  importPrices,
  staleRejections,
  type ExistingOffer,
  type PriceImportResult,
  type Transaction,
} from "./mutations";
import {
  findDuplicateRows,
  offerKey,
  PACK_SIZE_FACTOR,
  packSizeFits,
  type PriceFileKind,
  type PriceImportRejection,
  type ValidPriceRow,
} from "./price-import";

interface FeedImportInput {
  fileName: string;
  content: string;
  format: FeedFormat;
  retailer?: string;
  userId?: string;
  now?: Date;
}

export interface FeedImportResult extends PriceImportResult {
  rowsPending: number;
  rowsIgnored: number;
}

interface Product {
  id: string;
  slug: string;
  name: string;
  brand: string;
  unitsPerPack: number | null;
  gtin: string | null;
}

interface PendingRow {
  row: FeedRow;
  retailer: string;
  candidateIds: string[];
}

interface Sorted {
  accepted: ValidPriceRow[];
  images: FeedImage[];
  pending: PendingRow[];
  ignored: number;
  rejections: PriceImportRejection[];
}

const itemKey = (retailer: string, itemId: string) => `${retailer}\u0000${itemId}`;

function retailerOf(row: FeedRow, fallback: string | undefined): string | PriceImportRejection {
  const retailer = (row.retailer ?? fallback ?? "").trim();
  if (retailer.length >= 2 && retailer.length <= 60) return retailer;
  return {
    line: row.line,
    reason:
      retailer === ""
        ? "the feed names no retailer (give the feed's retailer)"
        : "retailer must be 2–60 characters",
  };
}

function acceptMatched(
  row: FeedRow,
  match: Extract<MatchDecision, { kind: "matched" }>,
  context: { retailer: string; product: Product; now: Date },
): ValidPriceRow | PriceImportRejection {
  const { product } = context;
  const packSize = row.packSize ?? product.unitsPerPack;
  if (packSize === null) {
    return {
      line: row.line,
      reason: `the row gives no pack size and the pack size of ${product.slug} is not known`,
    };
  }
  if (!packSizeFits(packSize, product.unitsPerPack)) {
    return {
      line: row.line,
      reason: `pack size ${packSize} differs from the ${String(product.unitsPerPack)} units per pack of ${product.slug} (matched by ${match.by}) by more than a factor of ${PACK_SIZE_FACTOR}`,
    };
  }
  return {
    line: row.line,
    supplementId: product.id,
    product: product.slug,
    retailer: context.retailer,
    pricePence: row.pricePence,
    packSize,
    url: row.url,
    inStock: row.inStock,
    checkedAt: context.now,
  };
}

function sortRows(
  rows: FeedRow[],
  context: {
    products: Product[];
    decisions: Map<string, FeedItemDecision>;
    retailer: string | undefined;
    now: Date;
  },
): Sorted {
  const match = createFeedMatcher(context.products);
  const byId = new Map(context.products.map((product) => [product.id, product]));
  const sorted: Sorted = { accepted: [], images: [], pending: [], ignored: 0, rejections: [] };
  for (const row of rows) {
    const retailer = retailerOf(row, context.retailer);
    if (typeof retailer !== "string") {
      sorted.rejections.push(retailer);
      continue;
    }
    const decision = match(row, context.decisions.get(itemKey(retailer, row.itemId)));
    if (decision.kind === "ignored") sorted.ignored += 1;
    else if (decision.kind === "pending")
      sorted.pending.push({ row, retailer, candidateIds: decision.candidateIds });
    else {
      const product = byId.get(decision.supplementId);
      if (!product) continue;
      const accepted = acceptMatched(row, decision, { retailer, product, now: context.now });
      if (!("supplementId" in accepted)) sorted.rejections.push(accepted);
      else {
        sorted.accepted.push(accepted);
        if (row.imageUrl) sorted.images.push({ supplementId: product.id, url: row.imageUrl, retailer });
      }
    }
  }
  return sorted;
}

async function savePending(tx: Transaction, pending: PendingRow[], now: Date) {
  for (const { row, retailer, candidateIds } of pending) {
    const data = {
      title: row.title,
      brand: row.brand,
      gtin: row.gtin,
      packSize: row.packSize,
      pricePence: row.pricePence,
      url: row.url,
      imageUrl: row.imageUrl,
      inStock: row.inStock,
      candidateIds,
      lastSeenAt: now,
    };
    await tx.feedItem.upsert({
      where: { retailer_itemId: { retailer, itemId: row.itemId } },
      create: { retailer, itemId: row.itemId, ...data },
      update: data,
    });
  }
}

async function loadContext(tx: Transaction, rows: FeedRow[]) {
  const products = await tx.supplement.findMany({
    select: { id: true, slug: true, name: true, brand: true, unitsPerPack: true, gtin: true },
  });
  const items = await tx.feedItem.findMany({
    where: { itemId: { in: [...new Set(rows.map((row) => row.itemId))] } },
    select: { retailer: true, itemId: true, status: true, supplementId: true },
  });
  const decisions = new Map(items.map((item) => [itemKey(item.retailer, item.itemId), item]));
  return { products, decisions };
}

async function existingOffers(tx: Transaction, rows: ValidPriceRow[]): Promise<Map<string, ExistingOffer>> {
  const supplementIds = [...new Set(rows.map((row) => row.supplementId))];
  const offers = await tx.retailerOffer.findMany({ where: { supplementId: { in: supplementIds } } });
  return new Map(offers.map((offer) => [offerKey(offer.supplementId, offer.retailer), offer]));
}

async function importFeed(input: FeedImportInput): Promise<FeedImportResult> {
  const startedAt = new Date();
  const now = input.now ?? startedAt;
  const parsed = parseFeed(input.content, input.format, now);
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('price-import'))`;
      const { products, decisions } = await loadContext(tx, parsed.rows);
      const sorted = sortRows(parsed.rows, { products, decisions, retailer: input.retailer, now });
      const existing = await existingOffers(tx, sorted.accepted);
      const duplicates = findDuplicateRows(
        sorted.accepted.map((row) => ({ line: row.line, key: offerKey(row.supplementId, row.retailer) })),
      );
      const rejections = [
        ...parsed.rejections,
        ...sorted.rejections,
        ...duplicates,
        ...staleRejections(sorted.accepted, existing),
      ].sort((a, b) => a.line - b.line);
      const ok = rejections.length === 0;
      const applied = ok
        ? await applyRows(tx, sorted.accepted, existing)
        : { offersCreated: 0, offersUpdated: 0, historyAppended: 0 };
      if (ok) {
        await savePending(tx, sorted.pending, now);
        await recordFeedImages(tx, sorted.images);
      }
      const counts = {
        rowsTotal: parsed.rowsTotal,
        rowsAccepted: ok ? sorted.accepted.length : 0,
        rowsRejected: rejections.length,
        rowsPending: ok ? sorted.pending.length : 0,
      };
      const run = await tx.priceImportRun.create({
        data: {
          fileName: input.fileName,
          userId: input.userId ?? null,
          ...counts,
          rejections: rejections.map(({ line, reason }) => ({ line, reason })),
          startedAt,
          finishedAt: new Date(),
        },
        select: { id: true },
      });
      return { runId: run.id, ...counts, rejections, rowsIgnored: ok ? sorted.ignored : 0, ...applied };
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}

export interface PriceFileInput extends Omit<FeedImportInput, "format"> {
  kind: PriceFileKind;
}

// Every product page, packs included (a price also shows as a cheaper alternative on other products' pages),
// the landing page, which counts retailers, and the cached /browse views. Imports run outside Next, where revalidatePath cannot.
export async function revalidatePricedPages(): Promise<void> {
  try {
    const products = await db().supplement.findMany({ select: { slug: true } });
    const paths = ["/", "/index", ...products.map((product) => productPath(product.slug))];
    await publishRevalidations([...paths.map(pathTag), BROWSE_CACHE_TAG]);
  } catch (error) {
    // The prices are in; the pages then catch up on their own 10-minute timer.
    console.error("[prices] imported, but the cached pages could not be revalidated", error);
  }
}

export async function importPriceFile(input: PriceFileInput): Promise<FeedImportResult> {
  const { kind, ...rest } = input;
  const feedFormat =
    kind === "xml" ? "google-xml" : kind === "json" ? undefined : detectFeedFormat(input.content);
  const result = feedFormat
    ? await importFeed({ ...rest, format: feedFormat })
    : {
        ...(await importPrices({ ...rest, format: kind === "json" ? "json" : "csv" })),
        rowsPending: 0,
        rowsIgnored: 0,
      };
  if (result.offersCreated + result.offersUpdated > 0) await revalidatePricedPages();
  return result;
}
