// Catalogue search (lib/catalogue/search.ts) and GET /api/supplements on a migrated, seeded
// database: typo tolerance, ranking, filters, paging, prices and the API's validation errors.
import { randomUUID } from "node:crypto";
import { migrate } from "@/lib/db/migrate";
import { createDatabase, type Database } from "@/lib/db/prisma";
import { pricePerDayPence, cheapestOffer } from "@/lib/catalogue/pricing";
import { parseBrowseParams, type SupplementSearchParams } from "@/lib/catalogue/search-params";
import type { searchSupplements as SearchSupplements } from "@/lib/catalogue/search";
import { seedDatabase } from "@/prisma/seed";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

let scratch: ScratchDatabase;
let prisma: Database;
let search: typeof SearchSupplements;
let getSupplements: Handler;

const params = (raw: Record<string, string> = {}): SupplementSearchParams => parseBrowseParams(raw);

beforeAll(async () => {
  scratch = await createScratchDatabase();
  await migrate(scratch.url);
  await seedDatabase(scratch.url);
  prisma = createDatabase(scratch.url);
  // The app's own Prisma client reads DATABASE_URL when the first query runs.
  process.env.DATABASE_URL = scratch.url;
  search = (await import("@/lib/catalogue/search")).searchSupplements;
  getSupplements = (await import("@/app/api/supplements/route")).GET as Handler;
});
afterAll(async () => {
  await prisma.$disconnect();
  await (await import("@/lib/db/prisma")).db().$disconnect();
  await scratch.drop();
});

async function idsContaining(slug: string): Promise<Set<string>> {
  const rows = await prisma.supplement.findMany({
    where: { ingredients: { some: { ingredient: { slug } } } },
    select: { id: true },
  });
  return new Set(rows.map((row) => row.id));
}

describe("searchSupplements", () => {
  it("lists the whole catalogue by name without a query, 24 a page", async () => {
    const all = await prisma.supplement.count();
    const result = await search(params());
    expect(result.total).toBe(all);
    expect(result.items).toHaveLength(24);
    expect(result.pageCount).toBe(Math.ceil(all / 24));
    const names = result.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("still finds magnesium products when the query is misspelt 'magnesum'", async () => {
    const magnesium = await idsContaining("magnesium");
    const result = await search(params({ q: "magnesum" }));
    expect(result.total).toBeGreaterThanOrEqual(magnesium.size);
    // Every product on the first page contains magnesium: the typo ranks them first.
    const firstPage = result.items.slice(0, Math.min(magnesium.size, 24));
    expect(firstPage.length).toBeGreaterThan(0);
    for (const item of firstPage) expect(magnesium.has(item.id)).toBe(true);
  });

  it("matches ingredient synonyms and ignores accents and case", async () => {
    const d3 = await idsContaining("vitamin-d3");
    const result = await search(params({ q: "CHOLÉCALCIFEROL" }));
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) expect(d3.has(item.id)).toBe(true);
  });

  it("ranks an exact ingredient match above a product that only mentions the query in its brand", async () => {
    // A product whose brand says magnesium but which contains none.
    const vitaminC = await prisma.ingredient.findUniqueOrThrow({ where: { slug: "vitamin-c" } });
    const brandOnly = await prisma.supplement.create({
      data: {
        id: randomUUID(),
        slug: `brand-only-${randomUUID()}`,
        name: "Zz Citrus Chewables",
        brand: "Magnesium Labs",
        form: "tablet",
        unitsPerPack: 60,
        category: "immune",
        ingredients: { create: { ingredientId: vitaminC.id, amount: 100, unit: "mg" } },
      },
    });
    try {
      const magnesium = await idsContaining("magnesium");
      const result = await search({ ...params({ q: "magnesium" }), page: 1 });
      const ids: string[] = [];
      for (let page = 1; page <= result.pageCount; page += 1) {
        ids.push(...(await search({ ...params({ q: "magnesium" }), page })).items.map((item) => item.id));
      }
      const brandPosition = ids.indexOf(brandOnly.id);
      expect(brandPosition).toBeGreaterThanOrEqual(0);
      const containing = ids.filter((id) => magnesium.has(id));
      expect(containing.length).toBe(magnesium.size);
      for (const id of containing) expect(ids.indexOf(id)).toBeLessThan(brandPosition);
    } finally {
      await prisma.supplement.delete({ where: { id: brandOnly.id } });
    }
  });

  it("ranks products containing vitamin D3 first for 'vitamin d'", async () => {
    const d3 = await idsContaining("vitamin-d3");
    const result = await search(params({ q: "vitamin d" }));
    const top = result.items.slice(0, Math.min(d3.size, 24));
    for (const item of top) expect(d3.has(item.id)).toBe(true);
  });

  it("filters by category", async () => {
    const energy = await prisma.supplement.count({ where: { category: "energy" } });
    const result = await search(params({ category: "energy" }));
    expect(result.total).toBe(energy);
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) expect(item.category).toBe("energy");
  });

  it("filters by form, stock and price range together", async () => {
    const result = await search(params({ form: "capsule", inStock: "1", minPrice: "5", maxPrice: "15" }));
    const expected = await prisma.supplement.findMany({
      where: { form: "capsule" },
      select: { id: true, offers: { select: { pricePence: true, packSize: true, inStock: true, retailer: true } } },
    });
    const expectedIds = expected
      .filter((product) => {
        const offer = cheapestOffer(product.offers);
        return offer !== undefined && offer.inStock && offer.pricePence >= 500 && offer.pricePence <= 1500;
      })
      .map((product) => product.id)
      .sort();
    expect(expectedIds.length).toBeGreaterThan(0); // the combination is not vacuous on the seed data
    expect(result.total).toBe(expectedIds.length);
    const allIds: string[] = [];
    for (let page = 1; page <= result.pageCount; page += 1) {
      allIds.push(...(await search(params({ form: "capsule", inStock: "1", minPrice: "5", maxPrice: "15", page: String(page) }))).items.map((item) => item.id));
    }
    expect(allIds.sort()).toEqual(expectedIds);
  });

  it("lists only products whose label is recorded as vegan, vegetarian or gluten free", async () => {
    // The shipped data leaves these flags unstated (null), so mark one product for the test.
    const product = await prisma.supplement.findFirstOrThrow({ orderBy: { slug: "asc" } });
    await prisma.supplement.update({ where: { id: product.id }, data: { vegan: true, vegetarian: true, glutenFree: null } });
    try {
      const vegan = await search(params({ vegan: "1", vegetarian: "1" }));
      expect(vegan.items.map((item) => item.id)).toEqual([product.id]);
      expect((await search(params({ vegan: "1", glutenFree: "1" }))).total).toBe(0);
    } finally {
      await prisma.supplement.update({ where: { id: product.id }, data: { vegan: product.vegan, vegetarian: product.vegetarian, glutenFree: product.glutenFree } });
    }
  });

  it("pages consistently: page 2 differs from page 1 and the total does not change", async () => {
    const first = await search(params({ page: "1" }));
    const second = await search(params({ page: "2" }));
    expect(second.total).toBe(first.total);
    expect(second.page).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);
    const firstIds = new Set(first.items.map((item) => item.id));
    for (const item of second.items) expect(firstIds.has(item.id)).toBe(false);
  });

  it("answers the total with no items for a page past the last one", async () => {
    const result = await search(params({ page: "999" }));
    expect(result.items).toEqual([]);
    expect(result.total).toBeGreaterThan(0);
  });

  it("prices each product from its cheapest offer, per day = price × units per serving ÷ pack size", async () => {
    const result = await search(params({ sort: "price_per_day" }));
    const products = await prisma.supplement.findMany({
      where: { id: { in: result.items.map((item) => item.id) } },
      select: { id: true, unitsPerServing: true, offers: { select: { pricePence: true, packSize: true, inStock: true, retailer: true, source: true } } },
    });
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const item of result.items) {
      const product = byId.get(item.id);
      const offer = product && cheapestOffer(product.offers);
      if (!product || !offer) {
        expect(item.cheapestPricePence).toBeNull();
        continue;
      }
      expect(item.cheapestPricePence).toBe(offer.pricePence);
      expect(item.pricePerDayPence).toBe(pricePerDayPence(offer, product.unitsPerServing));
      expect(item.offerSource).toBe(offer.source);
    }
    const perDay = result.items.map((item) => item.pricePerDayPence ?? Infinity);
    expect(perDay).toEqual([...perDay].sort((a, b) => a - b));
  });

  it("rounds the price per day half up for a product taking several units a serving", async () => {
    const id = randomUUID();
    await prisma.supplement.create({
      data: {
        id,
        slug: `per-day-${id}`,
        name: "Zz Per Day Test",
        brand: "Test",
        form: "capsule",
        unitsPerPack: 90,
        unitsPerServing: 2,
        category: "wellness",
        offers: {
          create: [
            { retailer: "A", pricePence: 1000, packSize: 90, url: "https://example.com/a", source: "sample", lastCheckedAt: new Date() },
            { retailer: "B", pricePence: 1999, packSize: 90, url: "https://example.com/b", source: "sample", lastCheckedAt: new Date() },
          ],
        },
      },
    });
    try {
      const result = await search(params({ q: "Zz Per Day Test" }));
      const item = result.items.find((candidate) => candidate.id === id);
      // 1000p × 2 ÷ 90 = 22.2p → 22p.
      expect(item).toMatchObject({ cheapestPricePence: 1000, pricePerDayPence: 22, offerSource: "sample" });
    } finally {
      await prisma.supplement.delete({ where: { id } });
    }
  });
});

describe("GET /api/supplements", () => {
  const get = (query: string) => getSupplements(new Request(`http://localhost/api/supplements${query}`), {});

  it("answers { success, data: { items, total, page, pageCount } }", async () => {
    const response = await get("?q=magnesium&category=sleep&page=1");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: { items: Array<{ category: string }>; total: number; page: number; pageCount: number } };
    expect(body.success).toBe(true);
    expect(body.data.page).toBe(1);
    expect(body.data.total).toBe(body.data.items.length);
    for (const item of body.data.items) expect(item.category).toBe("sleep");
  });

  it("filters by ingredient slug", async () => {
    const zinc = await idsContaining("zinc");
    const response = await get("?ingredient=zinc");
    const body = (await response.json()) as { data: { items: Array<{ id: string }>; total: number } };
    expect(body.data.total).toBe(zinc.size);
    for (const item of body.data.items) expect(zinc.has(item.id)).toBe(true);
  });

  it.each([
    ["page=0", "?page=0"],
    ["an unknown category", "?category=teleportation"],
    ["a non-numeric page", "?page=two"],
    ["a negative price", "?minPrice=-1"],
    ["a query over 100 characters", `?q=${"a".repeat(101)}`],
    ["a malformed ingredient slug", "?ingredient=Vitamin%20D"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });
});
