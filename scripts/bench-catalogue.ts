// `npm run bench:catalogue` (docs/benchmarks.md "Catalogue at 20,000 products"): exits 0 whether or not a target is
// met. lib/catalogue/search.ts imports "server-only", so it runs under the react-server condition (package.json).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded-postgres";
import { migrate } from "../lib/db/migrate";
import { seedDatabase } from "../prisma/seed";
import { buildIsCurrent } from "./build-state";
import { parseBrowseParams, type RawSearchParams } from "../lib/catalogue/search-params";
import { percentile } from "../lib/utils/percentile";
import { runAutocannon } from "./autocannon";

const ROOT = path.resolve(__dirname, "..");
const PG_PORT = 56700;
const HTTP_PORT = 3700;
const BASE = `http://localhost:${HTTP_PORT}`;

const PRODUCTS = 20_000;
const BATCH = 2_000;
const SEARCH_WARMUP = 10;
const SEARCH_ITERATIONS = 200;
const SSR_WARMUP = 10;
const SSR_REQUESTS = 200;
const DETAIL_IDS = 50;
const TARGET_SEARCH_P95_MS = 20;
const TARGET_SSR_P50_MS = 50;
/** Caps that bound the run: a query or page slower than its cap stops early, and its row shows the smaller n. */
const SEARCH_QUERY_BUDGET_MS = 12_000;
const SSR_KIND_BUDGET_MS = 30_000;
const LOAD_CONNECTIONS = 20;
const LOAD_SECONDS = 8;

const log = (message: string) => console.log(`[bench] ${message}`);

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = () => number;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function pick<T>(random: Random, list: readonly T[]): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error("pick from an empty list");
  return value;
}
function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const copy = [...list];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
const ms = (value: number) => `${value.toFixed(2)} ms`;

const BRANDS = Array.from({ length: 40 }, (_, i) => `Benchbrand ${String(i + 1).padStart(2, "0")}`);
const FORMS = ["capsule", "tablet", "softgel", "powder", "gummy", "liquid", "spray", "lozenge"] as const;
const FORM_LABEL: Record<(typeof FORMS)[number], string> = {
  capsule: "Capsules",
  tablet: "Tablets",
  softgel: "Softgels",
  powder: "Powder",
  gummy: "Gummies",
  liquid: "Liquid",
  spray: "Oral Spray",
  lozenge: "Lozenges",
};
const DESCRIPTORS = [
  "High Strength",
  "Complex",
  "Plus",
  "Max",
  "Daily",
  "Advanced",
  "Pure",
  "Essentials",
  "Once a Day",
  "Extra",
];
const RETAILERS = ["Bench Pharmacy", "Bench Health Store", "Bench Online"];
const REVIEWERS = 2_000;
const CHECKED_AT = "2026-01-01T00:00:00.000Z";

interface IngredientRow {
  id: string;
  name: string;
  category: string;
}

/** A v4-shaped, deterministic id, so the same run always produces the same catalogue. */
/** Supplement pages are addressed by slug. */
const productSlug = (n: number) => `bench-${String(n).padStart(5, "0")}`;
const productId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

async function generateCatalogue(client: pg.Client): Promise<string[]> {
  const { rows: ingredients } = await client.query<IngredientRow>(
    `SELECT "id", "name", "category"::text AS "category" FROM "ingredients" ORDER BY "slug"`,
  );
  if (ingredients.length === 0) throw new Error("the seed produced no ingredients");
  const random = prng(20_000);
  const ids: string[] = [];
  const created = Date.parse("2025-06-01T00:00:00Z");

  for (let start = 1; start <= PRODUCTS; start += BATCH) {
    const products: Record<string, unknown>[] = [];
    const links: Record<string, unknown>[] = [];
    const offers: Record<string, unknown>[] = [];
    for (let n = start; n < Math.min(start + BATCH, PRODUCTS + 1); n += 1) {
      const id = productId(n);
      ids.push(id);
      const chosen = sample(
        random,
        ingredients,
        int(random, 1, 8) <= 4 ? int(random, 1, 2) : int(random, 3, 8),
      );
      const first = chosen[0] as IngredientRow;
      const form = pick(random, FORMS);
      const descriptor = pick(random, DESCRIPTORS);
      const name =
        chosen.length === 1
          ? `${first.name} ${descriptor} ${FORM_LABEL[form]}`
          : chosen.length === 2
            ? `${first.name} & ${(chosen[1] as IngredientRow).name} ${descriptor} ${FORM_LABEL[form]}`
            : `${first.name} ${descriptor} Multi ${FORM_LABEL[form]}`;
      const unitsPerPack = pick(random, [30, 60, 90, 120, 180, 365]);
      const vegan = random() < 0.3;
      products.push({
        id,
        slug: productSlug(n),
        name,
        brand: pick(random, BRANDS),
        description: `Generated benchmark product ${n}.`,
        form,
        units_per_pack: unitsPerPack,
        units_per_serving: int(random, 1, 2),
        category: first.category,
        vegan,
        vegetarian: vegan || random() < 0.5,
        gluten_free: random() < 0.7,
        created_at: new Date(created + n * 60_000).toISOString(),
      });
      for (const ingredient of chosen) {
        links.push({
          supplement_id: id,
          ingredient_id: ingredient.id,
          amount: int(random, 1, 100) * 10,
          unit: "mg",
        });
      }
      for (const retailer of sample(random, RETAILERS, int(random, 1, 3))) {
        offers.push({
          id: `00000000-0000-4000-9000-${(n * 4 + RETAILERS.indexOf(retailer)).toString(16).padStart(12, "0")}`,
          supplement_id: id,
          retailer,
          price_pence: int(random, 299, 4999),
          pack_size: unitsPerPack,
          url: `https://example.com/bench/${n}/${RETAILERS.indexOf(retailer)}`,
          in_stock: random() < 0.9,
        });
      }
    }
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO "supplements" ("id", "slug", "name", "brand", "description", "form", "units_per_pack",
         "units_per_serving", "category", "benefits", "vegan", "vegetarian", "gluten_free", "label_checked_at",
         "created_at", "updated_at")
       SELECT r."id", r."slug", r."name", r."brand", r."description", r."form"::"product_form", r."units_per_pack",
              r."units_per_serving", r."category"::"supplement_category", '{}', r."vegan", r."vegetarian", r."gluten_free",
              r."created_at", r."created_at", r."created_at"
       FROM jsonb_to_recordset($1::jsonb) AS r("id" text, "slug" text, "name" text, "brand" text, "description" text,
         "form" text, "units_per_pack" int, "units_per_serving" int, "category" text, "vegan" boolean,
         "vegetarian" boolean, "gluten_free" boolean, "created_at" timestamp)`,
      [JSON.stringify(products)],
    );
    await client.query(
      `INSERT INTO "supplement_ingredients" ("supplement_id", "ingredient_id", "amount", "unit")
       SELECT r."supplement_id", r."ingredient_id", r."amount", r."unit"
       FROM jsonb_to_recordset($1::jsonb) AS r("supplement_id" text, "ingredient_id" text, "amount" float8, "unit" text)`,
      [JSON.stringify(links)],
    );
    await client.query(
      `INSERT INTO "retailer_offers" ("id", "supplement_id", "retailer", "price_pence", "pack_size", "url", "in_stock",
         "source", "last_checked_at", "updated_at")
       SELECT r."id", r."supplement_id", r."retailer", r."price_pence", r."pack_size", r."url", r."in_stock",
              'sample', $2::timestamp, $2::timestamp
       FROM jsonb_to_recordset($1::jsonb) AS r("id" text, "supplement_id" text, "retailer" text, "price_pence" int,
         "pack_size" int, "url" text, "in_stock" boolean)`,
      [JSON.stringify(offers), CHECKED_AT],
    );
    await client.query("COMMIT");
  }
  await generateReviews(client, ids, random);
  // The bulk load left supplements about three times its live size (its triggers rewrite each row): compact it once, as
  // a steady-state table, rather than time scans over dead rows only a bulk load leaves behind.
  await client.query(`VACUUM FULL "supplements"`);
  await client.query("VACUUM ANALYZE");
  return ids;
}

async function generateReviews(client: pg.Client, productIds: string[], random: Random): Promise<void> {
  const users = Array.from({ length: REVIEWERS }, (_, i) => ({
    id: `00000000-0000-4000-a000-${(i + 1).toString(16).padStart(12, "0")}`,
    email: `bench-reviewer-${i + 1}@example.com`,
  }));
  const reviews: Record<string, unknown>[] = [];
  for (const supplementId of productIds) {
    if (random() >= 0.25) continue;
    for (const user of sample(random, users, int(random, 1, 12))) {
      reviews.push({
        supplement_id: supplementId,
        user_id: user.id,
        rating: pick(random, [1, 2, 3, 3, 4, 4, 4, 5, 5, 5]),
      });
    }
  }
  await client.query("BEGIN");
  await client.query(
    `INSERT INTO "users" ("id", "email", "first_name", "last_name", "password_hash", "terms_accepted_at", "adult_confirmed_at", "updated_at")
     SELECT r."id", r."email", 'Bench', 'Reviewer', 'not a password hash', $2::timestamp, $2::timestamp, $2::timestamp
     FROM jsonb_to_recordset($1::jsonb) AS r("id" text, "email" text)`,
    [JSON.stringify(users), CHECKED_AT],
  );
  await client.query(
    `INSERT INTO "reviews" ("id", "supplement_id", "user_id", "rating", "body", "created_at", "updated_at")
     SELECT gen_random_uuid()::text, r."supplement_id", r."user_id", r."rating", 'Generated benchmark review.', $2::timestamp, $2::timestamp
     FROM jsonb_to_recordset($1::jsonb) AS r("supplement_id" text, "user_id" text, "rating" int)`,
    [JSON.stringify(reviews), CHECKED_AT],
  );
  await client.query("COMMIT");
}

const SEARCHES: { label: string; raw: RawSearchParams }[] = [
  { label: "exact ingredient 'magnesium'", raw: { q: "magnesium" } },
  { label: "typo 'magnesum'", raw: { q: "magnesum" } },
  { label: "partial word 'magnes'", raw: { q: "magnes" } },
  { label: "brand 'Benchbrand 07'", raw: { q: "Benchbrand 07" } },
  { label: "multi-word 'vitamin d3'", raw: { q: "vitamin d3" } },
  { label: "common word 'vitamin'", raw: { q: "vitamin" } },
  {
    label: "'zinc'+capsule+inStock+sort=price",
    raw: { q: "zinc", form: "capsule", inStock: "1", sort: "price" },
  },
  { label: "category=energy", raw: { category: "energy" } },
  {
    label: "category+maxPrice+sort=price_per_day",
    raw: { category: "sleep", maxPrice: "20", sort: "price_per_day" },
  },
  { label: "sort=rating", raw: { sort: "rating" } },
  { label: "ingredient=magnesium+sort=rating", raw: { ingredient: "magnesium", sort: "rating" } },
  { label: "sort=newest", raw: { sort: "newest" } },
  { label: "no filter, page 5", raw: { page: "5" } },
];

interface Row {
  label: string;
  stats: Stats;
  note?: string;
}

async function benchSearch(): Promise<Row[]> {
  // Imported here so DATABASE_URL is set before lib/db/prisma reads the environment.
  const { searchSupplements } = await import("../lib/catalogue/search");
  const rows: Row[] = [];
  const all: number[] = [];
  for (const { label, raw } of SEARCHES) {
    const params = parseBrowseParams(raw);
    let total = 0;
    for (let i = 0; i < SEARCH_WARMUP; i += 1) total = (await searchSupplements(params)).total;
    const deadline = Date.now() + SEARCH_QUERY_BUDGET_MS;
    const samples: number[] = [];
    for (let i = 0; i < SEARCH_ITERATIONS && Date.now() < deadline; i += 1) {
      const started = performance.now();
      await searchSupplements(params);
      samples.push(performance.now() - started);
    }
    all.push(...samples);
    rows.push({ label, stats: stats(samples), note: `${total} matches` });
  }
  rows.push({ label: "all search queries", stats: stats(all) });
  return rows;
}

function otherBuildOrE2eRunning(): boolean {
  try {
    const out = execFileSync("pgrep", ["-f", "next build|playwright test"], { encoding: "utf8" });
    return out.split("\n").some((pid) => pid.trim() !== "" && Number(pid) !== process.pid);
  } catch {
    return false; // pgrep exits 1 when nothing matches
  }
}

async function waitForOk(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`scripts/start.ts exited with code ${child.exitCode} before serving`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function timeGets(paths: string[], requests: number): Promise<Stats> {
  for (let i = 0; i < SSR_WARMUP; i += 1)
    await (await fetch(`${BASE}${paths[i % paths.length]}`)).arrayBuffer();
  const deadline = Date.now() + SSR_KIND_BUDGET_MS;
  const samples: number[] = [];
  for (let i = 0; i < requests && Date.now() < deadline; i += 1) {
    const url = `${BASE}${paths[i % paths.length]}`;
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer(); // the full render, not just the headers
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  }
  return stats(samples);
}

async function benchSsr(databaseUrl: string, productIds: string[]): Promise<Row[] | string> {
  if (!(await buildIsCurrent(ROOT)) && otherBuildOrE2eRunning()) {
    return "skipped: the build is stale and another `next build`/Playwright run is in progress";
  }
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "start.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(HTTP_PORT),
      SKIP_SEED: "true",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.startsWith("[start]")) log(line);
  });
  try {
    await waitForOk(`${BASE}/`, 15 * 60_000, child);
    const random = prng(50);
    const detailPaths = sample(random, productIds, DETAIL_IDS).map(
      (id) => `/supplement/${productSlug(Number.parseInt(id.slice(-12), 16))}`,
    );
    const kinds: { label: string; paths: string[] }[] = [
      { label: "GET /browse", paths: ["/browse"] },
      { label: "GET /browse?q=magnesium", paths: ["/browse?q=magnesium"] },
      { label: "GET /browse?category=energy&page=3", paths: ["/browse?category=energy&page=3"] },
      {
        label: "GET /browse?ingredient=magnesium&sort=rating",
        paths: ["/browse?ingredient=magnesium&sort=rating"],
      },
      { label: `GET /supplement/{slug} (${DETAIL_IDS} products)`, paths: detailPaths },
      { label: "GET /api/supplements?q=magnesium", paths: ["/api/supplements?q=magnesium"] },
    ];
    const rows: Row[] = [];
    for (const kind of kinds)
      rows.push({ label: kind.label, stats: await timeGets(kind.paths, SSR_REQUESTS) });
    await printThroughput();
    return rows;
  } finally {
    await stopServer(child);
    // Its pages and cached data come from the generated catalogue: the next server on this build must not serve them.
    for (const cache of [".next/server/route-cache", ".next/cache/fetch-cache"])
      await rm(path.join(ROOT, cache), { recursive: true, force: true });
  }
}

/** The same figures as `npm run bench:load` (20 connections, beside a static asset), at this catalogue's size. */
async function printThroughput(): Promise<void> {
  const browse = await (await fetch(`${BASE}/browse`)).text();
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(browse)?.[1];
  if (!asset) throw new Error("No static script found on /browse");
  console.log(`\nThroughput, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each`);
  let assetRate: number | undefined;
  for (const [label, pathname] of [
    ["static asset", asset],
    ["/browse", "/browse"],
    ["search (GET /api/supplements?q=magnesium)", "/api/supplements?q=magnesium"],
  ] as const) {
    await runAutocannon({ url: `${BASE}${pathname}` }, BASE, 2, 1);
    const report = await runAutocannon({ url: `${BASE}${pathname}` }, BASE, LOAD_CONNECTIONS, LOAD_SECONDS);
    assetRate ??= report.requests.average;
    console.log(
      `${label.padEnd(44)} ${report.requests.average.toFixed(0).padStart(6)} req/s  ×${(report.requests.average / assetRate).toFixed(2)} of the asset  p99 ${report.latency.p99} ms`,
    );
  }
}

function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((row) => row.label.length), 10);
  console.log(
    `${"".padEnd(width)}  ${"n".padStart(4)}  ${"p50".padStart(10)}  ${"p95".padStart(10)}  ${"max".padStart(10)}`,
  );
  for (const row of rows) {
    const { n, p50, p95, max } = row.stats;
    console.log(
      `${row.label.padEnd(width)}  ${String(n).padStart(4)}  ${ms(p50).padStart(10)}  ${ms(p95).padStart(10)}  ${ms(max).padStart(10)}` +
        (row.note ? `  ${row.note}` : ""),
    );
  }
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), "supplement-stack-bench-"));
  await chmod(root, 0o755); // the 'postgres' user runs the server when we are root
  let database: EmbeddedDatabase | undefined;
  let failed = false;
  try {
    let started = Date.now();
    database = await startEmbeddedPostgres({ dataDir: path.join(root, "pg"), preferredPort: PG_PORT, log });
    await migrate(database.url);
    const report = await seedDatabase(database.url);
    log(
      `PostgreSQL on port ${database.port}, migrated and seeded (${report.products} real products) in ${Date.now() - started} ms`,
    );

    started = Date.now();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let productIds: string[];
    try {
      productIds = await generateCatalogue(client);
      const { rows } = await client.query<{ products: number; offers: number; links: number }>(
        `SELECT (SELECT count(*) FROM "supplements")::int AS "products", (SELECT count(*) FROM "retailer_offers")::int AS "offers",
                (SELECT count(*) FROM "supplement_ingredients")::int AS "links"`,
      );
      const counts = rows[0];
      log(
        `Generated ${PRODUCTS} products in ${Date.now() - started} ms (now ${counts?.products} products, ${counts?.offers} offers, ${counts?.links} ingredient links)`,
      );
    } finally {
      await client.end();
    }

    process.env.DATABASE_URL = database.url;
    log(
      `Timing searchSupplements: ${SEARCHES.length} queries × ${SEARCH_ITERATIONS} (after ${SEARCH_WARMUP} warm-up)…`,
    );
    const searchRows = await benchSearch();
    const { db } = await import("../lib/db/prisma");
    await db().$disconnect();

    log(
      `Timing server renders on port ${HTTP_PORT}: ${SSR_REQUESTS} sequential GETs per kind (after ${SSR_WARMUP} warm-up)…`,
    );
    const ssr = await benchSsr(database.url, productIds);

    printTable(
      `searchSupplements (in-process; ${productIds.length + 154} products; capped at ${SEARCH_QUERY_BUDGET_MS / 1000} s a query)`,
      searchRows,
    );
    if (typeof ssr === "string") console.log(`\nServer renders: ${ssr}`);
    else
      printTable(
        `Server renders (sequential GETs of the full body from next start; capped at ${SSR_KIND_BUDGET_MS / 1000} s a kind)`,
        ssr,
      );

    const searchP95 = searchRows.at(-1)?.stats.p95 ?? Number.NaN;
    const worstSearch = searchRows.slice(0, -1).reduce((a, b) => (b.stats.p95 > a.stats.p95 ? b : a));
    console.log("\nTargets");
    console.log(
      `  search p95 < ${TARGET_SEARCH_P95_MS} ms: ${searchP95 < TARGET_SEARCH_P95_MS && worstSearch.stats.p95 < TARGET_SEARCH_P95_MS ? "PASS" : "FAIL"}` +
        ` (overall ${ms(searchP95)}; worst query ${worstSearch.label} ${ms(worstSearch.stats.p95)})`,
    );
    if (typeof ssr === "string") {
      console.log(`  SSR p50 < ${TARGET_SSR_P50_MS} ms: not measured (${ssr})`);
    } else {
      const worst = ssr.reduce((a, b) => (b.stats.p50 > a.stats.p50 ? b : a));
      console.log(
        `  SSR p50 < ${TARGET_SSR_P50_MS} ms: ${worst.stats.p50 < TARGET_SSR_P50_MS ? "PASS" : "FAIL"} (worst ${worst.label} ${ms(worst.stats.p50)})`,
      );
    }
  } catch (error) {
    failed = true;
    console.error(
      `[bench] setup or run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await database?.stop();
    await rm(root, { recursive: true, force: true }); // the data dir and its credentials file
  }
  process.exit(failed ? 1 : 0);
}

void main();
