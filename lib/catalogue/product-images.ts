// Not server-only: the feed job in `npm start` fetches.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { db } from "../db/prisma";
import { serverEnv } from "../env";
import { fetchOutbound, OutboundAddressError, readAtMost } from "../security/outbound";
import { hasUrlCredentials } from "../security/url-credentials";
import type { Transaction } from "./mutations";

export const PRODUCT_IMAGE_SIZE = 480;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
/** Images fetched per run, so one big feed cannot hold the job for long. */
const BATCH = 50;

export interface FeedImage {
  supplementId: string;
  url: string;
  retailer: string;
}

export async function recordFeedImages(tx: Transaction, images: readonly FeedImage[]): Promise<void> {
  const seen = new Set<string>();
  for (const image of images) {
    if (seen.has(image.supplementId) || hasUrlCredentials(image.url)) continue;
    seen.add(image.supplementId);
    await tx.supplement.updateMany({
      where: { id: image.supplementId, imageSourceUrl: null },
      data: { imageSourceUrl: image.url, imageRetailer: image.retailer },
    });
  }
}

export function productImagePath(file: string, dir: string = serverEnv().PRODUCT_IMAGE_DIR): string {
  return path.resolve(dir, path.basename(file));
}

function unusable(response: Response): string | undefined {
  if (!response.ok) return `HTTP ${response.status}`;
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("image/")) return `not an image (${type || "no content type"})`;
  if (Number(response.headers.get("content-length") ?? "0") > MAX_IMAGE_BYTES) return "larger than 5 MB";
  return undefined;
}

async function download(url: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetchOutbound(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof OutboundAddressError) throw new Error(`refused: ${error.message}`);
    throw error;
  }
  const failure = unusable(response);
  if (failure) {
    await response.body?.cancel();
    throw new Error(failure);
  }
  const bytes = await readAtMost(response, MAX_IMAGE_BYTES);
  if (!bytes) throw new Error("larger than 5 MB");
  return bytes;
}

async function fetchOne(product: { id: string; imageSourceUrl: string }, dir: string): Promise<boolean> {
  const fetchedAt = new Date();
  try {
    const resized = await sharp(await download(product.imageSourceUrl), { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const file = `${product.id}.webp`;
    await mkdir(dir, { recursive: true });
    await writeFile(productImagePath(file, dir), resized);
    await db().supplement.update({
      where: { id: product.id },
      data: { imageFile: file, imageError: null, imageFetchedAt: fetchedAt },
    });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db().supplement.update({
      where: { id: product.id },
      data: { imageError: reason.slice(0, 300), imageFetchedAt: fetchedAt },
    });
    return false;
  }
}

export async function fetchProductImages(dir: string = serverEnv().PRODUCT_IMAGE_DIR): Promise<number> {
  const pending = await db().supplement.findMany({
    where: { imageSourceUrl: { not: null }, imageFetchedAt: null },
    select: { id: true, imageSourceUrl: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  let cached = 0;
  for (const product of pending) {
    if (
      product.imageSourceUrl &&
      (await fetchOne({ id: product.id, imageSourceUrl: product.imageSourceUrl }, dir))
    )
      cached += 1;
  }
  return cached;
}
