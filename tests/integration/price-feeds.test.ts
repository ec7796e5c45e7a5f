// Retailer feeds end to end on a migrated, seeded database: each standard format imported and
// matched (exact, pending for an admin, rejected), the admin's decisions (a confirmed match stores
// the GTIN so the next run matches exactly; an ignored item stays ignored), and feeds fetched from a
// local HTTP server on loopback — conditional requests, retries with back-off, status and last error
// — through the pg-boss queue. The scenarios run in order on one database.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { pathTag } from "@/lib/cache/shared-revalidations";
import { fetchFeedContent, runPriceFeed, syncConfiguredFeeds } from "@/lib/catalogue/feed-fetch";
import { importPriceFile } from "@/lib/catalogue/feed-import";
import { decideFeedItem, getPendingFeedItems } from "@/lib/catalogue/feed-review";
import { getPriceHistory } from "@/lib/catalogue/price-history";
import { productPath } from "@/lib/catalogue/product-paths";
import { type Database } from "@/lib/db/prisma";
import {
  FEED_FETCH_QUEUE,
  FEEDS_DUE_QUEUE,
  FEEDS_SCHEDULE,
  queueDueFeeds,
  startPriceFeedJobs,
} from "@/lib/jobs/price-feeds";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { startJobQueue } from "../support/job-queue";

// The feeds here are served on loopback, which only this setting lets the outbound guard reach.
process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow";

const NOW = new Date("2026-11-24T12:00:00Z");
const BIO_KULT = "Bio-Kult Everyday Gut Health Capsules";
const GTIN_BK_120 = "5036954000112";
const NO_WAIT = {
  retries: 2,
  backoffMs: 5,
  timeoutMs: 5_000,
  maxBytes: 1_000_000,
  sleep: () => Promise.resolve(),
};

let scratch: SeededDatabase;
let prisma: Database;
let adminId: string;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  adminId = (
    await prisma.user.create({
      data: {
        email: "feeds-admin@example.com",
        firstName: "Feed",
        lastName: "Admin",
        passwordHash: "x",
        role: "admin",
        termsAcceptedAt: new Date(),
        adultConfirmedAt: new Date(),
      },
    })
  ).id;
});
afterAll(async () => {
  await scratch.drop();
});

const item = (fields: Record<string, string>) =>
  `<item>\n${Object.entries(fields)
    .map(([name, value]) => `  <g:${name}>${value}</g:${name}>`)
    .join("\n")}\n</item>`;

const rss = (items: string[]) =>
  `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${items.join("\n")}\n</channel>\n</rss>\n`;

const base = (id: string, title: string, brand: string, price: string) => ({
  id,
  title,
  link: `https://shop.example.co.uk/p/${id}`,
  price,
  availability: "in_stock",
  brand,
});

const GOOGLE_FEED = rss([
  item(base("VD-1000", "Vitabiotics Ultra Vitamin D 1000 IU", "Vitabiotics", "7.49 GBP")),
  item({ ...base("BK-60", BIO_KULT, "Bio-Kult", "17.99 GBP"), unit_pricing_measure: "60 ct" }),
  item({ ...base("BK-X", BIO_KULT, "Bio-Kult", "29.99 GBP"), gtin: GTIN_BK_120 }),
  item(base("MYST-1", "Mystery Sleep Gummies", "Unknown Brand", "9.99 GBP")),
]);

async function productId(name: string, unitsPerPack: number) {
  return (await prisma.supplement.findFirstOrThrow({ where: { name, unitsPerPack }, select: { id: true } }))
    .id;
}

async function feedOffer(name: string, unitsPerPack: number, retailer: string) {
  return prisma.retailerOffer.findFirst({
    where: { supplement: { name, unitsPerPack }, retailer },
    include: { history: true },
  });
}

describe("importing feeds", () => {
  it("imports a Google XML feed: certain matches applied, uncertain rows pending, none guessed", async () => {
    const result = await importPriceFile({
      fileName: "google.xml",
      content: GOOGLE_FEED,
      kind: "xml",
      retailer: "Example Pharmacy",
      now: NOW,
    });
    expect(result).toMatchObject({
      rowsTotal: 4,
      rowsAccepted: 2,
      rowsRejected: 0,
      rowsPending: 2,
      offersCreated: 2,
    });
    expect(await feedOffer("Ultra Vitamin D 1000 IU", 96, "Example Pharmacy")).toMatchObject({
      source: "feed",
      pricePence: 749,
      packSize: 96,
      lastCheckedAt: NOW,
      history: [expect.objectContaining({ pricePence: 749, source: "feed" })],
    });
    expect(await feedOffer(BIO_KULT, 60, "Example Pharmacy")).toMatchObject({
      pricePence: 1799,
      packSize: 60,
    });
    // The Bio-Kult row without a pack size is one of three packs: nothing is guessed.
    expect(await feedOffer(BIO_KULT, 120, "Example Pharmacy")).toBeNull();
    const pending = await getPendingFeedItems();
    expect(pending.map((row) => row.itemId).sort()).toEqual(["BK-X", "MYST-1"]);
    const bioKult = pending.find((row) => row.itemId === "BK-X");
    expect(bioKult?.candidates).toHaveLength(3);
    expect(await prisma.priceImportRun.findUniqueOrThrow({ where: { id: result.runId } })).toMatchObject({
      rowsPending: 2,
    });
  });

  it("applies nothing from a feed with a non-GBP price or a row without a link", async () => {
    const before = await prisma.retailerOffer.findMany({ orderBy: { id: "asc" } });
    const pendingBefore = await prisma.feedItem.count();
    const bad = rss([
      item(base("VD-1000", "Vitabiotics Ultra Vitamin D 1000 IU", "Vitabiotics", "6.99 GBP")),
      item(base("VD-2000", "Vitabiotics Ultra Vitamin D 2000 IU", "Vitabiotics", "8.99 EUR")),
      item({ ...base("NEW-1", "Something New", "New Brand", "5.00 GBP"), link: "" }),
    ]);
    const result = await importPriceFile({
      fileName: "bad.xml",
      content: bad,
      kind: "xml",
      retailer: "Example Pharmacy",
    });
    expect(result.rowsAccepted).toBe(0);
    expect(result.rejections).toEqual([
      { line: 12, reason: 'price "8.99 EUR" is in EUR, not GBP' },
      { line: 20, reason: "link is missing" },
    ]);
    expect(await prisma.retailerOffer.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect(await prisma.feedItem.count()).toBe(pendingBefore);
  });

  it("reads an Awin CSV (the merchant is the retailer) and a Google TSV", async () => {
    const awin = [
      "aw_deep_link,product_name,aw_product_id,search_price,currency,merchant_name,brand_name,in_stock",
      "https://www.awin1.com/pclick.php?p=9,Ultra Vitamin D 2000 IU,9,8.25,GBP,Example Chemist,Vitabiotics,1",
    ].join("\n");
    const fromAwin = await importPriceFile({ fileName: "awin.csv", content: awin, kind: "csv", now: NOW });
    expect(fromAwin).toMatchObject({ rowsAccepted: 1, offersCreated: 1 });
    expect(await feedOffer("Ultra Vitamin D 2000 IU", 96, "Example Chemist")).toMatchObject({
      pricePence: 825,
    });

    const tsv =
      "id\ttitle\tlink\tprice\tavailability\tbrand\n" +
      "T1\tUltra Vitamin D 2000 IU\thttps://shop.example.co.uk/t1\t8.10 GBP\tout of stock\tVitabiotics\n";
    const fromTsv = await importPriceFile({
      fileName: "g.tsv",
      content: tsv,
      kind: "tsv",
      retailer: "Tab Shop",
      now: NOW,
    });
    expect(fromTsv).toMatchObject({ rowsAccepted: 1 });
    expect(await feedOffer("Ultra Vitamin D 2000 IU", 96, "Tab Shop")).toMatchObject({
      pricePence: 810,
      inStock: false,
    });
  });
});

describe("the admin's review", () => {
  it("a confirmed match stores the feed's GTIN and applies the price; ignore sets an item aside", async () => {
    const pending = await getPendingFeedItems();
    const bioKult = pending.find((row) => row.itemId === "BK-X");
    const mystery = pending.find((row) => row.itemId === "MYST-1");
    if (!bioKult || !mystery) throw new Error("the pending rows are missing");
    const bk120 = await productId(BIO_KULT, 120);
    const { slug } = await prisma.supplement.findUniqueOrThrow({
      where: { id: bk120 },
      select: { slug: true },
    });
    const pageTag = pathTag(productPath(slug));
    const revalidationsBefore = await prisma.cacheRevalidation.count({ where: { tag: pageTag } });
    await expect(
      decideFeedItem(bioKult.id, { action: "match", supplementId: bk120 }, adminId),
    ).resolves.toEqual({
      status: "matched",
      priceApplied: true,
      gtinStored: true,
    });
    expect(
      await prisma.supplement.findUniqueOrThrow({ where: { id: bk120 }, select: { gtin: true } }),
    ).toEqual({
      gtin: `0${GTIN_BK_120}`,
    });
    expect(await feedOffer(BIO_KULT, 120, "Example Pharmacy")).toMatchObject({
      pricePence: 2999,
      source: "feed",
    });
    // The applied price reaches the cached product page on every instance.
    expect(await prisma.cacheRevalidation.count({ where: { tag: pageTag } })).toBe(revalidationsBefore + 1);
    await expect(decideFeedItem(bioKult.id, { action: "ignore" }, adminId)).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await decideFeedItem(mystery.id, { action: "ignore" }, adminId);
    expect(await getPendingFeedItems()).toEqual([]);
  });

  it("the next run matches the confirmed row by GTIN and skips the ignored one", async () => {
    const result = await importPriceFile({
      fileName: "google.xml",
      content: GOOGLE_FEED.replace("29.99 GBP", "27.99 GBP"),
      kind: "xml",
      retailer: "Example Pharmacy",
    });
    expect(result).toMatchObject({ rowsAccepted: 3, rowsPending: 0, rowsIgnored: 1 });
    expect(await feedOffer(BIO_KULT, 120, "Example Pharmacy")).toMatchObject({ pricePence: 2799 });
  });

  it("gives each retailer's real price history, oldest first, without sample prices", async () => {
    const history = await getPriceHistory(await productId(BIO_KULT, 120));
    expect(history).toEqual([
      {
        retailer: "Example Pharmacy",
        points: [
          expect.objectContaining({ pricePence: 2999, inStock: true }),
          expect.objectContaining({ pricePence: 2799, inStock: true }),
        ],
      },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Fetching from a loopback server
// ---------------------------------------------------------------------------------------------

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = (_request, response) => response.end();
let server: Server;
let origin: string;
const requests: IncomingMessage["headers"][] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.headers);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const ETAG = '"feed-v1"';
const serveFeed: Handler = (request, response) => {
  if (request.headers["if-none-match"] === ETAG) {
    response.writeHead(304).end();
    return;
  }
  response.writeHead(200, { "content-type": "application/xml", etag: ETAG }).end(GOOGLE_FEED);
};

describe("fetching feeds", () => {
  it("retries transient failures with back-off and gives up on a 404 at once", async () => {
    let calls = 0;
    handler = (request, response) => {
      calls += 1;
      if (calls <= 2) response.writeHead(503).end();
      else serveFeed(request, response);
    };
    const waits: number[] = [];
    const options = {
      ...NO_WAIT,
      sleep: (ms: number) => {
        waits.push(ms);
        return Promise.resolve();
      },
    };
    await expect(
      fetchFeedContent(`${origin}/a.xml`, { etag: null, lastModified: null }, options),
    ).resolves.toMatchObject({
      kind: "fetched",
      etag: ETAG,
    });
    expect(waits).toEqual([5, 10]);

    calls = 0;
    handler = (_request, response) => {
      calls += 1;
      response.writeHead(404).end();
    };
    await expect(
      fetchFeedContent(`${origin}/b.xml`, { etag: null, lastModified: null }, options),
    ).rejects.toThrow("the server answered 404 Not Found");
    expect(calls).toBe(1);
  });

  it("runs a configured feed through the job queue, then asks conditionally and hears 304", async () => {
    handler = serveFeed;
    const url = `${origin}/feeds/google.xml`;
    await syncConfiguredFeeds([{ url, retailer: "Loopback Pharmacy" }]);
    const feed = await prisma.priceFeed.findUniqueOrThrow({ where: { url } });

    const { boss, stop } = await startJobQueue(scratch.url);
    try {
      await boss.createQueue(FEED_FETCH_QUEUE);
      const queued = await queueDueFeeds(boss);
      expect(queued).toBe(1);
      const [job] = await boss.fetch<{ feedId: string }>(FEED_FETCH_QUEUE);
      expect(job?.data).toEqual({ feedId: feed.id });
    } finally {
      await stop();
    }

    await expect(runPriceFeed(feed.id, NO_WAIT)).resolves.toMatchObject({ status: "ok" });
    expect(await prisma.priceFeed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({
      status: "ok",
      etag: ETAG,
      lastError: null,
    });
    expect(await feedOffer("Ultra Vitamin D 1000 IU", 96, "Loopback Pharmacy")).toMatchObject({
      pricePence: 749,
    });

    requests.length = 0;
    await expect(runPriceFeed(feed.id, NO_WAIT)).resolves.toEqual({ status: "not_modified", runId: null });
    expect(requests[0]?.["if-none-match"]).toBe(ETAG);
  });

  it("records a failing feed's status and last error for the dashboard", async () => {
    handler = (_request, response) => response.writeHead(500).end();
    const url = `${origin}/feeds/broken.xml`;
    await syncConfiguredFeeds([{ url, retailer: "Broken Pharmacy" }]);
    const feed = await prisma.priceFeed.findUniqueOrThrow({ where: { url } });
    await expect(runPriceFeed(feed.id, NO_WAIT)).resolves.toEqual({ status: "failed", runId: null });
    expect(await prisma.priceFeed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({
      status: "failed",
      lastError: "the server answered 500 Internal Server Error (after 3 attempts)",
    });
  });

  it("startPriceFeedJobs schedules the hourly run and its workers fetch every enabled feed", async () => {
    handler = serveFeed;
    const url = `${origin}/feeds/scheduled.xml`;
    const logged: string[] = [];
    const jobs = await startPriceFeedJobs(scratch.url, {
      feeds: [{ url, retailer: "Scheduled Pharmacy" }],
      log: (message) => logged.push(message),
    });
    try {
      expect(await jobs.boss.getSchedules()).toEqual([
        expect.objectContaining({ name: FEEDS_DUE_QUEUE, cron: FEEDS_SCHEDULE }),
      ]);
      // What the schedule sends every hour, sent now.
      await jobs.boss.send(FEEDS_DUE_QUEUE, {});
      const deadline = Date.now() + 20_000;
      let status = "never";
      while (status === "never" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = (await prisma.priceFeed.findUniqueOrThrow({ where: { url } })).status;
      }
      expect(status).toBe("ok");
      expect(await feedOffer("Ultra Vitamin D 1000 IU", 96, "Scheduled Pharmacy")).toMatchObject({
        pricePence: 749,
        source: "feed",
      });
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
