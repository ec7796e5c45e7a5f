// The landing page's figures on the seeded catalogue agree with /browse: products (not pack sizes), and
// each goal tile's count is what /browse lists for it.
import { type Database } from "@/lib/db/prisma";
import { GOAL_TILES } from "@/components/landing/goal-tiles";
import { supplementSearchQuerySchema } from "@/lib/catalogue/search-params";
import { searchSupplements } from "@/lib/catalogue/search";
import { browseCounts, getCatalogueStats } from "@/lib/catalogue/stats";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

let scratch: SeededDatabase;
let prisma: Database;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
});
afterAll(async () => {
  await scratch.drop();
});

it("counts products as /browse lists them, not their pack sizes", async () => {
  const stats = await getCatalogueStats();
  const browse = await searchSupplements(supplementSearchQuerySchema.parse({}));
  expect(stats.supplementCount).toBe(browse.total);
  expect(await prisma.supplement.count()).toBeGreaterThan(stats.supplementCount);
  expect(stats.packSizeCount).toBe(await prisma.supplement.count());
});

it("gives each goal tile the number of products its /browse link lists", async () => {
  const counts = await browseCounts(GOAL_TILES);
  for (const [index, tile] of GOAL_TILES.entries()) {
    const query = Object.fromEntries(new URL(tile.href, "http://localhost").searchParams);
    const listed = await searchSupplements(supplementSearchQuerySchema.parse(query));
    expect([tile.id, counts[index]]).toEqual([tile.id, listed.total]);
  }
  expect(counts.some((count) => count > 0)).toBe(true);
});
