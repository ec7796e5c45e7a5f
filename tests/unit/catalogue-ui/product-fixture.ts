// A product as getSupplementDetail returns it, for the catalogue UI tests.
import type { ProductIngredient, ProductOffer, SupplementDetail } from "@/lib/catalogue/product-queries";

export const SAMPLE_DATE = new Date("2026-11-21T00:00:00.000Z");

export function ingredient(overrides: Partial<ProductIngredient> = {}): ProductIngredient {
  return {
    ingredientId: "ing-magnesium",
    slug: "magnesium",
    name: "Magnesium",
    amount: 200,
    unit: "mg",
    chemicalForm: "as magnesium citrate",
    nrv: { amount: 375, unit: "mg" },
    upperLevel: { amount: 400, unit: "mg", source: "EVM guidance level — FSA: Safe Upper Levels" },
    optimalTiming: "evening",
    evidenceSummary: "Magnesium is an essential mineral found in many foods; this summary is a test fixture.",
    references: [
      {
        title: "Magnesium fact sheet",
        publisher: "NIH ODS",
        url: "https://ods.od.nih.gov/factsheets/Magnesium-Consumer/",
      },
    ],
    claims: [
      {
        id: "claim-1",
        claimText: "Magnesium contributes to a reduction of tiredness and fatigue",
        conditionsOfUse:
          "The claim may be used only for food which is at least a source of magnesium as referred to in the claim SOURCE OF [NAME OF VITAMIN/S] AND/OR [NAME OF MINERAL/S]",
      },
    ],
    ...overrides,
  };
}

export function offer(overrides: Partial<ProductOffer> = {}): ProductOffer {
  return {
    id: "offer-amazon",
    productId: "prod-1",
    retailer: "Amazon",
    pricePence: 1199,
    packSize: 100,
    url: "https://www.amazon.co.uk/s?k=magnesium",
    inStock: true,
    source: "sample",
    lastCheckedAt: SAMPLE_DATE,
    pricePerServingPence: 12,
    pricePerDayPence: 12,
    ...overrides,
  };
}

export function product(overrides: Partial<SupplementDetail> = {}): SupplementDetail {
  return {
    id: "prod-1",
    slug: "now-foods-magnesium-citrate-200mg-tablets-100",
    name: "Magnesium Citrate 200mg Tablets",
    brand: "NOW Foods",
    description: null,
    form: "tablet",
    unitsPerPack: 100,
    unitsPerServing: 1,
    optimalTiming: null,
    takeWithFood: null,
    vegan: null,
    vegetarian: null,
    glutenFree: null,
    allergens: [],
    labelCheckedAt: null,
    imageRetailer: null,
    ingredients: [ingredient()],
    packs: [{ id: "prod-1", slug: "now-foods-magnesium-citrate-200mg-tablets-100", unitsPerPack: 100 }],
    offers: [offer()],
    ...overrides,
  };
}
