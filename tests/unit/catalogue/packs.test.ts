/** @jest-environment node */
// Pack sizes (lib/catalogue/packs.ts): which seed products are packs of one product, how a pack size
// reads beside a price, and which pack a product is listed at.
import {
  cheapestPackPerProduct,
  findPackGroups,
  formatPackSize,
  formatPackSizes,
  packGroupKey,
  type PackCandidate,
} from "@/lib/catalogue/packs";
import { cheapestOffer, compareServingCost, pricePerDayPence } from "@/lib/catalogue/pricing";
import { PRODUCTS } from "@/prisma/data/catalogue/products";

const base: PackCandidate = {
  brand: "Example",
  name: "Vitamin C 1000mg Tablets",
  form: "tablet",
  unitsPerPack: 60,
  unitsPerServing: 1,
  ingredients: [{ ingredient: "vitamin-c", amount: 1000, unit: "mg", chemicalForm: "as ascorbic acid" }],
};

describe("packGroupKey", () => {
  it("is the same for two packs that differ only in units per pack, and in ingredient order", () => {
    const zinc = { ingredient: "zinc", amount: 10, unit: "mg", chemicalForm: null };
    const a = { ...base, ingredients: [...base.ingredients, zinc] };
    const b = { ...base, unitsPerPack: 120, ingredients: [zinc, ...base.ingredients] };
    expect(packGroupKey(a)).toBe(packGroupKey(b));
  });

  it.each<[string, Partial<PackCandidate>]>([
    ["brand", { brand: "Other" }],
    ["name", { name: "Vitamin C 500mg Tablets" }],
    ["form", { form: "capsule" }],
    ["units per serving", { unitsPerServing: 2 }],
    ["amount", { ingredients: [{ ...base.ingredients[0]!, amount: 500 }] }],
    ["chemical form", { ingredients: [{ ...base.ingredients[0]!, chemicalForm: "as calcium ascorbate" }] }],
  ])("differs when the %s differs", (_, change) => {
    expect(packGroupKey({ ...base, ...change })).not.toBe(packGroupKey(base));
  });
});

describe("the seed catalogue's pack groups", () => {
  const groups = findPackGroups(PRODUCTS);
  const bySlugs = groups.map((group) => group.map((product) => product.slug));

  it("finds the products sold in several pack sizes, smallest pack first", () => {
    expect(bySlugs).toEqual(
      expect.arrayContaining([
        [
          "bio-kult-bio-kult-everyday-gut-health-capsules-30",
          "bio-kult-bio-kult-everyday-gut-health-capsules-60",
          "bio-kult-bio-kult-everyday-gut-health-capsules-120",
        ],
        [
          "pharma-nord-bio-quinone-q10-100mg-capsules-30",
          "pharma-nord-bio-quinone-q10-100mg-capsules-60",
          "pharma-nord-bio-quinone-q10-100mg-capsules-150",
        ],
        ["now-foods-ashwagandha-450mg-veg-capsules-90", "now-foods-ashwagandha-450mg-veg-capsules-180"],
        ["now-foods-c-1000-tablets-100", "now-foods-c-1000-tablets-250"],
        [
          "berocca-berocca-performance-orange-effervescent-tablets-15",
          "berocca-berocca-performance-orange-effervescent-tablets-30",
        ],
      ]),
    );
    expect(groups).toHaveLength(22);
  });

  it("has no two products of the same brand and name outside one pack group", () => {
    // Same name on the label but a different product (form, serving or ingredients): a data error
    // that would show as two identical names at different prices.
    const groupOf = new Map(groups.flatMap((group, index) => group.map((product) => [product.slug, index])));
    const byName = new Map<string, string[]>();
    for (const product of PRODUCTS) {
      const key = `${product.brand.toLowerCase()}|${product.name.toLowerCase()}`;
      byName.set(key, [...(byName.get(key) ?? []), product.slug]);
    }
    for (const slugs of byName.values()) {
      if (slugs.length < 2) continue;
      const group = groupOf.get(slugs[0]!);
      expect(group).toBeDefined();
      for (const slug of slugs) expect([slug, groupOf.get(slug)]).toEqual([slug, group]);
    }
  });

  it("gives every pack of a group the same category, timing and diet flags", () => {
    for (const [first, ...rest] of groups) {
      for (const pack of rest) {
        expect([pack.slug, pack.category, pack.optimalTiming, pack.takeWithFood, pack.vegan]).toEqual([
          pack.slug,
          first!.category,
          first!.optimalTiming,
          first!.takeWithFood,
          first!.vegan,
        ]);
      }
    }
  });

  it("keeps every sample price on the pack it was recorded for", () => {
    for (const group of groups) {
      for (const pack of group) {
        for (const offer of pack.sampleOffers)
          expect([pack.slug, offer.packSize]).toEqual([pack.slug, pack.unitsPerPack]);
      }
    }
  });
});

describe("price per day across packs", () => {
  it("marks the pack that is cheapest per day, not the cheapest pack", () => {
    // Q10: £19.99 for 30 (67p a day) against £69.99 for 150 (47p a day).
    const small = { id: "s", pricePence: 1999, packSize: 30, inStock: true, retailer: "A" };
    const large = { id: "l", pricePence: 6999, packSize: 150, inStock: true, retailer: "A" };
    expect(pricePerDayPence(small, 1)).toBe(67);
    expect(pricePerDayPence(large, 1)).toBe(47);
    expect(compareServingCost(large, 1, small, 1)).toBeLessThan(0);
    expect(cheapestOffer([small, large])?.id).toBe("l");
  });
});

describe("cheapestPackPerProduct", () => {
  it("keeps one row per product: its pack with the lowest cost, a priced one over an unpriced one", () => {
    const rows = [
      { id: "a30", packOfId: null, cost: 67 },
      { id: "solo", packOfId: null, cost: null },
      { id: "a60", packOfId: "a30", cost: 58 },
      { id: "a150", packOfId: "a30", cost: 47 },
      { id: "b10", packOfId: null, cost: null },
      { id: "b20", packOfId: "b10", cost: 30 },
      { id: "c1", packOfId: null, cost: 20 },
      { id: "c2", packOfId: "c1", cost: 20 },
    ];
    expect(cheapestPackPerProduct(rows, (row) => row.cost).map((row) => row.id)).toEqual([
      "a150",
      "solo",
      "b20",
      "c1",
    ]);
  });
});

describe("formatPackSize", () => {
  it.each([
    [60, "capsule", "60 capsules"],
    [1, "tablet", "1 tablet"],
    [90, "gummy", "90 gummies"],
    [28, "liquid", "pack of 28"],
    [300, "powder", "pack of 300"],
  ])("%i %s → %s", (units, form, expected) => {
    expect(formatPackSize(units, form)).toBe(expected);
  });

  it("lists a product's pack sizes smallest first", () => {
    expect(formatPackSizes([150, 30, 60])).toBe("30, 60 or 150");
    expect(formatPackSizes([60])).toBe("60");
  });

  it("leaves out a pack size that is not known, and gives null when none is", () => {
    expect(formatPackSizes([null, 60])).toBe("60");
    expect(formatPackSizes([null])).toBeNull();
  });
});

describe("a product whose pack size is not known", () => {
  it("is no pack of a product with the same label", () => {
    expect(findPackGroups([base, { ...base, unitsPerPack: null }])).toEqual([]);
    expect(findPackGroups([base, { ...base, unitsPerPack: null }, { ...base, unitsPerPack: 120 }])).toEqual([
      [base, { ...base, unitsPerPack: 120 }],
    ]);
  });
});
