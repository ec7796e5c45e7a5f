// Pack sizes on a migrated, seeded database (lib/catalogue/packs.ts, docs/decisions.md "Pack sizes"):
// the seed groups every product sold in several pack sizes; browse, search, the checker's picker and
// the sitemap list it once; its page lists every pack's offers with price per day; a pack's own URL
// answers 308 to that page; a saved stack holding a pack still loads and costs the same.
import { findPackGroups } from "@/lib/catalogue/packs";
import { cheapestOffer } from "@/lib/catalogue/pricing";
import type { getSupplementDetail as GetSupplementDetail } from "@/lib/catalogue/product-queries";
import type { listProductsForPicker as ListProductsForPicker } from "@/lib/catalogue/queries";
import { parseBrowseParams } from "@/lib/catalogue/search-params";
import type { searchSupplements as SearchSupplements } from "@/lib/catalogue/search";
import { type Database } from "@/lib/db/prisma";
import type { listSupplementsForSitemap as ListSupplementsForSitemap } from "@/lib/seo/queries";
import { itemCost } from "@/lib/stacks/costs";
import type { previewStack as PreviewStack } from "@/lib/stacks/preview";
import { PRODUCTS } from "@/prisma/data/catalogue/products";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

const Q10 = ["30", "60", "150"].map((size) => `pharma-nord-bio-quinone-q10-100mg-capsules-${size}`);
const BIO_KULT = ["30", "60", "120"].map((size) => `bio-kult-bio-kult-everyday-gut-health-capsules-${size}`);

let scratch: SeededDatabase;
let prisma: Database;
let search: typeof SearchSupplements;
let getSupplementDetail: typeof GetSupplementDetail;
let listProductsForPicker: typeof ListProductsForPicker;
let listSupplementsForSitemap: typeof ListSupplementsForSitemap;
let previewStack: typeof PreviewStack;
let productIdFrom: (params: Promise<{ id: string }>) => Promise<string>;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  ({ searchSupplements: search } = await import("@/lib/catalogue/search"));
  ({ getSupplementDetail } = await import("@/lib/catalogue/product-queries"));
  ({ listProductsForPicker } = await import("@/lib/catalogue/queries"));
  ({ listSupplementsForSitemap } = await import("@/lib/seo/queries"));
  ({ previewStack } = await import("@/lib/stacks/preview"));
  ({ productIdFrom } = await import("@/app/(catalogue)/supplement/[id]/product"));
});
afterAll(async () => {
  await scratch.drop();
});

async function idOf(slug: string): Promise<string> {
  return (await prisma.supplement.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}

describe("the seed's pack groups", () => {
  it("points every pack but the smallest of each group at the smallest, and nothing else", async () => {
    const rows = await prisma.supplement.findMany({
      select: { slug: true, packOf: { select: { slug: true } } },
    });
    const expected = new Map(
      findPackGroups(PRODUCTS).flatMap(([canonical, ...packs]) =>
        packs.map((pack) => [pack.slug, canonical?.slug] as const),
      ),
    );
    expect(expected.size).toBeGreaterThan(20);
    const actual = new Map(rows.flatMap((row) => (row.packOf ? [[row.slug, row.packOf.slug] as const] : [])));
    expect(actual).toEqual(expected);
  });
});

describe("browse and search", () => {
  it("list every product once: no pack row on any page, and the total counts products", async () => {
    const products = await prisma.supplement.count({ where: { packOfId: null } });
    const first = await search(parseBrowseParams({}));
    expect(first.total).toBe(products);
    const slugs: string[] = [];
    for (let page = 1; page <= first.pageCount; page += 1) {
      const result = await search(parseBrowseParams({ page: String(page) }));
      slugs.push(...result.items.map((item) => item.slug));
    }
    expect(slugs).toHaveLength(products);
    expect(slugs).toContain(Q10[0]);
    expect(slugs).not.toContain(Q10[1]);
    expect(slugs).not.toContain(Q10[2]);
  });

  it.each([
    ["a one-word brand query (the title tier)", { q: "nord" }],
    ["a product-name query", { q: "bio-quinone" }],
    ["a brand query", { q: "Pharma Nord" }],
    ["an ingredient query", { q: "coenzyme q10" }],
    ["a price sort", { q: "q10", sort: "price_per_day" }],
  ])("show Bio-Quinone Q10 once for %s, at its cheapest pack per day", async (_, raw) => {
    const result = await search(parseBrowseParams(raw));
    const names = result.items.map((item) => `${item.brand} ${item.name}`);
    expect(new Set(names).size).toBe(names.length);
    const q10 = result.items.filter((item) => item.name === "Bio-Quinone Q10 100mg Capsules");
    expect(q10).toHaveLength(1);
    expect(q10[0]).toMatchObject({ slug: Q10[0], packCount: 3 });

    // The cheapest offer per day over all three packs: its price, its pack size and its row.
    const offers = await prisma.retailerOffer.findMany({
      where: { supplement: { slug: { in: Q10 } } },
      include: { supplement: { select: { id: true } } },
    });
    const cheapest = cheapestOffer(offers);
    expect(q10[0]).toMatchObject({
      cheapestPricePence: cheapest?.pricePence,
      cheapestPackSize: cheapest?.packSize,
      cheapestPackId: cheapest?.supplement.id,
    });
    expect(cheapest?.packSize).toBe(150);
  });

  it("keep no title-tier index rows for a pack, so the one-word path cannot list it", async () => {
    const packRows = await prisma.supplementTitleTerm.count({
      where: { supplement: { packOfId: { not: null } } },
    });
    expect(packRows).toBe(0);
    expect(
      await prisma.supplementTitleTerm.count({ where: { supplement: { slug: Q10[0] } } }),
    ).toBeGreaterThan(0);
  });

  it("the checker's picker and the sitemap list the product once too", async () => {
    const picker = await listProductsForPicker();
    expect(picker.filter((product) => product.name === "Bio-Kult Everyday Gut Health Capsules")).toHaveLength(
      1,
    );
    const sitemap = (await listSupplementsForSitemap()).map((row) => row.slug);
    expect(sitemap).toContain(BIO_KULT[0]);
    expect(sitemap).not.toContain(BIO_KULT[1]);
  });
});

describe("the product page", () => {
  it("lists every pack with each pack's offers and price per day, cheapest per day first", async () => {
    const detail = await getSupplementDetail(await idOf(BIO_KULT[0]!));
    expect(detail?.packs.map((pack) => pack.unitsPerPack)).toEqual([30, 60, 120]);
    const rows = await prisma.retailerOffer.findMany({ where: { supplement: { slug: { in: BIO_KULT } } } });
    expect(detail?.offers).toHaveLength(rows.length);
    // Every offer stays on the pack it was recorded for, with its source and check date.
    for (const offer of detail?.offers ?? []) {
      const row = rows.find((candidate) => candidate.id === offer.id);
      expect(row).toBeDefined();
      expect(offer).toMatchObject({
        productId: row?.supplementId,
        pricePence: row?.pricePence,
        packSize: row?.packSize,
        source: row?.source,
        lastCheckedAt: row?.lastCheckedAt,
      });
    }
    const perDay = detail?.offers.map((offer) => offer.pricePerDayPence) ?? [];
    expect(perDay).toEqual([...perDay].sort((a, b) => a - b));
    expect(cheapestOffer(detail?.offers ?? [])?.id).toBe(detail?.offers[0]?.id);
  });

  it("answers a pack's own URL, by slug or id, with a permanent redirect (308) to the product's page", async () => {
    const redirect = {
      digest: expect.stringMatching(`^NEXT_REDIRECT;replace;/supplement/${BIO_KULT[0]};308;`) as unknown,
    };
    await expect(productIdFrom(Promise.resolve({ id: BIO_KULT[2]! }))).rejects.toMatchObject(redirect);
    const id = await idOf(BIO_KULT[1]!);
    await expect(productIdFrom(Promise.resolve({ id }))).rejects.toMatchObject(redirect);
    await expect(productIdFrom(Promise.resolve({ id: BIO_KULT[0]! }))).resolves.toBe(
      await idOf(BIO_KULT[0]!),
    );
  });
});

describe("a saved stack holding a pack", () => {
  it("still loads, with that pack's ingredients, and costs what that pack's cheapest offer costs", async () => {
    const packId = await idOf(Q10[2]!);
    const pack = await prisma.supplement.findUniqueOrThrow({
      where: { id: packId },
      include: { offers: true, ingredients: { include: { ingredient: true } } },
    });
    const preview = await previewStack(
      [{ supplementId: packId, quantity: 2, timing: "morning" }],
      undefined,
      {
        withSavings: false,
      },
    );
    const item = preview.items[0];
    expect(item?.product.id).toBe(packId);
    expect(item?.product.ingredients.map((entry) => entry.slug)).toEqual(
      pack.ingredients.map((entry) => entry.ingredient.slug).sort(),
    );
    const offer = cheapestOffer(pack.offers);
    expect(offer).toBeDefined();
    const expected = itemCost({ ...offer!, unitsPerServing: pack.unitsPerServing }, 2);
    expect(item?.cost).toEqual(expected);
    expect(preview.totals.perMonthPence).toBe(expected.costPerMonthPence);
  });
});
