/** @jest-environment node */
// An allergy to a supplement named in the profile ("allergic to turmeric") blocks every product that lists it, in
// either box, with no knowledge-base record needed; a negation, or an ingredient taken for allergies, is not one.
import { analyseSupplements, checkSupplement } from "@/lib/interactions/analyse";
import { knowledgeBaseSchema } from "@/lib/interactions/knowledge-base-schema";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import type { EngineSupplement } from "@/lib/interactions/types";
import { DICTIONARIES } from "@/prisma/data/dictionaries";

const EMPTY_BASE = {
  supplementInteractions: [],
  drugInteractions: [],
  nutrientInteractions: [],
  foodInteractions: [],
  medicalContraindications: [],
  medicineFoodInteractions: [],
};
const index = buildKnowledgeIndex(knowledgeBaseSchema.parse(EMPTY_BASE), DICTIONARIES);

function product(id: string, ...ingredients: [slug: string, name: string][]): EngineSupplement {
  return {
    id,
    name: `Product ${id}`,
    brand: "Test",
    category: "wellness",
    optimalTiming: null,
    ingredients: ingredients.map(([slug, name]) => ({
      slug,
      name,
      amount: 100,
      unit: "mg",
      chemicalForm: null,
    })),
    allergens: [],
  };
}

const TURMERIC: [string, string] = ["turmeric", "Turmeric (curcumin)"];
const GINGER: [string, string] = ["ginger", "Ginger"];

function analyse(supplements: EngineSupplement[], profile: { medicines?: string[]; conditions?: string[] }) {
  return analyseSupplements(index, {
    supplements,
    profile: {
      prescriptionDrugs: (profile.medicines ?? []).map((drugName) => ({ drugName })),
      medicalConditions: profile.conditions ?? [],
    },
  });
}

describe("an allergy to a supplement the person names", () => {
  it.each([
    "allergic to turmeric",
    "Turmeric allergy",
    "allergy to turmeric (rash)",
    "hypersensitive to curcumin",
    "reaction to turmeric capsules",
  ])("“%s” among conditions: the product that lists it is not to be taken", (typed) => {
    const result = analyse([product("a", TURMERIC, GINGER), product("b", GINGER)], { conditions: [typed] });
    expect(result.allergenFindings).toEqual([
      expect.objectContaining({ supplementId: "a", typed, ingredients: ["Turmeric (curcumin)"] }),
    ]);
    expect(result.riskAssessment.overallRiskLevel).toBe("high");
    expect(result.completeness).toBe("complete");
    expect(result.recognisedConditions).toEqual([
      { typed, conditions: [{ slug: "ingredient-allergy", name: "Allergy to Turmeric (curcumin)" }] },
    ]);
    expect(result.noRecords).toEqual([]);
  });

  it("reads it among medicines too, as an allergy rather than a supplement taken", () => {
    const result = analyse([product("a", TURMERIC)], { medicines: ["turmeric allergy"] });
    expect(result.allergenFindings).toHaveLength(1);
    expect(result.notChecked).toEqual([]);
    expect(result.unknownDrugs).toEqual([]);
  });

  it("blocks adding such a product, saying what it contains and what to do", () => {
    const check = checkSupplement(index, product("new", TURMERIC), [], {
      prescriptionDrugs: [],
      medicalConditions: ["allergic to turmeric"],
    });
    expect(check.results.verdict).toBe("blocked");
    expect(check.results.warnings[0]).toMatchObject({
      severity: "critical",
      canProceed: false,
      title: "Product new contains Turmeric (curcumin) (you entered “allergic to turmeric”)",
      description: "You told us you are allergic to Turmeric (curcumin).",
    });
    expect(check.results.warnings[0]?.recommendation).toMatch(/^Do not take Product new\./);
  });

  it("keeps the rest of the entry: a condition beside it is still read", () => {
    const result = analyse([product("a", TURMERIC)], { conditions: ["asthma; allergic to turmeric"] });
    expect(result.allergenFindings).toHaveLength(1);
    expect(result.recognisedConditions[0]?.conditions.map((entry) => entry.slug)).toEqual([
      "asthma",
      "ingredient-allergy",
    ]);
  });

  it("finds nothing in a stack without it, and says so as for any entry without a finding", () => {
    const result = analyse([product("b", GINGER)], { conditions: ["allergic to turmeric"] });
    expect(result.allergenFindings).toEqual([]);
    expect(result.notChecked).toEqual([]);
    expect(result.noRecords).toEqual([
      expect.objectContaining({ kind: "condition", typed: "allergic to turmeric" }),
    ]);
  });

  it.each(["not allergic to turmeric", "no allergy to turmeric", "quercetin for allergies"])(
    "“%s” is no allergy to it",
    (typed) => {
      const result = analyse([product("a", TURMERIC), product("q", ["quercetin", "Quercetin"])], {
        conditions: [typed],
      });
      expect(result.allergenFindings).toEqual([]);
    },
  );
});
