/** @jest-environment node */
import { byDosePrice, doseRatio, findingKeys, hasSimilarDose } from "@/lib/stacks/optimise";
import type { StackProduct } from "@/lib/stacks/products";
import type { AnalysisResult } from "@/lib/interactions/types";

const product = (ingredients: StackProduct["ingredients"]): StackProduct => ({
  id: "p",
  slug: "p",
  name: "P",
  brand: "B",
  unitsPerServing: 1,
  optimalTiming: null,
  ingredients,
  offer: null,
  imageRetailer: null,
});

describe("hasSimilarDose (±25% per ingredient, units converted)", () => {
  const d3 = product([{ slug: "vitamin-d3", name: "Vitamin D3", amount: 25, unit: "µg" }]);
  test.each([
    [25, "µg", true],
    [18.75, "µg", true],
    [31.25, "µg", true],
    [18.7, "µg", false],
    [31.3, "µg", false],
    [1000, "IU", true], // 1000 IU = 25 µg
    [4000, "IU", false],
  ])("%s %s against 25 µg → %s", (amount, unit, expected) => {
    expect(hasSimilarDose(d3, product([{ slug: "vitamin-d3", name: "Vitamin D3", amount, unit }]))).toBe(
      expected,
    );
  });

  test("every ingredient must match, and the sets must be the same", () => {
    const combo = product([
      { slug: "calcium", name: "Calcium", amount: 800, unit: "mg" },
      { slug: "vitamin-d3", name: "Vitamin D3", amount: 10, unit: "µg" },
    ]);
    expect(
      hasSimilarDose(
        combo,
        product([
          { slug: "calcium", name: "Calcium", amount: 800, unit: "mg" },
          { slug: "vitamin-d3", name: "Vitamin D3", amount: 12, unit: "µg" },
        ]),
      ),
    ).toBe(true);
    expect(
      hasSimilarDose(
        combo,
        product([
          { slug: "calcium", name: "Calcium", amount: 400, unit: "mg" },
          { slug: "vitamin-d3", name: "Vitamin D3", amount: 10, unit: "µg" },
        ]),
      ),
    ).toBe(false);
    expect(
      hasSimilarDose(combo, product([{ slug: "calcium", name: "Calcium", amount: 800, unit: "mg" }])),
    ).toBe(false);
    expect(
      hasSimilarDose(
        combo,
        product([
          { slug: "calcium", name: "Calcium", amount: 800, unit: "mg" },
          { slug: "vitamin-k2", name: "K2", amount: 10, unit: "µg" },
        ]),
      ),
    ).toBe(false);
  });
});

test("findingKeys names every finding and every ingredient above its upper level", () => {
  const record = (id: string) => ({ id }) as never;
  const result = {
    interactions: {
      supplementInteractions: [{ record: record("ss-calcium-iron"), supplementAId: "a", supplementBId: "b" }],
      drugInteractions: [{ record: record("drug-1"), supplementId: "a", drugName: "Warfarin" }],
      nutrientInteractions: [{ record: record("nut-1") }],
      foodInteractions: [{ record: record("food-1"), supplementId: "a" }],
      medicalContraindications: [{ record: record("med-1"), supplementId: "a", condition: "Pregnancy" }],
    },
    cumulativeDoses: [
      { ingredientSlug: "zinc", exceedsUpperLevel: true },
      { ingredientSlug: "iron", exceedsUpperLevel: false },
      { ingredientSlug: "niacin", exceedsUpperLevel: null },
    ],
  } as unknown as AnalysisResult;
  expect([...findingKeys(result)].sort()).toEqual([
    "above-upper-level:zinc",
    "condition:med-1:pregnancy",
    "drug:drug-1:warfarin",
    "food:food-1",
    "nutrient:nut-1",
    "supplement:ss-calcium-iron",
  ]);
});

describe("savings rank equal-dose alternatives by price per dose", () => {
  const d3 = (name: string, amount: number, unit = "µg") => ({
    ...product([{ slug: "vitamin-d3", name: "Vitamin D3", amount, unit }]),
    id: name,
    name,
  });
  const own = d3("Own 25 µg", 25);

  test("the dose one serving gives against the product's own, units converted", () => {
    expect(doseRatio(own, d3("A", 20))).toBeCloseTo(0.8);
    expect(doseRatio(own, d3("B", 1200, "IU"))).toBeCloseTo(1.2);
    const combo = product([
      { slug: "calcium", name: "Calcium", amount: 800, unit: "mg" },
      { slug: "vitamin-d3", name: "Vitamin D3", amount: 10, unit: "µg" },
    ]);
    expect(doseRatio(combo, combo)).toBe(1);
  });

  test("a stronger pack that costs a little more a month but less a dose comes first", () => {
    const weaker = { candidate: d3("Weaker 20 µg", 20), cost: { costPerMonthPence: 90 } };
    const stronger = { candidate: d3("Stronger 30 µg", 30), cost: { costPerMonthPence: 100 } };
    expect(byDosePrice(own, [weaker, stronger]).map((entry) => entry.candidate.name)).toEqual([
      "Stronger 30 µg",
      "Weaker 20 µg",
    ]);
  });
});
