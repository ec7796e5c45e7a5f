/** @jest-environment node */
// Allergies against labels: a checked label that declares an allergen the person entered blocks the product;
// a label nobody has checked leaves the product not fully checked; an ingredient asked about by name has no label.
import { analyseSupplements, checkSupplement } from "@/lib/interactions/analyse";
import type { EngineSupplement } from "@/lib/interactions/types";
import type { Allergen } from "@/lib/labels/values";
import { recordlessIndex } from "./shipped-dictionary";

const index = recordlessIndex();

function product(id: string, allergens: Allergen[] | null | undefined): EngineSupplement {
  return {
    id,
    name: `Product ${id}`,
    brand: "Test",
    category: "wellness",
    optimalTiming: null,
    ingredients: [{ slug: "vitamin-c", name: "Vitamin C", amount: 500, unit: "mg", chemicalForm: null }],
    ...(allergens === undefined ? {} : { allergens }),
  };
}

function analyse(supplements: EngineSupplement[], conditions: string[]) {
  return analyseSupplements(index, {
    supplements,
    profile: { prescriptionDrugs: [], medicalConditions: conditions },
  });
}

describe("a checked label that declares what the person is allergic to", () => {
  it.each([
    ["peanut allergy", ["peanuts"], ["peanuts"]],
    ["allergic to peanuts", ["peanuts", "soya"], ["peanuts"]],
    ["allergic to nuts", ["nuts"], ["nuts"]],
    ["coeliac", ["gluten"], ["gluten"]],
    ["gluten intolerance", ["gluten", "milk"], ["gluten"]],
    ["dairy allergy", ["milk"], ["milk"]],
    ["shellfish allergy", ["molluscs"], ["molluscs"]],
    ["allergic to fish", ["fish"], ["fish"]],
  ] as const)("%s with a label declaring %j: a finding for %j", (typed, declared, expected) => {
    const result = analyse([product("a", [...declared])], [typed]);
    expect(result.allergenFindings).toEqual([
      expect.objectContaining({ supplementId: "a", typed, allergens: expected }),
    ]);
    expect(result.riskAssessment.overallRiskLevel).toBe("high");
    expect(result.completeness).toBe("complete");
    expect(result.noRecords).toEqual([]);
  });

  it("blocks adding the product, saying what it contains and what to do", () => {
    const check = checkSupplement(index, product("new", ["sesame"]), [], {
      prescriptionDrugs: [],
      medicalConditions: ["sesame allergy"],
    });
    expect(check.results.verdict).toBe("blocked");
    expect(check.results.safeToAdd).toBe(false);
    expect(check.results.warnings[0]).toMatchObject({
      severity: "critical",
      canProceed: false,
      title: "Product new contains sesame (you entered “sesame allergy”)",
    });
    expect(check.results.warnings[0]?.recommendation).toMatch(/^Do not take Product new\./);
  });

  it("says nothing of an allergen the label does not declare, or of one the person did not enter", () => {
    const result = analyse([product("a", ["peanuts", "milk"])], ["nut allergy", "egg allergy"]);
    expect(result.allergenFindings).toEqual([]);
    expect(result.completeness).toBe("complete");
    expect(analyse([product("b", ["peanuts"])], ["asthma"]).allergenFindings).toEqual([]);
  });
});

describe("a label nobody has checked", () => {
  it("leaves the product not fully checked for the allergy, naming what could not be checked", () => {
    const result = analyse([product("a", null), product("b", ["peanuts"])], ["coeliac disease"]);
    expect(result.allergenFindings).toEqual([]);
    expect(result.completeness).toBe("partial");
    expect(result.notChecked).toEqual([
      expect.objectContaining({
        kind: "product",
        name: "Product a",
        reason:
          "Nobody has checked the label of Product a yet, so we could not check whether it contains gluten (you entered “coeliac disease”). Read the allergy advice on its pack.",
      }),
    ]);
  });

  it("does not matter to someone who entered no allergy", () => {
    expect(analyse([product("a", null)], ["asthma"]).completeness).toBe("complete");
  });

  it("is asked about only for the product being added", () => {
    const check = checkSupplement(index, product("new", ["milk"]), [product("old", null)], {
      prescriptionDrugs: [],
      medicalConditions: ["egg allergy"],
    });
    expect(check.results.notChecked).toEqual([]);
    expect(check.results.verdict).toBe("no_concerns");
  });
});

it("says an ingredient asked about by name has no label it could check", () => {
  const result = analyse([product("ingredient", undefined)], ["peanut allergy"]);
  expect(result.allergenFindings).toEqual([]);
  expect(result.notChecked.map((note) => note.reason)).toEqual([
    "Product ingredient is an ingredient, not a product whose label we have checked, so we could not check whether it contains peanuts (you entered “peanut allergy”). Read the allergy advice on the label of the product you take.",
  ]);
});
