// Not server-only: integration tests call it directly.
import { AppError } from "../errors/app-error";
import { db } from "../db/prisma";
import { revalidatePricedPages } from "./feed-import";
import { applyRows, staleRejections, type Transaction } from "./mutations";
import { offerKey, type ValidPriceRow } from "./price-import";

export type FeedItemAction = { action: "match"; supplementId: string } | { action: "ignore" };

export interface FeedItemDecisionResult {
  status: "matched" | "ignored";
  priceApplied: boolean;
  gtinStored: boolean;
}

const conflict = (message: string) => new AppError("CONFLICT", message);

async function pendingItem(tx: Transaction, id: string) {
  const item = await tx.feedItem.findUnique({ where: { id } });
  if (!item) throw AppError.notFound("NOT_FOUND", "No such feed item");
  if (item.status !== "pending") throw conflict(`This feed item was already ${item.status}`);
  return item;
}

type Item = Awaited<ReturnType<typeof pendingItem>>;

async function storeGtin(tx: Transaction, item: Item, product: { id: string; gtin: string | null }) {
  if (!item.gtin || product.gtin === item.gtin) return false;
  if (product.gtin !== null)
    throw conflict(`The product already has GTIN ${product.gtin}; this row's GTIN is ${item.gtin}`);
  const holder = await tx.supplement.findUnique({ where: { gtin: item.gtin }, select: { slug: true } });
  if (holder) throw conflict(`GTIN ${item.gtin} already belongs to ${holder.slug}`);
  await tx.supplement.update({ where: { id: product.id }, data: { gtin: item.gtin } });
  return true;
}

async function applyItemPrice(
  tx: Transaction,
  item: Item,
  product: { id: string; slug: string; unitsPerPack: number | null },
) {
  const packSize = item.packSize ?? product.unitsPerPack;
  // Neither the feed nor the catalogue says what the price buys.
  if (packSize === null) return false;
  const row: ValidPriceRow = {
    line: 1,
    supplementId: product.id,
    product: product.slug,
    retailer: item.retailer,
    pricePence: item.pricePence,
    packSize,
    url: item.url,
    inStock: item.inStock,
    checkedAt: item.lastSeenAt,
  };
  const offer = await tx.retailerOffer.findFirst({
    where: { supplementId: product.id, retailer: { equals: item.retailer, mode: "insensitive" } },
  });
  const existing = new Map(offer ? [[offerKey(offer.supplementId, offer.retailer), offer]] : []);
  if (staleRejections([row], existing).length > 0) return false;
  await applyRows(tx, [row], existing);
  return true;
}

export async function decideFeedItem(
  id: string,
  decision: FeedItemAction,
  userId: string,
): Promise<FeedItemDecisionResult> {
  const result = await db().$transaction(async (tx): Promise<FeedItemDecisionResult> => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('price-import'))`;
    const item = await pendingItem(tx, id);
    const decided = { decidedById: userId, decidedAt: new Date() };
    if (decision.action === "ignore") {
      await tx.feedItem.update({
        where: { id },
        data: { status: "ignored", supplementId: null, ...decided },
      });
      return { status: "ignored", priceApplied: false, gtinStored: false };
    }
    const product = await tx.supplement.findUnique({
      where: { id: decision.supplementId },
      select: { id: true, slug: true, unitsPerPack: true, gtin: true },
    });
    if (!product) throw AppError.notFound("SUPPLEMENT_NOT_FOUND");
    const gtinStored = await storeGtin(tx, item, product);
    await tx.feedItem.update({
      where: { id },
      data: { status: "matched", supplementId: product.id, ...decided },
    });
    const priceApplied = await applyItemPrice(tx, item, product);
    return { status: "matched", priceApplied, gtinStored };
  });
  if (result.priceApplied) await revalidatePricedPages();
  return result;
}

export interface PendingFeedItemView {
  id: string;
  retailer: string;
  itemId: string;
  title: string;
  brand: string | null;
  gtin: string | null;
  packSize: number | null;
  pricePence: number;
  url: string;
  lastSeenAt: Date;
  candidates: { id: string; label: string }[];
}

export const PENDING_ITEMS_SHOWN = 50;

export async function getPendingFeedItems(limit = PENDING_ITEMS_SHOWN): Promise<PendingFeedItemView[]> {
  const items = await db().feedItem.findMany({
    where: { status: "pending" },
    orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
    take: limit,
  });
  const ids = [...new Set(items.flatMap((item) => item.candidateIds))];
  const products = await db().supplement.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, brand: true, unitsPerPack: true },
  });
  const labels = new Map(
    products.map((product) => [
      product.id,
      `${product.brand} · ${product.name} · ${product.unitsPerPack === null ? "pack size not known" : `${product.unitsPerPack} per pack`}`,
    ]),
  );
  return items.map((item) => ({
    id: item.id,
    retailer: item.retailer,
    itemId: item.itemId,
    title: item.title,
    brand: item.brand,
    gtin: item.gtin,
    packSize: item.packSize,
    pricePence: item.pricePence,
    url: item.url,
    lastSeenAt: item.lastSeenAt,
    candidates: item.candidateIds.flatMap((candidate) => {
      const label = labels.get(candidate);
      return label ? [{ id: candidate, label }] : [];
    }),
  }));
}
