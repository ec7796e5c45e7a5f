// Not server-only: the job runs in `npm start`'s own process.
import { db } from "../db/prisma";
import { fetchOutbound, OutboundAddressError, readAtMost } from "../security/outbound";
import { importPriceFile } from "./feed-import";
import { formatRejection, priceFileFormatFor } from "./price-import";

export interface FetchOptions {
  retries: number;
  backoffMs: number;
  timeoutMs: number;
  maxBytes: number;
  sleep: (ms: number) => Promise<void>;
}

const DEFAULT_FETCH_OPTIONS: FetchOptions = {
  retries: 3,
  backoffMs: 30_000,
  timeoutMs: 60_000,
  maxBytes: 20 * 1024 * 1024,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type FetchOutcome =
  | { kind: "not-modified" }
  | { kind: "fetched"; content: string; etag: string | null; lastModified: string | null };

class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "FeedFetchError";
  }
}

async function fetchOnce(
  url: string,
  validators: { etag: string | null; lastModified: string | null },
  options: FetchOptions,
): Promise<FetchOutcome> {
  const headers: Record<string, string> = { accept: "application/xml, text/xml, text/csv, text/plain, */*" };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  let response: Response;
  try {
    response = await fetchOutbound(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    if (error instanceof OutboundAddressError) throw new FeedFetchError(`refused: ${error.message}`, false);
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : "";
    throw new FeedFetchError(`the request failed: ${reason || String(error)}`, true);
  }
  if (response.status === 304) return { kind: "not-modified" };
  if (!response.ok) {
    await response.body?.cancel();
    const retryable = response.status === 429 || response.status >= 500;
    throw new FeedFetchError(
      `the server answered ${response.status} ${response.statusText}`.trim(),
      retryable,
    );
  }
  const body = await readAtMost(response, options.maxBytes);
  if (!body) throw new FeedFetchError(`the feed is larger than ${options.maxBytes} bytes`, false);
  return {
    kind: "fetched",
    content: new TextDecoder("utf-8").decode(body),
    etag: response.headers.get("etag"),
    lastModified: response.headers.get("last-modified"),
  };
}

export async function fetchFeedContent(
  url: string,
  validators: { etag: string | null; lastModified: string | null },
  options: FetchOptions = DEFAULT_FETCH_OPTIONS,
): Promise<FetchOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchOnce(url, validators, options);
    } catch (error) {
      const retryable = error instanceof FeedFetchError && error.retryable;
      if (!retryable || attempt >= options.retries) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(attempt > 0 ? `${message} (after ${attempt + 1} attempts)` : message);
      }
      await options.sleep(options.backoffMs * 2 ** attempt);
    }
  }
}

export type FeedRunStatus = "ok" | "not_modified" | "rejected" | "failed";

const REJECTIONS_SHOWN = 3;

export async function runPriceFeed(
  feedId: string,
  options: FetchOptions = DEFAULT_FETCH_OPTIONS,
): Promise<{ status: FeedRunStatus; runId: string | null }> {
  const feed = await db().priceFeed.findUniqueOrThrow({ where: { id: feedId } });
  const fetchedAt = new Date();
  let outcome: FetchOutcome;
  try {
    outcome = await fetchFeedContent(feed.url, feed, options);
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    await db().priceFeed.update({
      where: { id: feedId },
      data: { status: "failed", lastError, lastFetchedAt: fetchedAt },
    });
    return { status: "failed", runId: null };
  }
  if (outcome.kind === "not-modified") {
    await db().priceFeed.update({
      where: { id: feedId },
      data: { status: "not_modified", lastError: null, lastFetchedAt: fetchedAt },
    });
    return { status: "not_modified", runId: null };
  }
  const fileName = new URL(feed.url).pathname.split("/").pop() || feed.url;
  const kind = priceFileFormatFor(fileName) ?? "csv";
  const result = await importPriceFile({
    fileName: feed.url.slice(0, 500),
    content: outcome.content,
    kind,
    ...(feed.retailer ? { retailer: feed.retailer } : {}),
  });
  const status: FeedRunStatus = result.rowsRejected > 0 ? "rejected" : "ok";
  const lastError =
    status === "rejected"
      ? `${result.rowsRejected} row(s) rejected, nothing applied: ${result.rejections
          .slice(0, REJECTIONS_SHOWN)
          .map((rejection) => formatRejection(rejection, kind))
          .join("; ")}`
      : null;
  await db().priceFeed.update({
    where: { id: feedId },
    data: {
      status,
      lastError,
      lastFetchedAt: fetchedAt,
      lastChangedAt: fetchedAt,
      lastRunId: result.runId,
      // A rejected feed keeps no validators, so the next fetch reads it again and reports it again
      // rather than hearing "not modified".
      etag: status === "ok" ? outcome.etag : null,
      lastModified: status === "ok" ? outcome.lastModified : null,
    },
  });
  return { status, runId: result.runId };
}

export async function syncConfiguredFeeds(
  feeds: { url: string; retailer?: string | undefined }[],
): Promise<void> {
  for (const feed of feeds) {
    const retailer = feed.retailer ?? null;
    await db().priceFeed.upsert({
      where: { url: feed.url },
      create: { url: feed.url, retailer },
      update: { retailer },
    });
  }
}

export const FETCH_NOW_OPTIONS: FetchOptions = {
  ...DEFAULT_FETCH_OPTIONS,
  retries: 1,
  backoffMs: 2_000,
  timeoutMs: 30_000,
};

export interface PriceFeedView {
  id: string;
  url: string;
  retailer: string | null;
  enabled: boolean;
  status: string;
  lastError: string | null;
  lastFetchedAt: Date | null;
  lastChangedAt: Date | null;
}

export async function listPriceFeeds(): Promise<PriceFeedView[]> {
  return db().priceFeed.findMany({
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      url: true,
      retailer: true,
      enabled: true,
      status: true,
      lastError: true,
      lastFetchedAt: true,
      lastChangedAt: true,
    },
  });
}

export async function addPriceFeed(input: {
  url: string;
  retailer?: string | undefined;
}): Promise<PriceFeedView> {
  await syncConfiguredFeeds([input]);
  return db().priceFeed.findUniqueOrThrow({
    where: { url: input.url },
    select: {
      id: true,
      url: true,
      retailer: true,
      enabled: true,
      status: true,
      lastError: true,
      lastFetchedAt: true,
      lastChangedAt: true,
    },
  });
}
