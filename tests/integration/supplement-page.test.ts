// The supplement page's reads (lib/catalogue/product-queries.ts) on a migrated, seeded database,
// plus a small controlled catalogue for the cheaper-alternatives rules.
import { randomUUID } from "node:crypto";

import { cheapestOffer, compareServingCost } from "@/lib/catalogue/pricing";
import type {
  getCheaperAlternatives as GetCheaperAlternatives,
  getSupplementDetail as GetSupplementDetail,
} from "@/lib/catalogue/product-queries";
import { type Database } from "@/lib/db/prisma";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

let scratch: SeededDatabase;
let prisma: Database;
let getSupplementDetail: typeof GetSupplementDetail;
let getCheaperAlternatives: typeof GetCheaperAlternatives;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  ({ getSupplementDetail, getCheaperAlternatives } = await import("@/lib/catalogue/product-queries"));
});
afterAll(async () => {
  await scratch.drop();
});

async function productId(where: { name: string; unitsPerPack?: number }): Promise<string> {
  return (await prisma.supplement.findFirstOrThrow({ where, orderBy: { slug: "asc" } })).id;
}

describe("getSupplementDetail", () => {
  it("compares niacin with the level of its label form (nicotinamide 500 mg, not nicotinic acid's 17 mg)", async () => {
    const product = await prisma.supplement.findFirstOrThrow({
      where: {
        ingredients: {
          some: {
            ingredient: { slug: "niacin" },
            chemicalForm: { contains: "nicotinamide" },
            amount: { gt: 17 },
          },
        },
      },
    });
    const detail = await getSupplementDetail(product.id);
    const niacin = detail!.ingredients.find((item) => item.slug === "niacin")!;
    expect(niacin.upperLevel).toMatchObject({ amount: 500, unit: "mg" });
    expect(niacin.upperLevel!.source).toMatch(/nicotinamide/);
  });

  it("returns null for an id the catalogue does not have", async () => {
    expect(await getSupplementDetail("no-such-product")).toBeNull();
  });

  it("returns a seeded product with its ingredient data, sample offers and verbatim claims", async () => {
    const id = await productId({ name: "Magnesium Citrate 200mg Tablets", unitsPerPack: 100 });
    const detail = await getSupplementDetail(id);
    expect(detail).toMatchObject({
      id,
      brand: "NOW Foods",
      form: "tablet",
      unitsPerPack: 100,
      unitsPerServing: 1,
    });

    const magnesium = detail?.ingredients[0];
    expect(detail?.ingredients).toHaveLength(1);
    expect(magnesium).toMatchObject({
      slug: "magnesium",
      amount: 200,
      unit: "mg",
      chemicalForm: "as magnesium citrate",
    });
    expect(Object.keys(magnesium?.nrv ?? {}).sort()).toEqual(["amount", "unit"]);
    expect(typeof magnesium?.nrv?.amount).toBe("number");
    expect(typeof magnesium?.nrv?.unit).toBe("string");
    expect(typeof magnesium?.upperLevel?.source).toBe("string");
    expect(magnesium?.references.length).toBeGreaterThan(0);
    expect(magnesium?.references[0]?.url).toMatch(/^https:\/\//);

    // Exactly the register rows whose substance is one of the ingredient's claim substances, word for word.
    const ingredient = await prisma.ingredient.findUniqueOrThrow({ where: { slug: "magnesium" } });
    const expected = await prisma.authorisedClaim.findMany({
      where: { substance: { in: ingredient.claimSubstances } },
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(magnesium?.claims.map((claim) => claim.id))).toEqual(
      new Set(expected.map((claim) => claim.id)),
    );
    for (const claim of magnesium?.claims ?? []) {
      const row = expected.find((candidate) => candidate.id === claim.id);
      expect(claim).toEqual({
        id: row?.id,
        claimText: row?.claimText,
        conditionsOfUse: row?.conditionsOfUse,
      });
    }

    expect(detail?.offers.length).toBeGreaterThan(0);
    for (const offer of detail?.offers ?? []) {
      expect(offer.source).toBe("sample");
      expect(offer.lastCheckedAt).toEqual(new Date("2026-11-21T00:00:00.000Z"));
      expect(offer.pricePerServingPence).toBe(Math.round((offer.pricePence * 1) / offer.packSize));
      expect(offer.pricePerDayPence).toBe(offer.pricePerServingPence);
    }
  });

  it("orders offers in stock first, then by price per serving", async () => {
    const id = await productId({ name: "Spatone Original Liquid Iron Sachets", unitsPerPack: 28 });
    const detail = await getSupplementDetail(id);
    const offers = detail?.offers ?? [];
    expect(offers.length).toBeGreaterThan(1);
    for (let i = 1; i < offers.length; i += 1) {
      const [previous, current] = [offers[i - 1], offers[i]];
      if (previous && current) expect(compareServingCost(previous, 1, current, 1)).toBeLessThanOrEqual(0);
    }
    expect(cheapestOffer(offers)).toBe(offers[0]);
  });

  it("keeps the partial-formula description of a partly listed product", async () => {
    const partial = await prisma.supplement.findFirstOrThrow({
      where: { description: { contains: "Selected ingredients listed" } },
    });
    const detail = await getSupplementDetail(partial.id);
    expect(detail?.description).toContain("Selected ingredients listed; see the label for the full formula.");
    expect(detail?.ingredients.length).toBeGreaterThan(0);
  });
});

describe("getCheaperAlternatives on the seeded catalogue", () => {
  it("finds cheaper single-magnesium products at a similar dose, cheapest first", async () => {
    // Its own price is its cheapest pack's (the 240), and its 240 pack is not an alternative to it.
    const id = await productId({
      name: "High Absorption Magnesium 100% Chelated Tablets",
      unitsPerPack: 120,
    });
    const own = await getSupplementDetail(id);
    const ownPerServing = own?.offers[0]?.pricePerServingPence ?? 0;
    const alternatives = await getCheaperAlternatives(id);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(3);
    expect(alternatives.map((alternative) => alternative.name)).not.toContain(own?.name);
    // Another product sold in several packs is one alternative, linked to its page (not a pack's).
    const names = alternatives.map((alternative) => `${alternative.brand} ${alternative.name}`);
    expect(new Set(names).size).toBe(names.length);
    const rows = await prisma.supplement.findMany({ where: { id: { in: alternatives.map((a) => a.id) } } });
    for (const row of rows) expect(row.packOfId).toBeNull();
    expect(alternatives.map((alternative) => alternative.pricePerServingPence)).toEqual(
      [...alternatives.map((alternative) => alternative.pricePerServingPence)].sort((a, b) => a - b),
    );
    for (const alternative of alternatives) {
      expect(alternative.pricePerServingPence).toBeLessThanOrEqual(ownPerServing);
      expect(alternative.source).toBe("sample");
      const detail = await getSupplementDetail(alternative.id);
      expect(detail?.ingredients.map((ingredient) => ingredient.slug)).toEqual(["magnesium"]);
      const amount = detail?.ingredients[0]?.amount ?? 0;
      expect(amount).toBeGreaterThanOrEqual(150);
      expect(amount).toBeLessThanOrEqual(250);
    }
  });

  it("returns none for a multi-ingredient product or an unknown id", async () => {
    const zincCopper = await productId({ name: "Zinc Balance Capsules" });
    expect(await getCheaperAlternatives(zincCopper)).toEqual([]);
    expect(await getCheaperAlternatives("no-such-product")).toEqual([]);
  });
});

describe("getCheaperAlternatives rules", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const ingredient = await prisma.ingredient.create({
      data: {
        slug: `test-${randomUUID()}`,
        name: "Testium",
        category: "wellness",
        synonyms: [],
        claimSubstances: [],
      },
    });
    const other = await prisma.ingredient.create({
      data: {
        slug: `test-${randomUUID()}`,
        name: "Otherium",
        category: "wellness",
        synonyms: [],
        claimSubstances: [],
      },
    });
    type Spec = {
      amount: number;
      unit: string;
      offers: { pricePence: number; packSize?: number; inStock?: boolean }[];
      extra?: boolean;
      unitsPerServing?: number;
    };
    const specs: Record<string, Spec> = {
      base: { amount: 1000, unit: "mg", offers: [{ pricePence: 1000 }, { pricePence: 100, inStock: false }] }, // 10p in stock
      penny: { amount: 1000, unit: "mg", offers: [{ pricePence: 100 }] }, // 1p
      upperEdgeInGrams: { amount: 1.25, unit: "g", offers: [{ pricePence: 500 }] }, // 1250 mg, 5p
      lowerEdge: { amount: 750, unit: "mg", offers: [{ pricePence: 800 }] }, // 8p
      fourthCheapest: { amount: 900, unit: "mg", offers: [{ pricePence: 900 }] }, // 9p, beyond the top three
      twoUnitServing: { amount: 1000, unit: "mg", unitsPerServing: 2, offers: [{ pricePence: 600 }] }, // 12p per serving
      tooStrong: { amount: 1.3, unit: "g", offers: [{ pricePence: 100 }] },
      tooWeak: { amount: 740, unit: "mg", offers: [{ pricePence: 100 }] },
      dearer: { amount: 1000, unit: "mg", offers: [{ pricePence: 2000 }] },
      sameCost: { amount: 1000, unit: "mg", offers: [{ pricePence: 1000 }] },
      combination: { amount: 1000, unit: "mg", extra: true, offers: [{ pricePence: 100 }] },
      unconvertible: { amount: 1000, unit: "IU", offers: [{ pricePence: 100 }] },
      unpriced: { amount: 1000, unit: "mg", offers: [] },
    };
    for (const [key, spec] of Object.entries(specs)) {
      const supplement = await prisma.supplement.create({
        data: {
          slug: `test-${key}-${randomUUID()}`,
          name: `Test ${key}`,
          brand: "Test Brand",
          form: "tablet",
          unitsPerPack: 100,
          unitsPerServing: spec.unitsPerServing ?? 1,
          category: "wellness",
          benefits: [],
          ingredients: {
            create: [
              { ingredientId: ingredient.id, amount: spec.amount, unit: spec.unit },
              ...(spec.extra ? [{ ingredientId: other.id, amount: 5, unit: "mg" }] : []),
            ],
          },
          offers: {
            create: spec.offers.map((offer, index) => ({
              retailer: `Retailer ${index}`,
              pricePence: offer.pricePence,
              packSize: offer.packSize ?? 100,
              inStock: offer.inStock ?? true,
              url: "https://example.com/",
              source: "feed" as const,
              lastCheckedAt: new Date("2026-12-01T00:00:00Z"),
            })),
          },
        },
      });
      ids[key] = supplement.id;
    }
  });

  it("keeps like-for-like products within ±25% (units converted) that cost less per serving, up to three, cheapest first", async () => {
    const alternatives = await getCheaperAlternatives(ids.base ?? "");
    expect(alternatives.map((alternative) => alternative.name)).toEqual([
      "Test penny",
      "Test upperEdgeInGrams",
      "Test lowerEdge",
    ]);
    expect(alternatives.map((alternative) => alternative.pricePerServingPence)).toEqual([1, 5, 8]);
    expect(alternatives[0]).toMatchObject({
      id: ids.penny,
      brand: "Test Brand",
      source: "feed",
      lastCheckedAt: new Date("2026-12-01T00:00:00Z"),
    });
  });

  it("compares against the product's cheapest in-stock offer, not a cheaper out-of-stock one", async () => {
    // base's out-of-stock 1p offer would otherwise leave nothing cheaper than it.
    expect((await getCheaperAlternatives(ids.base ?? "")).length).toBe(3);
  });

  it("returns none for the cheapest product, or a product without a price", async () => {
    expect(await getCheaperAlternatives(ids.penny ?? "")).toEqual([]);
    expect(await getCheaperAlternatives(ids.unpriced ?? "")).toEqual([]);
    expect(await getCheaperAlternatives(ids.combination ?? "")).toEqual([]);
  });

  it("costs a serving by its units per serving", async () => {
    // twoUnitServing costs 6p a unit but 12p a serving, so the 8p product counts as cheaper.
    const names = (await getCheaperAlternatives(ids.twoUnitServing ?? "")).map(
      (alternative) => alternative.name,
    );
    expect(names).toEqual(["Test penny", "Test upperEdgeInGrams", "Test lowerEdge"]);
    const fromLowerEdge = (await getCheaperAlternatives(ids.lowerEdge ?? "")).map(
      (alternative) => alternative.name,
    );
    // ±25% of 750 mg is 562.5–937.5 mg: of the products in range only the 740 mg one costs less than 8p.
    expect(fromLowerEdge).toEqual(["Test tooWeak"]);
  });
});

describe("GET /api/supplements/{id}", () => {
  type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
  const get = async (id: string) => {
    const { GET } = (await import("@/app/api/supplements/[id]/route")) as unknown as { GET: Handler };
    return GET(new Request(`http://localhost/api/supplements/${id}`), { params: Promise.resolve({ id }) });
  };

  it("answers the product with offers and a rating from real reviews only (none seeded)", async () => {
    const id = await productId({ name: "Magnesium Citrate 200mg Tablets" });
    const response = await get(id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: {
        supplement: {
          id: string;
          offers: unknown[];
          ingredients: unknown[];
          rating: number | null;
          reviewCount: number;
        };
      };
    };
    expect(body.data.supplement).toMatchObject({ id, rating: null, reviewCount: 0 });
    expect(body.data.supplement.offers.length).toBeGreaterThan(0);
    expect(body.data.supplement.ingredients.length).toBeGreaterThan(0);
  });

  it("answers 404 SUPPLEMENT_NOT_FOUND for an unknown or absurd id", async () => {
    for (const id of ["no-such-product", "x".repeat(101)]) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "SUPPLEMENT_NOT_FOUND",
      );
    }
  });
});
