// The migration that strips credentials from stored feed and image URLs, run again on a migrated
// database holding such rows (it changes data only, so running it twice is safe).
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

import { createMigratedDatabase, type MigratedDatabase } from "../support/database";

const MIGRATION = path.join(
  process.cwd(),
  "prisma/migrations/20261129120000_feed_url_credentials/migration.sql",
);

let scratch: MigratedDatabase;

beforeAll(async () => {
  scratch = await createMigratedDatabase();
});
afterAll(async () => {
  await scratch.drop();
});

it("strips credentials from feeds, import runs and image links, keeping one feed per URL", async () => {
  const { prisma } = scratch;
  const feed = (url: string, createdAt: string, retailer: string | null = null) =>
    prisma.priceFeed.create({ data: { url, retailer, createdAt: new Date(createdAt), etag: '"v1"' } });
  await feed("https://merchant:s3cret@feeds.example.co.uk/a.xml", "2026-01-01", "A");
  await feed("https://feeds.example.co.uk/b.xml", "2026-01-02", "B clean");
  await feed("https://merchant@feeds.example.co.uk/b.xml", "2026-01-01", "B secret");
  await feed("https://one:1@feeds.example.co.uk/c.xml", "2026-01-01", "C first");
  await feed("https://two:2@feeds.example.co.uk/c.xml", "2026-01-02", "C second");
  await feed("https://feeds.example.co.uk/d.xml?contact=a@b.example", "2026-01-01", "D");
  await prisma.priceImportRun.create({
    data: { fileName: "https://merchant:s3cret@feeds.example.co.uk/a.xml" },
  });
  await prisma.priceImportRun.create({ data: { fileName: "upload.csv" } });
  const product = await prisma.supplement.create({
    data: {
      slug: "credentials-test",
      name: "Credentials Test",
      brand: "Nobody",
      form: "capsule",
      unitsPerPack: 30,
      category: "wellness",
      imageSourceUrl: "https://cdn:key@images.example.co.uk/p.jpg",
    },
  });

  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    await client.query(await readFile(MIGRATION, "utf8"));
  } finally {
    await client.end();
  }

  const feeds = await prisma.priceFeed.findMany({
    orderBy: { url: "asc" },
    select: { url: true, retailer: true, etag: true },
  });
  expect(feeds).toEqual([
    { url: "https://feeds.example.co.uk/a.xml", retailer: "A", etag: null },
    { url: "https://feeds.example.co.uk/b.xml", retailer: "B clean", etag: '"v1"' },
    { url: "https://feeds.example.co.uk/c.xml", retailer: "C first", etag: null },
    { url: "https://feeds.example.co.uk/d.xml?contact=a@b.example", retailer: "D", etag: '"v1"' },
  ]);
  const runs = await prisma.priceImportRun.findMany({
    orderBy: { fileName: "asc" },
    select: { fileName: true },
  });
  expect(runs).toEqual([{ fileName: "https://feeds.example.co.uk/a.xml" }, { fileName: "upload.csv" }]);
  expect(await prisma.supplement.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
    imageSourceUrl: "https://images.example.co.uk/p.jpg",
  });
});
