// Label amounts judged against the ingredient: the unit must fit, implausible values are refused and values
// above the UK upper level are warned about (docs/catalogue-labels.md "Amounts").
import {
  HARD_CEILING_GRAMS,
  IMPLAUSIBLE_UPPER_LEVEL_MULTIPLE,
  judgeAmount,
  unitsFor,
  type IngredientReference,
} from "@/lib/labels/amounts";

const vitaminD: IngredientReference = {
  slug: "vitamin-d3",
  name: "Vitamin D3",
  typicalDoseUnit: "µg",
  nrvUnit: "µg",
  upperLevelAmount: 100,
  upperLevelUnit: "µg",
};
const magnesium: IngredientReference = {
  slug: "magnesium",
  name: "Magnesium",
  typicalDoseUnit: "mg",
  nrvUnit: "mg",
  upperLevelAmount: 400,
  upperLevelUnit: "mg",
};
const probiotics: IngredientReference = {
  slug: "probiotics",
  name: "Probiotics",
  typicalDoseUnit: null,
  nrvUnit: null,
  upperLevelAmount: null,
  upperLevelUnit: null,
};
const creatine: IngredientReference = {
  ...probiotics,
  slug: "creatine",
  name: "Creatine",
  typicalDoseUnit: "g",
};

describe("unitsFor", () => {
  it("offers µg or IU for vitamin D, mg or g for magnesium, and CFU where no unit is known", () => {
    expect(unitsFor(vitaminD)).toEqual(["µg", "IU"]);
    expect(unitsFor(magnesium)).toEqual(["mg", "g"]);
    expect(unitsFor(probiotics)).toContain("CFU");
    expect(unitsFor({ ...magnesium, slug: "vitamin-e", name: "Vitamin E" })).toContain("IU");
  });
});

describe("judgeAmount", () => {
  it("accepts a label amount within the upper level", () => {
    expect(judgeAmount(vitaminD, 25, "µg")).toEqual({ kind: "ok" });
    expect(judgeAmount(vitaminD, 1000, "IU")).toEqual({ kind: "ok" });
    expect(judgeAmount(magnesium, 200, "mg")).toEqual({ kind: "ok" });
  });

  it("refuses a unit that does not fit the ingredient", () => {
    expect(judgeAmount(magnesium, 200, "µg")).toEqual({
      kind: "error",
      message: "Magnesium is stated in mg or g, not µg.",
    });
    expect(judgeAmount(vitaminD, 25, "mg").kind).toBe("error");
  });

  it("warns above the UK upper level and refuses beyond the implausible multiple", () => {
    expect(judgeAmount(vitaminD, 125, "µg")).toEqual({
      kind: "warning",
      message: "Above the UK upper level of 100 µg a day: check the label.",
    });
    expect(judgeAmount(vitaminD, 100 * IMPLAUSIBLE_UPPER_LEVEL_MULTIPLE, "µg").kind).toBe("warning");
    expect(judgeAmount(vitaminD, 100 * IMPLAUSIBLE_UPPER_LEVEL_MULTIPLE + 1, "µg").kind).toBe("error");
    expect(judgeAmount(vitaminD, 5000, "IU").kind).toBe("warning");
  });

  it("refuses more than the hard ceiling in one serving, even without an upper level", () => {
    expect(judgeAmount(creatine, HARD_CEILING_GRAMS, "g")).toEqual({ kind: "ok" });
    expect(judgeAmount(creatine, HARD_CEILING_GRAMS + 1, "g").kind).toBe("error");
    expect(judgeAmount(creatine, 250_000, "mg").kind).toBe("error");
  });

  it("refuses an amount of zero or less", () => {
    expect(judgeAmount(magnesium, 0, "mg").kind).toBe("error");
    expect(judgeAmount(magnesium, -5, "mg").kind).toBe("error");
  });
});
