// Catalogue search (lib/catalogue/search.ts) and GET /api/supplements on a migrated, seeded
// database: typo tolerance, ranking, filters, paging, prices and the API's validation errors.
import { randomUUID } from "node:crypto";
import { type Database } from "@/lib/db/prisma";
import { pricePerStandardDose } from "@/lib/catalogue/dose-price";
import { pricePerDayPence, cheapestOffer } from "@/lib/catalogue/pricing";
import {
  BROWSE_PAGE_SIZE,
  parseBrowseParams,
  type SupplementSearchParams,
} from "@/lib/catalogue/search-params";
import type {
  getBrowseOptions as GetBrowseOptions,
  searchSupplements as SearchSupplements,
} from "@/lib/catalogue/search";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

let scratch: SeededDatabase;
let prisma: Database;
let search: typeof SearchSupplements;
let browseOptions: typeof GetBrowseOptions;
let getSupplements: Handler;

const params = (raw: Record<string, string> = {}): SupplementSearchParams => parseBrowseParams(raw);

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  ({ searchSupplements: search, getBrowseOptions: browseOptions } = await import("@/lib/catalogue/search"));
  getSupplements = (await import("@/app/api/supplements/route")).GET;
});
afterAll(async () => {
  await scratch.drop();
});

/** Search lists a product sold in several pack sizes once, as its canonical row (lib/catalogue/packs.ts). */
const LISTED = { packOfId: null };

async function idsContaining(slug: string): Promise<Set<string>> {
  const rows = await prisma.supplement.findMany({
    where: { ...LISTED, ingredients: { some: { ingredient: { slug } } } },
    select: { id: true },
  });
  return new Set(rows.map((row) => row.id));
}

describe("searchSupplements", () => {
  it("lists the whole catalogue by name without a query, a page at a time", async () => {
    const all = await prisma.supplement.count({ where: LISTED });
    const result = await search(params());
    expect(result.total).toBe(all);
    expect(result.items).toHaveLength(BROWSE_PAGE_SIZE);
    expect(result.pageCount).toBe(Math.ceil(all / BROWSE_PAGE_SIZE));
    const names = result.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("still finds magnesium products when the query is misspelt 'magnesum'", async () => {
    const magnesium = await idsContaining("magnesium");
    const result = await search(params({ q: "magnesum" }));
    expect(result.total).toBeGreaterThanOrEqual(magnesium.size);
    // Every product on the first page contains magnesium: the typo ranks them first.
    const firstPage = result.items.slice(0, Math.min(magnesium.size, BROWSE_PAGE_SIZE));
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

  it("ranks a product made mostly of the searched ingredient above a multivitamin that also has it", async () => {
    const names = (await search(params({ q: "calcium" }))).items.map((item) => item.name);
    expect(names.indexOf("Osteocare Original Tablets")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Osteocare Original Tablets")).toBeLessThan(
      names.indexOf("Berocca Performance Orange Effervescent Tablets"),
    );
    expect(names[0]).toBe("Osteocare Original Tablets");
  });

  it("ranks products containing vitamin D3 first for 'vitamin d'", async () => {
    const d3 = await idsContaining("vitamin-d3");
    const result = await search(params({ q: "vitamin d" }));
    const top = result.items.slice(0, Math.min(d3.size, BROWSE_PAGE_SIZE));
    for (const item of top) expect(d3.has(item.id)).toBe(true);
  });

  it("lists only products with vitamin A for 'vitamin a', whose 'a' is a stop word", async () => {
    const vitaminA = await idsContaining("vitamin-a");
    const result = await search(params({ q: "Vitamin A" }));
    expect(result.total).toBe(vitaminA.size);
    for (const item of result.items) expect(vitaminA.has(item.id)).toBe(true);
  });

  it("respells a query that finds nothing as the one ingredient word an edit away, and says so", async () => {
    for (const [q, slug, readAs] of [
      ["gingko", "ginkgo-biloba", "ginkgo"],
      ["Valarian", "valerian", "valerian"],
      ["echinecea capsules", "echinacea", "echinacea capsules"],
      ["5htp", "5-htp", "5 htp"],
    ] as const) {
      const contains = await idsContaining(slug);
      const result = await search(params({ q }));
      expect({ q, readAs: result.readAs, total: result.total }).toEqual({ q, readAs, total: contains.size });
    }
    // A query that finds something as typed is searched as typed.
    expect((await search(params({ q: "ginkgo" }))).readAs).toBeUndefined();
    // Nothing an edit away: nothing found, and nothing claimed.
    const nothing = await search(params({ q: "xqzvwjk" }));
    expect(nothing).toMatchObject({ total: 0 });
    expect(nothing.readAs).toBeUndefined();
    // A plural is no misspelling: no catalogue product is for children, so nothing is listed.
    const plural = await search(params({ q: "kids vitamins" }));
    expect({ total: plural.total, readAs: plural.readAs }).toEqual({ total: 0, readAs: undefined });
  });

  it("falls back on the words before 'for', without the filters they implied, when the reading finds nothing", async () => {
    const { searchPlainWords } = await import("@/lib/catalogue/plain-words");
    const magnesium = await idsContaining("magnesium");
    const forSleep = await searchPlainWords(params({ q: "magnesium for sleep" }), search);
    expect(forSleep.params).toMatchObject({ q: "magnesium", category: null });
    expect({ total: forSleep.result.total, readAs: forSleep.result.readAs }).toEqual({
      total: magnesium.size,
      readAs: "magnesium",
    });
    // Fish oil comes as softgels as well as capsules, and "capsules" finds both.
    const capsules = await searchPlainWords(params({ q: "fish oil capsules" }), search);
    expect(capsules.result.items.map((item) => item.form)).toEqual(
      expect.arrayContaining(["softgel", "capsule"]),
    );
    // A filter chosen on the page stays: with it, nothing is found.
    const chosen = await searchPlainWords(params({ q: "magnesium", category: "sleep" }), search);
    expect({ total: chosen.result.total, category: chosen.params.category }).toEqual({
      total: 0,
      category: "sleep",
    });
    // A reading that finds something is kept.
    const valerian = await searchPlainWords(params({ q: "valerian for sleep" }), search);
    expect({ category: valerian.params.category, readAs: valerian.result.readAs }).toEqual({
      category: "sleep",
      readAs: undefined,
    });
  });

  it("reads shop shorthand: 'vit d' lists what 'vitamin d' lists", async () => {
    const full = await search(params({ q: "vitamin d" }));
    const short = await search(params({ q: "Vit. D" }));
    expect(short.total).toBe(full.total);
    expect(short.items.map((item) => item.id)).toEqual(full.items.map((item) => item.id));
  });

  it("finds turmeric misspelt 'tumeric' and by its name without the bracket among other words", async () => {
    const turmeric = await idsContaining("turmeric-curcumin");
    for (const q of ["tumeric", "turmeric with black pepper"]) {
      const result = await search(params({ q }));
      expect({ q, ids: new Set(result.items.map((item) => item.id)) }).toEqual({ q, ids: turmeric });
    }
  });

  it("reads 'St John's wart' as the herb", async () => {
    const wort = await search(params({ q: "st john's wort" }));
    const wart = await search(params({ q: "st johns wart" }));
    expect(wort.total).toBeGreaterThan(0);
    expect(wart.items.map((item) => item.id)).toEqual(wort.items.map((item) => item.id));
  });

  it("finds an ingredient named among other words, ranking the product whose name has the rest first", async () => {
    const zincId = (await prisma.ingredient.findUniqueOrThrow({ where: { slug: "zinc" } })).id;
    const lozenge = await prisma.supplement.create({
      data: {
        id: randomUUID(),
        slug: `zinc-lozenge-${randomUUID()}`,
        name: "Zz Zinc Citrus Lozenges",
        brand: "Test Brand",
        form: "tablet",
        unitsPerPack: 24,
        category: "immune",
        ingredients: { create: { ingredientId: zincId, amount: 5, unit: "mg" } },
      },
    });
    try {
      const zinc = await idsContaining("zinc");
      const result = await search(params({ q: "zinc lozenges" }));
      expect(result.total).toBe(zinc.size);
      expect(result.items[0]?.id).toBe(lozenge.id);
      // Lozenges of something else are not zinc lozenges.
      for (const item of result.items) expect(zinc.has(item.id)).toBe(true);
    } finally {
      await prisma.supplement.delete({ where: { id: lozenge.id } });
    }
  });

  it("ranks products with more of the named ingredients first", async () => {
    const b12 = await idsContaining("vitamin-b12");
    const d3 = await idsContaining("vitamin-d3");
    const result = await search(params({ q: "b12 spray" }));
    expect(result.total).toBe(b12.size);
    for (const item of result.items) expect(b12.has(item.id)).toBe(true);
    const calcium = await idsContaining("calcium");
    const result2 = await search(params({ q: "calcium with vitamin d3 for bones" }));
    const hasBoth = result2.items.map((item) => calcium.has(item.id) && d3.has(item.id));
    expect(hasBoth[0]).toBe(true);
    // Every product with both comes before every product with one of them.
    expect(hasBoth).toEqual([...hasBoth].sort((a, b) => Number(b) - Number(a)));
    expect(hasBoth).toContain(false);
  });

  it("filters by category", async () => {
    const energy = await prisma.supplement.count({ where: { ...LISTED, category: "energy" } });
    const result = await search(params({ category: "energy" }));
    expect(result.total).toBe(energy);
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) expect(item.category).toBe("energy");
  });

  it("filters by form, stock and price range together", async () => {
    const result = await search(params({ form: "capsule", inStock: "1", minPrice: "5", maxPrice: "15" }));
    const offerSelect = { select: { pricePence: true, packSize: true, inStock: true, retailer: true } };
    const expected = await prisma.supplement.findMany({
      // A softgel is a capsule.
      where: { ...LISTED, form: { in: ["capsule", "softgel"] } },
      select: { id: true, offers: offerSelect, packs: { select: { offers: offerSelect } } },
    });
    const expectedIds = expected
      .filter((product) => {
        // A product's price is its cheapest pack's.
        const offer = cheapestOffer([...product.offers, ...product.packs.flatMap((pack) => pack.offers)]);
        return offer !== undefined && offer.inStock && offer.pricePence >= 500 && offer.pricePence <= 1500;
      })
      .map((product) => product.id)
      .sort();
    expect(expectedIds.length).toBeGreaterThan(0); // the combination is not vacuous on the seed data
    expect(result.total).toBe(expectedIds.length);
    const allIds: string[] = [];
    for (let page = 1; page <= result.pageCount; page += 1) {
      allIds.push(
        ...(
          await search(
            params({ form: "capsule", inStock: "1", minPrice: "5", maxPrice: "15", page: String(page) }),
          )
        ).items.map((item) => item.id),
      );
    }
    expect(allIds.sort()).toEqual(expectedIds);
  });

  it("lists only products whose label is recorded as vegan, vegetarian or gluten free", async () => {
    // The shipped data leaves these flags unstated (null); a flag needs a checked label (docs/catalogue-labels.md).
    const product = await prisma.supplement.findFirstOrThrow({ where: LISTED, orderBy: { slug: "asc" } });
    await prisma.supplement.update({
      where: { id: product.id },
      data: { vegan: true, vegetarian: true, glutenFree: null, labelCheckedAt: new Date() },
    });
    try {
      const vegan = await search(params({ vegan: "1", vegetarian: "1" }));
      expect(vegan.items.map((item) => item.id)).toEqual([product.id]);
      expect((await search(params({ vegan: "1", glutenFree: "1" }))).total).toBe(0);
    } finally {
      await prisma.supplement.update({
        where: { id: product.id },
        data: {
          vegan: product.vegan,
          vegetarian: product.vegetarian,
          glutenFree: product.glutenFree,
          labelCheckedAt: product.labelCheckedAt,
        },
      });
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
      select: {
        id: true,
        unitsPerServing: true,
        offers: { select: { pricePence: true, packSize: true, inStock: true, retailer: true, source: true } },
        packs: {
          select: {
            offers: {
              select: { pricePence: true, packSize: true, inStock: true, retailer: true, source: true },
            },
          },
        },
      },
    });
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const item of result.items) {
      const product = byId.get(item.id);
      // Over every pack size of the product (lib/catalogue/packs.ts).
      const offer =
        product && cheapestOffer([...product.offers, ...product.packs.flatMap((pack) => pack.offers)]);
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

  it("prices single-nutrient products per standard dose, the same in SQL as in TypeScript, and sorts by it", async () => {
    const result = await search(params({ ingredient: "vitamin-d3", sort: "price_per_dose" }));
    const products = await prisma.supplement.findMany({
      where: { id: { in: result.items.map((item) => item.id) } },
      select: {
        id: true,
        unitsPerServing: true,
        ingredients: { select: { amount: true, unit: true, ingredient: { select: { slug: true } } } },
        offers: { select: { pricePence: true, packSize: true, inStock: true, retailer: true } },
        packs: {
          select: { offers: { select: { pricePence: true, packSize: true, inStock: true, retailer: true } } },
        },
      },
    });
    const byId = new Map(products.map((product) => [product.id, product]));
    let priced = 0;
    for (const item of result.items) {
      const product = byId.get(item.id)!;
      const offer = cheapestOffer([...product.offers, ...product.packs.flatMap((pack) => pack.offers)]);
      const label = product.ingredients.map((row) => ({ ...row, ingredient: row.ingredient.slug }));
      const expected = offer ? pricePerStandardDose(offer, product.unitsPerServing, label) : null;
      expect([item.name, item.dosePrice]).toEqual([item.name, expected]);
      if (expected) priced += 1;
    }
    // Vitamin D3 alone is priced per 25 µg; D3 with K2 is not a single nutrient and has no dose price.
    expect(priced).toBeGreaterThan(3);
    expect(result.items.find((item) => item.ingredientNames.length > 1)?.dosePrice ?? null).toBeNull();
    const perDose = result.items.map((item) => item.dosePrice?.decipence ?? Infinity);
    expect(perDose).toEqual([...perDose].sort((a, b) => a - b));
    expect(result.items.find((item) => item.dosePrice)?.dosePrice?.label).toBe("25 µg (1,000 IU) vitamin D");
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
            {
              retailer: "A",
              pricePence: 1000,
              packSize: 90,
              url: "https://example.com/a",
              source: "sample",
              lastCheckedAt: new Date(),
            },
            {
              retailer: "B",
              pricePence: 1999,
              packSize: 90,
              url: "https://example.com/b",
              source: "sample",
              lastCheckedAt: new Date(),
            },
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

describe("search words kept by the database (search_terms)", () => {
  it("'vitamin d3' finds products with vitamin D3 or both words, not every 'Vitamin …' product", async () => {
    const d3 = await idsContaining("vitamin-d3");
    const result = await search(params({ q: "vitamin d3" }));
    expect(result.total).toBeGreaterThanOrEqual(d3.size);
    const all: Array<{ id: string; name: string }> = [];
    for (let page = 1; page <= result.pageCount; page += 1)
      all.push(...(await search({ ...params({ q: "vitamin d3" }), page })).items);
    expect(all).toHaveLength(result.total);
    for (const item of all)
      expect(d3.has(item.id) || (/vitamin/i.test(item.name) && /d3/i.test(item.name))).toBe(true);
    // Vitamin C alone shares the word "vitamin" but is not a match.
    const vitaminCOnly = await prisma.supplement.findFirst({
      where: {
        ingredients: { every: { ingredient: { slug: "vitamin-c" } }, some: {} },
        NOT: { name: { contains: "D3", mode: "insensitive" } },
      },
      select: { id: true },
    });
    if (vitaminCOnly) expect(all.map((item) => item.id)).not.toContain(vitaminCOnly.id);
  });

  it("follows a product's name, its ingredients and an ingredient's synonyms as they change", async () => {
    const zinc = await prisma.ingredient.findUniqueOrThrow({ where: { slug: "zinc" } });
    const id = randomUUID();
    await prisma.supplement.create({
      data: {
        id,
        slug: `search-doc-${id}`,
        name: "Qwertyuiop Tablets",
        brand: "Asdfgh Labs",
        form: "tablet",
        unitsPerPack: 30,
        category: "wellness",
      },
    });
    const ids = async (q: string) => (await search(params({ q }))).items.map((item) => item.id);
    try {
      expect(await ids("qwertyuiop")).toContain(id);
      expect(await ids("asdfgh")).toContain(id);

      await prisma.supplement.update({ where: { id }, data: { name: "Zxcvbnm Tablets" } });
      expect(await ids("zxcvbnm")).toContain(id);
      expect(await ids("qwertyuiop")).not.toContain(id);

      // A new ingredient link: now an exact match for the ingredient, ranked with the zinc products.
      await prisma.supplementIngredient.create({
        data: {
          supplementId: id,
          ingredientId: zinc.id,
          amount: 15,
          unit: "mg",
          chemicalForm: "as zinc picolinate",
        },
      });
      const zincResult = await search(params({ q: "zinc" }));
      expect(zincResult.total).toBe((await idsContaining("zinc")).size);
      expect(await ids("picolinate")).toContain(id);

      // An ingredient's new synonym reaches every product containing it.
      await prisma.ingredient.update({
        where: { id: zinc.id },
        data: { synonyms: [...zinc.synonyms, "plokmijn"] },
      });
      const bySynonym = await search(params({ q: "plokmijn" }));
      expect(bySynonym.total).toBe((await idsContaining("zinc")).size);

      await prisma.supplementIngredient.delete({
        where: { supplementId_ingredientId: { supplementId: id, ingredientId: zinc.id } },
      });
      expect(await ids("picolinate")).not.toContain(id);
    } finally {
      await prisma.ingredient.update({ where: { id: zinc.id }, data: { synonyms: zinc.synonyms } });
      await prisma.supplement.delete({ where: { id } });
    }
    expect((await search(params({ q: "plokmijn" }))).total).toBe(0);
  });

  it("recomputes a stray write to the derived columns", async () => {
    const derived = { searchTerms: true, searchNameTerms: true } as const;
    const product = await prisma.supplement.findFirstOrThrow({
      orderBy: { slug: "asc" },
      select: { id: true, ...derived },
    });
    await prisma.supplement.update({
      where: { id: product.id },
      data: { searchTerms: ["nonsense"], searchNameTerms: [] },
    });
    const after = await prisma.supplement.findUniqueOrThrow({ where: { id: product.id }, select: derived });
    expect(after.searchTerms).toEqual(product.searchTerms);
    expect(after.searchNameTerms).toEqual(product.searchNameTerms);
  });

  it("finds an exact brand, ranking on the brand and keeping typo tolerance for brands", async () => {
    const solgar = await prisma.supplement.count({ where: { ...LISTED, brand: "Solgar" } });
    expect(solgar).toBeGreaterThan(0);
    const result = await search(params({ q: "solgar" }));
    expect(result.total).toBe(solgar);
    for (const item of result.items) expect(item.brand).toBe("Solgar");
    const typo = await search(params({ q: "solgr" }));
    expect(typo.items[0]?.brand).toBe("Solgar");
  });
});

describe("one-word queries read from supplement_title_terms", () => {
  // Every page of a one-word query (the title-tier path) against the ranking restated in SQL on the
  // product rows (a product's other pack sizes are not listed): the products having the word, the name having it first (+6), then the brand (+2,
  // when some brand has it); for a word naming an ingredient, products of fewer ingredients first; ties by name,
  // brand, id.
  async function expected(q: string, ingredient: boolean): Promise<string[]> {
    const rows = await prisma.$queryRaw<Array<{ id: string }>>`
      WITH "q" AS (SELECT "catalogue_search_terms"(${q}::text) AS "terms")
      SELECT s."id" FROM "supplements" s CROSS JOIN "q"
      WHERE s."search_terms" @> q."terms" AND s."pack_of_id" IS NULL
      ORDER BY 6 * (s."search_name_terms" @> q."terms")::int
               + 2 * ((s."search_brand_terms" @> q."terms")
                      AND EXISTS (SELECT 1 FROM "supplements" b WHERE b."search_brand_terms" @> q."terms"))::int DESC,
               CASE WHEN ${ingredient} THEN (SELECT count(*) FROM "supplement_ingredients" x WHERE x."supplement_id" = s."id") END,
               s."name", s."brand", s."id"`;
    return rows.map((row) => row.id);
  }

  it.each([
    ["vitamin", false],
    ["Solgar", false],
    ["capsules", false],
    ["magnesium", true],
    ["garlic", true],
  ])("'%s': same results, order and total on every page", async (q, ingredient) => {
    const ids = await expected(q, ingredient);
    expect(ids.length).toBeGreaterThan(0);
    const first = await search(params({ q }));
    expect(first.total).toBe(ids.length);
    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount + 1; page += 1) {
      const result = await search(params({ q, page: String(page) }));
      expect(result.total).toBe(ids.length);
      seen.push(...result.items.map((item) => item.id));
    }
    expect(seen).toEqual(ids);
  });
});

describe("rating sort", () => {
  const userIds: string[] = [];
  const ratings = async (count: number) => {
    for (let i = userIds.length; i < count; i += 1) {
      const id = randomUUID();
      await prisma.user.create({
        data: {
          id,
          email: `rater-${id}@example.com`,
          firstName: "Rater",
          lastName: String(i),
          passwordHash: "x",
          termsAcceptedAt: new Date(),
          adultConfirmedAt: new Date(),
        },
      });
      userIds.push(id);
    }
    return userIds.slice(0, count);
  };
  afterAll(async () => {
    await prisma.user.deleteMany({ where: { id: { in: userIds } } });
  });

  it("orders by the mean review rating, more reviews first on a tie, products without reviews last by name", async () => {
    const products = await prisma.supplement.findMany({
      where: LISTED,
      orderBy: { slug: "desc" },
      take: 3,
      select: { id: true },
    });
    const [a, b, c] = products.map((product) => product.id) as [string, string, string];
    const users = await ratings(4);
    const review = (supplementId: string, userId: string, rating: number) =>
      prisma.review.create({ data: { supplementId, userId, rating, body: "Test review" } });
    // a: 4 + 5 → 4.5 from two; b: 5 → 5.0 from one; c: 5, 4, 5, 4 → 4.5 from four.
    await review(a, users[0]!, 4);
    await review(a, users[1]!, 5);
    await review(b, users[0]!, 5);
    for (const [index, rating] of [5, 4, 5, 4].entries()) await review(c, users[index]!, rating);
    try {
      const result = await search(params({ sort: "rating" }));
      expect(result.total).toBe(await prisma.supplement.count({ where: LISTED }));
      expect(result.items.slice(0, 3).map((item) => [item.id, item.averageRating, item.reviewCount])).toEqual(
        [
          [b, 5, 1],
          [c, 4.5, 4],
          [a, 4.5, 2],
        ],
      );
      const rest = result.items.slice(3);
      for (const item of rest) expect(item).toMatchObject({ averageRating: null, reviewCount: 0 });
      const names = rest.map((item) => item.name);
      expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));

      // The summary follows changed and deleted reviews.
      await prisma.review.updateMany({ where: { supplementId: b }, data: { rating: 1 } });
      await prisma.review.deleteMany({ where: { supplementId: c, rating: 4 } });
      const after = await search(params({ sort: "rating" }));
      expect(after.items.slice(0, 3).map((item) => [item.id, item.averageRating, item.reviewCount])).toEqual([
        [c, 5, 2],
        [a, 4.5, 2],
        [b, 1, 1],
      ]);
      // With a query and a filter too.
      const withQuery = await search(params({ q: "a", sort: "rating" }));
      expect(
        withQuery.items.every(
          (item, index, items) =>
            index === 0 || (items[index - 1]!.averageRating ?? -1) >= (item.averageRating ?? -1),
        ),
      ).toBe(true);
    } finally {
      await prisma.review.deleteMany({ where: { supplementId: { in: [a, b, c] } } });
    }
    const cleared = await prisma.supplement.findMany({
      where: { id: { in: [a, b, c] } },
      select: { reviewCount: true, reviewRatingSum: true },
    });
    expect(cleared).toEqual([
      { reviewCount: 0, reviewRatingSum: 0 },
      { reviewCount: 0, reviewRatingSum: 0 },
      { reviewCount: 0, reviewRatingSum: 0 },
    ]);
  });
});

describe("newest sort", () => {
  it("puts the most recently added products first, then name order among products added together", async () => {
    const [latest, earlier] = await prisma.supplement.findMany({
      where: LISTED,
      orderBy: { slug: "desc" },
      take: 2,
      select: { id: true, createdAt: true },
    });
    const originals = [latest!, earlier!];
    try {
      await prisma.supplement.update({
        where: { id: latest!.id },
        data: { createdAt: new Date(Date.now() + 2 * 86_400_000) },
      });
      await prisma.supplement.update({
        where: { id: earlier!.id },
        data: { createdAt: new Date(Date.now() + 86_400_000) },
      });
      const result = await search(params({ sort: "newest" }));
      expect(result.items.slice(0, 2).map((item) => item.id)).toEqual([latest!.id, earlier!.id]);
      const rest = result.items.slice(2).map((item) => item.name);
      expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    } finally {
      for (const original of originals)
        await prisma.supplement.update({
          where: { id: original.id },
          data: { createdAt: original.createdAt },
        });
    }
  });
});

describe("getBrowseOptions", () => {
  it("offers no dietary filter while no product is recorded as vegan, vegetarian or gluten free", async () => {
    expect(
      await prisma.supplement.count({
        where: { OR: [{ vegan: true }, { vegetarian: true }, { glutenFree: true }] },
      }),
    ).toBe(0);
    expect((await browseOptions(null)).dietary).toEqual({
      vegan: false,
      vegetarian: false,
      glutenFree: false,
    });
  });

  it("offers a dietary filter once one product qualifies", async () => {
    const product = await prisma.supplement.findFirstOrThrow({ where: LISTED, orderBy: { slug: "asc" } });
    await prisma.supplement.update({
      where: { id: product.id },
      data: { vegetarian: true, labelCheckedAt: new Date() },
    });
    try {
      expect((await browseOptions(null)).dietary).toEqual({
        vegan: false,
        vegetarian: true,
        glutenFree: false,
      });
    } finally {
      await prisma.supplement.update({
        where: { id: product.id },
        data: { vegetarian: product.vegetarian, labelCheckedAt: product.labelCheckedAt },
      });
    }
  });

  it("names the filtered ingredient, or nothing for an unknown slug", async () => {
    expect((await browseOptions("vitamin-d3")).ingredient).toEqual({
      slug: "vitamin-d3",
      name: "Vitamin D3",
    });
    expect((await browseOptions("unobtainium")).ingredient).toBeNull();
    expect((await browseOptions(null)).ingredient).toBeNull();
  });
});

describe("an ingredient a search names that no product carries", () => {
  const named = async (words: string) =>
    (await import("@/lib/catalogue/product-queries")).unsoldIngredientNamed(words);

  it("is found by its name, its name without its bracket, or a synonym, with what we know of it", async () => {
    const melatonin = await named("  Melatonin ");
    expect(melatonin?.name).toBe("Melatonin");
    expect(melatonin?.evidenceSummary).toMatch(/prescription-only medicine/);
    expect(melatonin?.references.map((reference) => reference.url)).toContain(
      "https://www.nhs.uk/medicines/melatonin/",
    );
    expect((await named("cinnamon"))?.name).toBe("Cinnamon (cassia)");
    expect((await named("cannabidiol"))?.name).toBe("CBD (cannabidiol)");
  });

  it("is not found for an ingredient a product carries, or for words naming none", async () => {
    expect(await named("magnesium")).toBeNull();
    expect(await named("ashwagandha")).toBeNull();
    expect(await named("sleep")).toBeNull();
    expect(await named("x")).toBeNull();
  });
});

describe("GET /api/supplements", () => {
  const get = (query: string) => getSupplements(new Request(`http://localhost/api/supplements${query}`), {});

  it("answers { success, data: { items, total, page, pageCount } }", async () => {
    const response = await get("?q=magnesium&category=sleep&page=1");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      data: { items: Array<{ category: string }>; total: number; page: number; pageCount: number };
    };
    expect(body.success).toBe(true);
    expect(body.data.page).toBe(1);
    expect(body.data.total).toBe(body.data.items.length);
    for (const item of body.data.items) expect(item.category).toBe("sleep");
  });

  it("sorts by rating", async () => {
    const response = await get("?sort=rating&category=sleep");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { items: Array<{ averageRating: number | null; reviewCount: number }> };
    };
    expect(body.data.items.length).toBeGreaterThan(0);
    for (const item of body.data.items) expect(item).toHaveProperty("reviewCount");
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
    ["an unknown sort", "?sort=oldest"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });
});
