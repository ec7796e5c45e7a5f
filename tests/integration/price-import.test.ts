// The price feed importer on a migrated, seeded database: offers upserted as 'feed', history only on
// change, re-imports idempotent, a file with any bad row applied not at all, every run recorded.
// The scenarios run in order on one database, each starting from the state the previous one left.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { importPrices } from "@/lib/catalogue/mutations";
import { formatRejection, type PriceFileFormat } from "@/lib/catalogue/price-import";
import { type Database } from "@/lib/db/prisma";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

const NOW = new Date("2026-11-22T12:00:00Z");
const FIXTURES = path.join(process.cwd(), "tests", "fixtures", "prices");
const VITAMIN_D_1000 = "vitabiotics-ultra-vitamin-d-1000-iu-96";
const VITAMIN_D_2000 = "vitabiotics-ultra-vitamin-d-2000-iu-96";

let scratch: SeededDatabase;
let prisma: Database;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
});
afterAll(async () => {
  await scratch.drop();
});

async function importFixture(fileName: string) {
  const format: PriceFileFormat = fileName.endsWith(".json") ? "json" : "csv";
  return importPrices({
    fileName,
    content: await readFile(path.join(FIXTURES, fileName), "utf8"),
    format,
    now: NOW,
  });
}

async function offer(slug: string, retailer: string) {
  return prisma.retailerOffer.findFirst({
    where: { supplement: { slug }, retailer },
    include: { history: { orderBy: { recordedAt: "asc" } } },
  });
}

/** Every offer and history row, to prove an import changed nothing. */
async function snapshot() {
  const [offers, history] = await Promise.all([
    prisma.retailerOffer.findMany({ orderBy: { id: "asc" } }),
    prisma.priceHistory.findMany({ orderBy: { id: "asc" } }),
  ]);
  return { offers, history };
}

describe("importPrices", () => {
  it("imports a valid file: replaces the sample offer with the feed's, creates new offers, appends history, records the run", async () => {
    const sample = await offer(VITAMIN_D_1000, "Boots");
    expect(sample).toMatchObject({ source: "sample", pricePence: 895 });
    const offersBefore = await prisma.retailerOffer.count({
      where: { supplement: { slug: VITAMIN_D_1000 } },
    });

    const result = await importFixture("valid.csv");

    expect(result).toMatchObject({
      rowsTotal: 3,
      rowsAccepted: 3,
      rowsRejected: 0,
      rejections: [],
      offersCreated: 1,
      offersUpdated: 2,
      historyAppended: 3,
    });
    const boots = await offer(VITAMIN_D_1000, "Boots");
    expect(boots).toMatchObject({
      id: sample?.id,
      source: "feed",
      pricePence: 850,
      packSize: 96,
      inStock: true,
      url: "https://www.boots.com/vitabiotics-ultra-vitamin-d-1000iu-tablets-96",
      lastCheckedAt: new Date("2026-11-20T00:00:00Z"),
    });
    expect(
      boots?.history.map((row) => [row.pricePence, row.inStock, row.source, row.recordedAt.toISOString()]),
    ).toEqual([[850, true, "feed", "2026-11-20T00:00:00.000Z"]]);
    expect(await offer(VITAMIN_D_1000, "Chemist Direct")).toMatchObject({
      source: "feed",
      pricePence: 899,
      url: "https://www.chemistdirect.co.uk/vitabiotics-ultra-vitamin-d?size=96,tablets",
      lastCheckedAt: new Date("2026-11-20T09:30:00Z"),
    });
    expect(await prisma.retailerOffer.count({ where: { supplement: { slug: VITAMIN_D_1000 } } })).toBe(
      offersBefore + 1,
    );
    // Same price as the sample, but now a real feed price and out of stock: history records both.
    expect(await offer(VITAMIN_D_2000, "Amazon UK")).toMatchObject({
      source: "feed",
      pricePence: 1049,
      inStock: false,
      history: [expect.objectContaining({ pricePence: 1049, inStock: false })],
    });

    const run = await prisma.priceImportRun.findUniqueOrThrow({ where: { id: result.runId } });
    expect(run).toMatchObject({
      fileName: "valid.csv",
      userId: null,
      rowsTotal: 3,
      rowsAccepted: 3,
      rowsRejected: 0,
      rejections: [],
    });
    expect(run.finishedAt).toBeInstanceOf(Date);
  });

  it("changes nothing and appends no history when the same file is imported again", async () => {
    const before = await snapshot();
    const result = await importFixture("valid.csv");
    expect(result).toMatchObject({
      rowsTotal: 3,
      rowsAccepted: 3,
      rowsRejected: 0,
      offersCreated: 0,
      offersUpdated: 0,
      historyAppended: 0,
    });
    expect(await snapshot()).toEqual(before);
    expect(await prisma.priceImportRun.count({ where: { fileName: "valid.csv" } })).toBe(2);
  });

  it("appends exactly one history row for one price change", async () => {
    const historyBefore = await prisma.priceHistory.count();
    const result = await importFixture("price-change.csv");
    expect(result).toMatchObject({ offersCreated: 0, offersUpdated: 1, historyAppended: 1 });
    expect(await prisma.priceHistory.count()).toBe(historyBefore + 1);
    const boots = await offer(VITAMIN_D_1000, "Boots");
    expect(boots?.pricePence).toBe(799);
    expect(boots?.history.map((row) => row.pricePence)).toEqual([850, 799]);
  });

  it("applies nothing from a file with one bad row, and reports the row's line and reason", async () => {
    const before = await snapshot();
    const result = await importFixture("one-bad-row.csv");
    expect(result).toMatchObject({
      rowsTotal: 3,
      rowsAccepted: 0,
      rowsRejected: 1,
      offersCreated: 0,
      offersUpdated: 0,
      historyAppended: 0,
    });
    expect(result.rejections.map((rejection) => formatRejection(rejection, "csv"))).toEqual([
      'line 3: price "12.999" must be pounds with up to 2 decimals, e.g. 12.99',
    ]);
    // The valid rows around it (a Boots price cut, a new Superdrug offer) were not applied either.
    expect(await snapshot()).toEqual(before);
    expect(await prisma.priceImportRun.findUniqueOrThrow({ where: { id: result.runId } })).toMatchObject({
      fileName: "one-bad-row.csv",
      rowsTotal: 3,
      rowsAccepted: 0,
      rowsRejected: 1,
      rejections: result.rejections,
    });
  });

  it("rejects an unknown product slug", async () => {
    const before = await snapshot();
    const result = await importFixture("unknown-product.csv");
    expect(result.rejections).toEqual([
      { line: 3, reason: 'unknown product "no-such-product-60" (no supplement has this slug or id)' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("imports a JSON feed, naming products by id as well as slug", async () => {
    const result = await importFixture("valid.json");
    expect(result).toMatchObject({
      rowsTotal: 2,
      rowsAccepted: 2,
      offersCreated: 1,
      offersUpdated: 1,
      historyAppended: 2,
    });
    expect(await offer("betteryou-dlux-vitamin-d-k2-oral-spray-12ml-60", "Lloyds Pharmacy")).toMatchObject({
      pricePence: 1199,
      inStock: false,
      source: "feed",
    });

    const product = await prisma.supplement.findUniqueOrThrow({ where: { slug: VITAMIN_D_2000 } });
    const byId = JSON.stringify([
      {
        product: product.id,
        retailer: "Amazon UK",
        price: 10.29,
        pack_size: 96,
        url: "https://www.amazon.co.uk/dp/B00EXAMPLE",
        in_stock: 1,
        checked_at: "2026-11-21",
      },
    ]);
    expect(
      await importPrices({ fileName: "by-id.json", content: byId, format: "json", now: NOW }),
    ).toMatchObject({ rowsAccepted: 1, offersUpdated: 1, historyAppended: 1 });
    expect(await offer(VITAMIN_D_2000, "Amazon UK")).toMatchObject({ pricePence: 1029, inStock: true });
  });

  it("rejects a row older than the offer's current feed price instead of rolling the price back", async () => {
    const before = await snapshot();
    const stale = `product,retailer,price,pack_size,url,in_stock,checked_at\n${VITAMIN_D_1000},Boots,8.95,96,https://www.boots.com/x,yes,2026-11-01\n`;
    const result = await importPrices({
      fileName: "stale.csv",
      content: stale,
      format: "csv",
      now: NOW,
    });
    expect(result.rejections).toEqual([
      {
        line: 2,
        reason:
          "checked_at 2026-11-01T00:00:00.000Z is older than the current feed price of this offer (checked 2026-11-21T00:00:00.000Z)",
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("records an unreadable file as one rejection on line 1", async () => {
    const result = await importPrices({
      fileName: "broken.json",
      content: "[{",
      format: "json",
      now: NOW,
      userId: undefined,
    });
    expect(result).toMatchObject({
      rowsTotal: 0,
      rowsAccepted: 0,
      rowsRejected: 1,
    });
    expect(result.rejections.map((rejection) => rejection.line)).toEqual([1]);
    expect(result.rejections[0]!.reason).toMatch(/^not valid JSON/);
    expect(await prisma.priceImportRun.findUniqueOrThrow({ where: { id: result.runId } })).toMatchObject({
      fileName: "broken.json",
      rowsRejected: 1,
    });
  });
});

describe("npm run prices:import", () => {
  const run = promisify(execFile);
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const script = path.join(process.cwd(), "scripts", "prices-import.ts");
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "prices-import-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const cli = async (file: string, env: Record<string, string | undefined>) => {
    try {
      const { stdout, stderr } = await run(tsx, [script, "--", file], { env: { ...process.env, ...env } });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it("prints a summary, each rejected row as `line N: reason`, and exits 1 on a rejection", async () => {
    // The CLI judges checked_at against the real clock, so the file is dated today.
    const today = new Date().toISOString().slice(0, 10);
    const file = path.join(dir, "feed.csv");
    await writeFile(
      file,
      [
        "product,retailer,price,pack_size,url,in_stock,checked_at",
        `${VITAMIN_D_2000},Superdrug,10.50,96,https://www.superdrug.com/vd2000,yes,${today}`,
        `${VITAMIN_D_2000},Superdrug,10.40,96,https://www.superdrug.com/vd2000,yes,${today}`,
      ].join("\n"),
    );

    const rejected = await cli(file, { DATABASE_URL: scratch.url });
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toContain("feed.csv: 2 row(s), 1 rejected. Nothing was imported");
    expect(rejected.stderr).toContain("line 3: the same product and retailer are already on line 2");

    await writeFile(
      file,
      [
        "product,retailer,price,pack_size,url,in_stock,checked_at",
        `${VITAMIN_D_2000},Superdrug,10.50,96,https://www.superdrug.com/vd2000,yes,${today}`,
      ].join("\n"),
    );
    const imported = await cli(file, { DATABASE_URL: scratch.url });
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      /feed\.csv: 1 of 1 row\(s\) imported\. Offers: 0 created, 1 updated, 0 unchanged; 1 price history row\(s\) appended; 0 waiting for a match on \/scraping-dashboard, 0 ignored\./,
    );
  });

  it("explains that DATABASE_URL is needed and that `npm start` does not print it", async () => {
    const result = await cli(path.join(FIXTURES, "valid.csv"), { DATABASE_URL: "" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("DATABASE_URL is not set");
    expect(result.stderr).toContain("`npm start` prints nothing");
  });
});
