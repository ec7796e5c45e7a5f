// The engine's safety rules, with test data: nothing unchecked reads as safe, class records,
// dose- and form-limited records, upper levels as findings, and a schedule a pharmacist would sign.
import { conflictText } from "@/lib/interactions/conflict-text";
import { analyseSupplements, checkSupplement } from "@/lib/interactions/analyse";
import type {
  DrugInteraction,
  KnowledgeBase,
  SupplementInteraction,
} from "@/lib/interactions/knowledge-base-schema";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { SLOT_TIMES } from "@/lib/interactions/schedule";
import type { EngineSupplement, IngredientLimits, MedicalProfile } from "@/lib/interactions/types";

import { BASE, DICTIONARIES, PRODUCTS } from "./fixtures";

const ref = [{ title: "Test reference", publisher: "Test", url: "https://example.org/ref" }];

function drugRecord(
  overrides: Partial<DrugInteraction> & Pick<DrugInteraction, "id" | "ingredient">,
): DrugInteraction {
  return {
    drugName: "Warfarin",
    genericName: "warfarin",
    brandNames: [],
    drugClass: "Anticoagulant",
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Affects clotting.",
    expectedEffect: "More bleeding.",
    clinicalSignificance: "Bleeding risk.",
    recommendation: "Ask your anticoagulant clinic first.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: ref,
    isVerified: false,
    ...overrides,
  };
}

function pairRecord(
  overrides: Partial<SupplementInteraction> &
    Pick<SupplementInteraction, "id" | "ingredientA" | "ingredientB">,
): SupplementInteraction {
  return {
    severity: "beneficial",
    interactionType: "enhanced_absorption",
    mechanism: "Helps absorption.",
    clinicalEffect: "More is absorbed.",
    recommendation: "Fine to take together.",
    evidenceLevel: 2,
    references: ref,
    isVerified: true,
    ...overrides,
  };
}

const KB: KnowledgeBase = {
  ...BASE,
  supplementInteractions: [
    ...BASE.supplementInteractions,
    pairRecord({ id: "ss-iron-vitamin-c", ingredientA: "iron", ingredientB: "vitamin-c" }),
  ],
  drugInteractions: [
    ...BASE.drugInteractions,
    drugRecord({
      id: "dr-st-johns-wort-ssri",
      ingredient: "st-johns-wort",
      drugName: "SSRI antidepressants",
      genericName: "ssri",
      drugClass: "SSRI antidepressants",
      targetClass: "ssri",
      severityLevel: "major",
      interactionType: "serotonergic",
      avoidCombination: true,
    }),
    drugRecord({
      id: "dr-vitamin-e-warfarin",
      ingredient: "vitamin-e",
      appliesWhen: {
        ingredient: "vitamin-e",
        minDailyAmount: { amount: 268, unit: "mg" },
        rationale: "Bleeding reported at high doses only.",
      },
    }),
    drugRecord({ id: "dr-ginkgo-warfarin", ingredient: "ginkgo-biloba" }),
    drugRecord({ id: "dr-garlic-warfarin", ingredient: "garlic" }),
    drugRecord({
      id: "dr-niacin-simvastatin",
      ingredient: "niacin",
      drugName: "Simvastatin",
      genericName: "simvastatin",
      drugClass: "Statin",
      interactionType: "additive_myopathy_risk",
      appliesWhen: {
        ingredient: "niacin",
        chemicalForms: ["nicotinic acid"],
        rationale: "Only nicotinic acid at lipid-lowering doses.",
      },
    }),
    drugRecord({
      id: "dr-zinc-fluoroquinolone",
      ingredient: "zinc",
      drugName: "Fluoroquinolone antibiotics",
      genericName: "fluoroquinolone",
      drugClass: "Fluoroquinolone antibiotics",
      targetClass: "fluoroquinolone",
      interactionType: "reduced_absorption",
      timingSeparationHours: 2,
    }),
  ],
};

const index = buildKnowledgeIndex(KB, DICTIONARIES);

function product(
  id: string,
  ingredients: [slug: string, amount: number, unit: string, chemicalForm?: string][],
  extra: Partial<EngineSupplement> = {},
): EngineSupplement {
  return {
    id,
    name: `${id} product`,
    brand: "Test",
    category: "wellness",
    optimalTiming: null,
    ingredients: ingredients.map(([slug, amount, unit, chemicalForm]) => ({
      slug,
      name: slug,
      amount,
      unit,
      chemicalForm: chemicalForm ?? null,
    })),
    ...extra,
  };
}

const profile = (medicines: string[], conditions: string[] = []): MedicalProfile => ({
  prescriptionDrugs: medicines.map((drugName) => ({ drugName })),
  medicalConditions: conditions,
});

const level = (slug: string, amount: number, unit: string, pregnancy?: number): IngredientLimits => ({
  slug,
  name: slug,
  upperLevel: { amount, unit, source: "Test level" },
  ...(pregnancy === undefined
    ? {}
    : { pregnancyUpperLevel: { amount: pregnancy, unit, source: "Test pregnancy level" } }),
});

describe("nothing unchecked reads as safe", () => {
  it("a medicine it does not know makes the result partial, never low, with a reason and suggestions", () => {
    const result = analyseSupplements(index, {
      supplements: [PRODUCTS.vitd!],
      profile: profile(["Warfrin"]),
    });
    expect(result.completeness).toBe("partial");
    expect(result.riskAssessment.overallRiskLevel).toBe("moderate");
    expect(result.unknownDrugs).toEqual(["Warfrin"]);
    expect(result.notChecked).toEqual([
      expect.objectContaining({ kind: "medicine", name: "Warfrin", suggestions: ["Warfarin"] }),
    ]);
  });

  it("a supplement listed among medicines is not checked there, and the reason says to add it as a supplement", () => {
    const withSupplements = buildKnowledgeIndex(KB, {
      ...DICTIONARIES,
      supplements: [{ name: "St John's wort", synonyms: ["Hypericum perforatum"] }],
    });
    const result = analyseSupplements(withSupplements, {
      supplements: [PRODUCTS.vitd!],
      profile: profile(["St Johns Wort 300mg", "not hypericum perforatum", "warfarin, hypericum perforatum"]),
    });
    expect(result.completeness).toBe("partial");
    expect(result.riskAssessment.overallRiskLevel).not.toBe("low");
    expect(result.notChecked).toEqual([
      {
        kind: "medicine",
        name: "St Johns Wort 300mg",
        reason:
          "“St Johns Wort 300mg” names St John's wort, which we check as a supplement, not as a medicine, so it was not checked here: add it as a supplement to check it against your medicines and conditions.",
        suggestions: [],
      },
      {
        kind: "medicine",
        name: "warfarin, hypericum perforatum",
        reason:
          "Part of “warfarin, hypericum perforatum” names St John's wort, which we check as a supplement, not as a medicine, so it was not checked here: add it as a supplement to check it against your medicines and conditions.",
        suggestions: [],
      },
    ]);
  });

  it("a known medicine with nothing recorded is fully checked, low, and named as recognised", () => {
    const result = analyseSupplements(index, {
      supplements: [PRODUCTS.vitd!],
      profile: profile(["amlodipine 5mg"]),
    });
    expect(result.completeness).toBe("complete");
    expect(result.riskAssessment.overallRiskLevel).toBe("low");
    expect(result.recognisedMedicines).toEqual([
      { typed: "amlodipine 5mg", medicines: [{ slug: "amlodipine", name: "Amlodipine" }], classes: [] },
    ]);
  });

  it("a partly listed label is not fully checked", () => {
    const partial = product("multi-partial", [["vitamin-c", 80, "mg"]], { labelComplete: false });
    const result = analyseSupplements(index, { supplements: [partial] });
    expect(result.completeness).toBe("partial");
    expect(result.notChecked[0]).toMatchObject({ kind: "product", name: "multi-partial product" });
  });

  it("a check with anything unknown is never safe to add and asks for acknowledgement naming it", () => {
    const result = checkSupplement(index, PRODUCTS.vitd!, [], profile(["Zzzmedicine"]));
    expect(result.results.safeToAdd).toBe(false);
    expect(result.results.warnings).toEqual([
      expect.objectContaining({
        title: "Not fully checked: Zzzmedicine",
        requiresAcknowledgment: true,
        canProceed: true,
      }),
    ]);
  });

  it("a group named without a medicine is checked against group records only, and says so", () => {
    const result = analyseSupplements(index, {
      supplements: [PRODUCTS.sjw!],
      profile: profile(["an SSRI antidepressant"]),
    });
    expect(result.interactions.drugInteractions.map((finding) => finding.record.id)).toEqual([
      "dr-st-johns-wort-ssri",
    ]);
    expect(result.completeness).toBe("partial");
  });
});

describe("class records and whole names", () => {
  it("one class record covers every member; negated conditions never match", () => {
    for (const medicine of ["Citalopram", "escitalopram 10 mg"]) {
      const result = analyseSupplements(index, {
        supplements: [PRODUCTS.sjw!],
        profile: profile([medicine]),
      });
      expect(result.interactions.drugInteractions[0]).toMatchObject({
        record: { id: "dr-st-johns-wort-ssri" },
        medicine: { slug: medicine.toLowerCase().split(" ")[0] },
      });
      expect(result.riskAssessment.overallRiskLevel).toBe("high");
    }
    const result = analyseSupplements(index, {
      supplements: [PRODUCTS.multi!],
      profile: profile([], ["not pregnant"]),
    });
    expect(result.interactions.medicalContraindications).toEqual([]);
    expect(result.completeness).toBe("complete");
  });

  it("a brand finds the generic's records (Marevan → warfarin)", () => {
    const result = analyseSupplements(index, {
      supplements: [PRODUCTS.sjw!],
      profile: profile(["Marevan 3mg"]),
    });
    expect(result.interactions.drugInteractions.map((finding) => finding.record.id)).toEqual([
      "dr-st-johns-wort-warfarin",
    ]);
  });
});

describe("dose- and form-limited records", () => {
  it("vitamin E with warfarin only from the threshold up", () => {
    const low = product("vit-e-low", [["vitamin-e", 12, "mg"]]);
    const high = product("vit-e-high", [["vitamin-e", 400, "IU", "as d-alpha tocopherol"]]);
    const ids = (supplement: EngineSupplement) =>
      analyseSupplements(index, {
        supplements: [supplement],
        profile: profile(["warfarin"]),
      }).interactions.drugInteractions.map((finding) => finding.record.id);
    expect(ids(low)).toEqual([]);
    expect(ids(high)).toEqual(["dr-vitamin-e-warfarin"]);
  });

  it("niacin with a statin only for nicotinic acid (or an unstated form), never nicotinamide", () => {
    const ids = (form?: string) =>
      analyseSupplements(index, {
        supplements: [
          product("b3", [["niacin", 50, "mg", ...(form ? [form] : [])] as [string, number, string, string?]]),
        ],
        profile: profile(["Zocor"]),
      }).interactions.drugInteractions.map((finding) => finding.record.id);
    expect(ids("as nicotinamide")).toEqual([]);
    expect(ids("as nicotinic acid")).toEqual(["dr-niacin-simvastatin"]);
    expect(ids()).toEqual(["dr-niacin-simvastatin"]);
  });

  it("several bleeding-risk supplements with one anticoagulant give one combined warning", () => {
    const result = analyseSupplements(index, {
      supplements: [
        product("ginkgo", [["ginkgo-biloba", 120, "mg"]]),
        product("garlic", [["garlic", 500, "mg"]]),
      ],
      profile: profile(["warfarin"]),
    });
    expect(result.combinedWarnings).toEqual([
      expect.objectContaining({
        kind: "bleeding_risk",
        drugName: "warfarin",
        ingredients: ["ginkgo-biloba", "garlic"],
      }),
    ]);
    expect(result.riskAssessment.overallRiskLevel).toBe("high");
  });
});

describe("upper levels count", () => {
  const limits = new Map([
    ["vitamin-d3", level("vitamin-d3", 100, "µg")],
    ["vitamin-a", level("vitamin-a", 1500, "µg")],
    ["caffeine", level("caffeine", 400, "mg", 200)],
    ["zinc", level("zinc", 25, "mg")],
    ["calcium", level("calcium", 1500, "mg")],
  ]);

  it("210 µg of vitamin D a day is a major finding and the risk is no longer low", () => {
    const result = analyseSupplements(index, {
      supplements: [product("d", [["vitamin-d3", 70, "µg"]])],
      servingsPerDay: new Map([["d", 3]]),
      limits,
    });
    expect(result.upperLevelFindings).toEqual([
      expect.objectContaining({
        ingredientSlug: "vitamin-d3",
        total: 210,
        timesUpperLevel: 2.1,
        severity: "major",
      }),
    ]);
    expect(result.riskAssessment.overallRiskLevel).toBe("high");
  });

  it("just above the level is moderate; at the level is nothing", () => {
    const zinc = (amount: number) =>
      analyseSupplements(index, { supplements: [product("zn", [["zinc", amount, "mg"]])], limits });
    expect(zinc(30).upperLevelFindings[0]?.severity).toBe("moderate");
    expect(zinc(30).riskAssessment.overallRiskLevel).toBe("moderate");
    expect(zinc(25).upperLevelFindings).toEqual([]);
    expect(zinc(25).riskAssessment.overallRiskLevel).toBe("low");
  });

  it("converts retinol IU (10,000 IU is 3,000 µg, not 0)", () => {
    const result = analyseSupplements(index, {
      supplements: [product("a", [["vitamin-a", 10000, "IU"]])],
      limits,
    });
    expect(result.cumulativeDoses[0]).toMatchObject({ total: 3000, unit: "µg", exceedsUpperLevel: true });
  });

  it("uses the pregnancy level in pregnancy (caffeine 300 mg)", () => {
    const supplements = [product("caf", [["caffeine", 300, "mg"]])];
    expect(analyseSupplements(index, { supplements, limits }).upperLevelFindings).toEqual([]);
    const pregnant = analyseSupplements(index, { supplements, limits, profile: profile([], ["pregnant"]) });
    expect(pregnant.upperLevelFindings[0]).toMatchObject({ ingredientSlug: "caffeine", pregnancy: true });
  });

  it("drops 'fine to take together' notes about an ingredient above its level", () => {
    const supplements = [product("cal", [["calcium", 500, "mg"]]), product("d", [["vitamin-d3", 250, "µg"]])];
    const result = analyseSupplements(index, { supplements, limits });
    expect(result.interactions.supplementInteractions).toEqual([]);
  });

  it("minor food notes alone leave a stack low", () => {
    const result = analyseSupplements(index, { supplements: [PRODUCTS.iron!] });
    expect(result.interactions.foodInteractions).toHaveLength(1);
    expect(result.riskAssessment.overallRiskLevel).toBe("low");
  });
});

describe("schedule", () => {
  const slotOf = (result: ReturnType<typeof analyseSupplements>, id: string) =>
    result.timingOptimization.schedule.find((entry) => entry.supplementId === id)?.optimalTime;

  it("keeps iron and vitamin C together", () => {
    const vitaminC = product("vitc", [["vitamin-c", 500, "mg"]]);
    const result = analyseSupplements(index, { supplements: [PRODUCTS.iron!, vitaminC] });
    expect(slotOf(result, "vitc")).toBe(slotOf(result, "iron"));
    expect(result.timingOptimization.conflicts).toEqual([]);
  });

  it("keeps zinc 2 hours from both daily doses of ciprofloxacin (12-hourly)", () => {
    const zinc = product("zn", [["zinc", 15, "mg"]], { optimalTiming: "with_food" });
    const result = analyseSupplements(index, {
      supplements: [zinc],
      profile: profile(["ciprofloxacin 500mg"]),
      timings: new Map([["zn", "evening"]]),
    });
    const slot = slotOf(result, "zn");
    expect(slot).toBe("midday");
    for (const dose of [8 * 60, 20 * 60])
      expect(Math.abs(SLOT_TIMES[slot!].minutes - dose)).toBeGreaterThanOrEqual(120);
    const [conflict] = result.timingOptimization.conflicts;
    expect(conflict?.description).toBe(
      "zn product needs 2 hours between it and each dose of ciprofloxacin 500mg",
    );
    expect(conflict?.resolution).toMatch(
      /^You chose evening for zn product; moved to 13:00 .* to keep them apart, assuming you take ciprofloxacin 500mg twice a day/,
    );
    expect(conflictText(conflict!)).toMatch(
      /^Zn product needs 2 hours between it and each dose of ciprofloxacin 500mg\. You chose evening .*twice a day.*\.$/,
    );
  });

  it("keeps the time the user chose when it breaks no rule", () => {
    const result = analyseSupplements(index, {
      supplements: [PRODUCTS.vitd!],
      timings: new Map([["vitd", "evening"]]),
    });
    expect(slotOf(result, "vitd")).toBe("evening");
    expect(result.timingOptimization.schedule[0]?.reasoning).toBe("The time you chose.");
  });
});
