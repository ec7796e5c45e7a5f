// Label text as OCR reads it (docs/scanning.md "From text to rows") becomes rows mapped to catalogue slugs.
import { normaliseName, parseLabelText, readNumber, type LabelRow } from "@/lib/scan/label-text";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";

const parse = (text: string) => parseLabelText(text, INGREDIENTS);
const one = (line: string): LabelRow => {
  const rows = parse(line);
  expect(rows).toHaveLength(1);
  return rows[0] as LabelRow;
};

describe("parseLabelText: one line each", () => {
  it.each<[string, Partial<LabelRow>]>([
    [
      "Vitamin D3 (as cholecalciferol) 25µg 500%",
      {
        ingredientSlug: "vitamin-d3",
        name: "Vitamin D3",
        amount: 25,
        unit: "µg",
        chemicalForm: "cholecalciferol",
      },
    ],
    ["Magnesium 375mg 100", { ingredientSlug: "magnesium", name: "Magnesium", amount: 375, unit: "mg" }],
    ["Folic acid 400 µg", { ingredientSlug: "folic-acid", amount: 400, unit: "µg", chemicalForm: null }],
    [
      "Vitamin B12 (as methylcobalamin) 500 mcg 20000%",
      { ingredientSlug: "vitamin-b12", amount: 500, unit: "µg" },
    ],
    ["Biotin 50 ug 100%", { ingredientSlug: "biotin", amount: 50, unit: "µg" }],
    ["Selenium 55 μg 100% NRV", { ingredientSlug: "selenium", amount: 55, unit: "µg" }],
    [
      "Vitamin K2 (as MK-7) 75pg 100%",
      { ingredientSlug: "vitamin-k2", amount: 75, unit: "µg", chemicalForm: "MK-7" },
    ],
    ["Zinc (as zinc citrate) 1O mg 100%", { ingredientSlug: "zinc", amount: 10, unit: "mg" }],
    ["Iron (as ferrous bisglycinate) l4mg 100%", { ingredientSlug: "iron", amount: 14, unit: "mg" }],
    ["Vitamin C 1O0O rng 1250%", { ingredientSlug: "vitamin-c", amount: 1000, unit: "mg" }],
    ["Vitamin D 1,000 IU", { ingredientSlug: "vitamin-d3", amount: 1000, unit: "IU" }],
    ["Vitamin E (as d-alpha tocopherol) 400 I.U.", { ingredientSlug: "vitamin-e", amount: 400, unit: "IU" }],
    ["Vitamin B6 1,4 mg 100%", { ingredientSlug: "vitamin-b6", amount: 1.4, unit: "mg" }],
    ["Vitamin 812 2.5µg 100%", { ingredientSlug: "vitamin-b12", amount: 2.5, unit: "µg" }],
    ["Vit. C 80mg 100%", { ingredientSlug: "vitamin-c", amount: 80, unit: "mg" }],
    ["Fish Oil 1000mg **", { ingredientSlug: "omega-3-fish-oil", amount: 1000, unit: "mg" }],
    ["of which EPA 180mg", { ingredientSlug: "omega-3-fish-oil", name: "EPA", amount: 180, unit: "mg" }],
    ["- DHA ........ 120 mg", { ingredientSlug: "omega-3-fish-oil", name: "DHA", amount: 120, unit: "mg" }],
    ["Ginkgo biloba extract (leaf) 120mg †", { ingredientSlug: "ginkgo-biloba", amount: 120, unit: "mg" }],
    ["Bifidobacterium lactis 5 billion cfu", { ingredientSlug: "probiotics", amount: 5e9, unit: "CFU" }],
    ["Thiamin 1.1mg 100%", { ingredientSlug: "thiamin", amount: 1.1, unit: "mg" }],
    ["Creatine Monohydrate 3 g", { ingredientSlug: "creatine", amount: 3, unit: "g" }],
    [
      "Lactobacillus acidophilus 10 billion CFU",
      { ingredientSlug: "probiotics", name: "Lactobacillus acidophilus", amount: 1e10, unit: "CFU" },
    ],
    [
      "Magnesium (from magnesium citrate) 100mg 27%",
      { ingredientSlug: "magnesium", amount: 100, unit: "mg", chemicalForm: "magnesium citrate" },
    ],
    ["Calcium 200 mg 25 %", { ingredientSlug: "calcium", amount: 200, unit: "mg" }],
    ["Vitamin K 75 µg", { ingredientSlug: "vitamin-k1", amount: 75, unit: "µg" }],
    [
      "Vitamin A (as retinyl palmitate) 800µg RE 100%",
      { ingredientSlug: "vitamin-a", amount: 800, unit: "µg" },
    ],
    ["Niacin (as nicotinamide) 16mg NE 100%", { ingredientSlug: "niacin", amount: 16, unit: "mg" }],
  ])("%s", (line, expected) => {
    expect(one(line)).toMatchObject(expected);
  });
});

describe("parseLabelText: lines a human must map", () => {
  it("keeps an unknown ingredient with its amount and no slug", () => {
    expect(one("Bacopa monnieri extract 300mg")).toEqual({
      ingredientSlug: null,
      name: "Bacopa monnieri extract",
      amount: 300,
      unit: "mg",
      chemicalForm: null,
    });
  });

  it("keeps a known ingredient whose amount could not be read", () => {
    expect(one("Vitamin C (ascorbic acid)")).toEqual({
      ingredientSlug: "vitamin-c",
      name: "Vitamin C",
      amount: null,
      unit: null,
      chemicalForm: "ascorbic acid",
    });
  });

  it("keeps a known ingredient with a number but no unit, without inventing one", () => {
    expect(one("Zinc 10")).toMatchObject({ ingredientSlug: "zinc", amount: null, unit: null });
  });
});

describe("parseLabelText: whole panels", () => {
  it("reads a supplement facts panel and skips its headings and the nutrition declaration", () => {
    const text = `Supplement Facts
Serving Size 1 Tablet
Servings Per Container 60
Amount Per Serving %NRV
Energy 5 kJ / 1 kcal
Carbohydrate 0.3 g
Vitamin D3 (as cholecalciferol) 25µg 500%
Vitamin K2 (as menaquinone-7) 100µg 133%
Magnesium 375mg 100
* NRV = Nutrient Reference Value
Other ingredients: bulking agent (microcrystalline cellulose), anti-caking agent.`;
    expect(parse(text).map((row) => [row.ingredientSlug, row.amount, row.unit])).toEqual([
      ["vitamin-d3", 25, "µg"],
      ["vitamin-k2", 100, "µg"],
      ["magnesium", 375, "mg"],
    ]);
  });

  it("reads tesseract's own text of tests/fixtures/scan/supplement-facts.png, stray marks and all", () => {
    const text =
      "Supplement Facts\n\nServing size 1 tablet\n\nPer tablet Amount %NRV\nVitamin D3 (as cholecalciferol) 25ug 500%\nVitamin K2 (as menaquinone-7) 75ug 100%\nMagnesium 375mg 100%\nZinc (as zinc citrate) 10mg 100%\nBacopa extract 300mg fod\n";
    expect(parse(text).map((row) => [row.ingredientSlug, row.name, row.amount, row.unit])).toEqual([
      ["vitamin-d3", "Vitamin D3", 25, "µg"],
      ["vitamin-k2", "Vitamin K2", 75, "µg"],
      ["magnesium", "Magnesium", 375, "mg"],
      ["zinc", "Zinc", 10, "mg"],
      [null, "Bacopa extract", 300, "mg"],
    ]);
  });

  it("takes the per-serving column when per 100 g comes first", () => {
    const text = `Typical values Per 100g Per serving (5g) %NRV*
Vitamin C 1600 mg 80 mg 100%
Zinc 200mg 10mg 100%`;
    expect(parse(text).map((row) => [row.ingredientSlug, row.amount])).toEqual([
      ["vitamin-c", 80],
      ["zinc", 10],
    ]);
  });

  it("takes the first column when per serving comes first", () => {
    const text = `Per 2 capsules Per 100 g
Turmeric extract 500 mg 50 g`;
    expect(parse(text)).toEqual([
      {
        ingredientSlug: "turmeric-curcumin",
        name: "Turmeric extract",
        amount: 500,
        unit: "mg",
        chemicalForm: null,
      },
    ]);
  });

  it("joins a name whose bracket wraps onto the next line", () => {
    expect(parse("Vitamin D3 (as\ncholecalciferol) 25µg 500%")).toEqual([
      {
        ingredientSlug: "vitamin-d3",
        name: "Vitamin D3",
        amount: 25,
        unit: "µg",
        chemicalForm: "cholecalciferol",
      },
    ]);
  });

  it("finds nothing in text that is not a panel", () => {
    expect(parse("")).toEqual([]);
    expect(parse("Take one tablet a day with food.\nKeep out of reach of children.\n60 tablets")).toEqual([]);
  });
});

describe("readNumber and normaliseName", () => {
  it.each<[string, number | null]>([
    ["100", 100],
    ["1O0", 100],
    ["l0", 10],
    ["2,5", 2.5],
    ["1,000", 1000],
    ["12.", 12],
    ["1.2.3", null],
  ])("reads %s as %s", (token, value) => {
    expect(readNumber(token)).toBe(value);
  });

  it("puts OCR's vitamin names right", () => {
    expect(normaliseName("Vitamin 86")).toBe("vitamin b6");
    expect(normaliseName("Vitamin D 3")).toBe("vitamin d3");
    expect(normaliseName("β-Carotene")).toBe("beta carotene");
  });
});
