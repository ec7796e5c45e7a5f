// A price import run outside the server (`npm run prices:import`, the scheduled feeds) revalidates the
// cached pages that show prices on every instance, through the shared table of revalidations
// (lib/cache/shared-revalidations.ts): two coordinators on the database stand for two instances.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createSharedRevalidations, type TagRevalidation } from "@/lib/cache/shared-revalidations";
import { BROWSE_CACHE_TAG } from "@/lib/catalogue/browse-views";
import { importPriceFile } from "@/lib/catalogue/feed-import";
import { type Database } from "@/lib/db/prisma";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

const VITAMIN_D_2000 = "vitabiotics-ultra-vitamin-d-2000-iu-96";

let scratch: SeededDatabase;
let prisma: Database;
let dir: string;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  dir = await mkdtemp(path.join(os.tmpdir(), "price-revalidation-"));
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await scratch.drop();
});

/** An instance's coordinator with its own clock, and the tags it has applied. */
async function instance() {
  const clock = { now: Date.now() };
  const applied: string[] = [];
  const shared = createSharedRevalidations({ database: () => prisma, now: () => clock.now });
  const refresh = async () => {
    clock.now += 1_000;
    await shared.refresh((revalidations: TagRevalidation[]) => {
      applied.push(...revalidations.map((revalidation) => revalidation.tag));
      return Promise.resolve();
    });
  };
  await refresh();
  applied.length = 0;
  return { applied, refresh };
}

/** A CSV of the app's columns pricing the 2000 IU vitamin D at Superdrug, checked now. */
async function feedFile(pricePence: number): Promise<string> {
  const file = path.join(dir, `feed-${pricePence}.csv`);
  await writeFile(
    file,
    [
      "product,retailer,price,pack_size,url,in_stock,checked_at",
      `${VITAMIN_D_2000},Superdrug,${(pricePence / 100).toFixed(2)},96,https://www.superdrug.com/vd2000,yes,${new Date().toISOString().slice(0, 10)}`,
    ].join("\n"),
  );
  return file;
}

it("a CLI import revalidates the product's page, the landing page and the cached /browse views on every instance", async () => {
  const a = await instance();
  const b = await instance();
  const file = await feedFile(1_049);
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const script = path.join(process.cwd(), "scripts", "prices-import.ts");
  const { stdout } = await promisify(execFile)(tsx, [script, "--", file], {
    env: { ...process.env, DATABASE_URL: scratch.url },
  });
  expect(stdout).toContain("1 of 1 row(s) imported");

  await a.refresh();
  await b.refresh();
  for (const { applied } of [a, b]) {
    expect(applied).toEqual(
      expect.arrayContaining([
        `_N_T_/supplement/${VITAMIN_D_2000}`,
        "_N_T_/",
        "_N_T_/index",
        BROWSE_CACHE_TAG,
      ]),
    );
  }
  // Every product page, packs included: the price is a cheaper alternative on the other vitamin D pages too.
  const products = await prisma.supplement.count();
  expect(a.applied.filter((tag) => tag.startsWith("_N_T_/supplement/"))).toHaveLength(products);
}, 120_000);

it("an import that changes no offer revalidates nothing", async () => {
  const file = await feedFile(1_099);
  const content = await readFile(file, "utf8");
  const first = await importPriceFile({ fileName: "feed.csv", content, kind: "csv" });
  expect(first.offersUpdated).toBe(1);

  const a = await instance();
  const again = await importPriceFile({ fileName: "feed.csv", content, kind: "csv" });
  expect(again.offersCreated + again.offersUpdated).toBe(0);
  await a.refresh();
  expect(a.applied).toEqual([]);
});
