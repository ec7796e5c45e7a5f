/** @jest-environment node */
// An allergy to a supplement named in the profile ("allergic to turmeric") blocks every product that lists it, in
// either box, with no knowledge-base record needed; a negation, or an ingredient taken for allergies, is not one.
import { analyseSupplements, checkSupplement } from "@/lib/interactions/analyse";
import type { EngineSupplement } from "@/lib/interactions/types";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";

import { analyseOne } from "./shipped-engine";
import { recordlessIndex } from "./shipped-dictionary";

const index = recordlessIndex();

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
      description: "You told us you are allergic or react to Turmeric (curcumin).",
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

  it.each([
    "when I take turmeric I get really bad heartburn",
    "I get awful heartburn if I take turmeric",
    "turmeric, tried it twice, just doesnt agree with me",
    "turmeric and I don't get on, instant nausea",
    "Turmeric and I really don't get on (headaches + nausea)",
    "since switching to the stronger turmeric ive had awful heartburn",
  ])("reads the whole of “%s” as the reaction, leaving no word unchecked", (typed) => {
    const result = analyse([product("a", TURMERIC)], { conditions: [typed] });
    expect(result.allergenFindings).toHaveLength(1);
    expect(result.notChecked).toEqual([]);
  });

  it("reaches a list the reaction begins, not a supplement said to be taken", () => {
    const both = analyse([product("a", TURMERIC), product("b", GINGER)], {
      conditions: ["allergic to turmeric and ginger"],
    });
    expect(both.allergenFindings.map((finding) => finding.supplementId)).toEqual(["a", "b"]);
    const taken = analyse([product("a", TURMERIC), product("b", GINGER)], {
      conditions: ["allergic to turmeric and takes ginger"],
    });
    expect(taken.allergenFindings.map((finding) => finding.supplementId)).toEqual(["a"]);
    const bracketed = analyse([product("a", TURMERIC)], { medicines: ["turmeric (allergy)"] });
    expect(bracketed.allergenFindings).toHaveLength(1);
  });

  it.each([
    "not allergic to turmeric",
    "no allergy to turmeric",
    "quercetin for allergies",
    "allergic to penicillin; turmeric",
    "my son is allergic to turmeric",
    "allergic to turmeric as a child, grew out of it",
  ])("“%s” is no allergy to it", (typed) => {
    const result = analyse([product("a", TURMERIC), product("q", ["quercetin", "Quercetin"])], {
      conditions: [typed],
    });
    expect(result.allergenFindings).toEqual([]);
  });
});

describe("an allergy to what an ingredient is made of", () => {
  it.each(["milk allergy", "dairy allergy", "CMPA"])("“%s” blocks whey protein, which is milk", (typed) => {
    const result = analyseOne("whey-protein", "Whey protein", { conditions: [typed] }, 25_000);
    expect(
      result.interactions.medicalContraindications.map(({ record }) => record.contraindicationLevel),
    ).toEqual(["absolute"]);
  });
});

// One product of each catalogue ingredient: what a reaction reaches is read from the findings.
const EVERY_INGREDIENT = INGREDIENTS.map((ingredient) =>
  product(ingredient.slug, [ingredient.slug, ingredient.name]),
);
const reachedBy = (box: "medicines" | "conditions", typed: string) =>
  analyse(EVERY_INGREDIENT, { [box]: [typed] })
    .allergenFindings.map((finding) => finding.supplementId)
    .sort();

describe("a reaction in the words people use", () => {
  it.each([
    ["conditions", "can't tolerate iron tablets", ["iron"]],
    ["conditions", "zinc makes me vomit", ["zinc"]],
    ["conditions", "niacin - bad flushing, can't take it", ["niacin"]],
    ["conditions", "Vitamin b3 (nicotinic acid) - allergic", ["niacin"]],
    ["conditions", "PMT - EPO and agnus castus both gave me rashes", ["chasteberry", "evening-primrose-oil"]],
    ["conditions", "allergic to pineapple and bromelain", ["bromelain"]],
    ["conditions", "Allergic to: penicillin, fish oil, plasters", ["omega-3-fish-oil"]],
    ["conditions", "tumeric allergy - itchy rash", ["turmeric-curcumin"]],
    ["conditions", "guarana makes my heart race, can't tolerate", ["guarana"]],
    ["medicines", "Garlic and ginkgo - both gave me nosebleeds, cant take", ["garlic", "ginkgo-biloba"]],
    ["medicines", "peppermint oil caps - heartburn, intolerant", ["peppermint-oil"]],
    ["conditions", "when I take zinc I get really nauseous", ["zinc"]],
    ["conditions", "I get awful heartburn if I take turmeric", ["turmeric-curcumin"]],
    ["conditions", "magnesium, tried it twice, makes me feel really spaced out and sick", ["magnesium"]],
    ["conditions", "valerian gave me nightmares", ["valerian"]],
    ["conditions", "fish oil doesn't agree with me", ["omega-3-fish-oil"]],
    ["conditions", "I come out in hives with echinacea", ["echinacea"]],
    ["conditions", "zinc and iron make me sick", ["iron", "zinc"]],
    ["conditions", "ashwaganda makes me anxious", ["ashwagandha"]],
    ["conditions", "B6 causes tingling in my feet", ["vitamin-b6"]],
    ["medicines", "creatine 5g - bloats me and gives me the runs", ["creatine"]],
    ["medicines", "vit D 1000iu, zinc - stopped, made me sick", ["zinc"]],
    ["conditions", "constipated since I started iron tablets", ["iron"]],
    ["conditions", "started magnesium to help me sleep and now I've got the runs", ["magnesium"]],
    ["conditions", "been on iron a month and now my poo is black", ["iron"]],
    ["conditions", "why does beta-alanine make my skin tingle", ["beta-alanine"]],
    ["conditions", "I'm one of those people who gets sick from fish oil", ["omega-3-fish-oil"]],
  ] as const)("%s: “%s” reaches %j", (box, typed, slugs) => {
    expect(reachedBy(box, typed)).toEqual([...slugs].sort());
  });

  it.each([
    ["conditions", "sulfa allergy; cranberry for UTIs"],
    ["conditions", "metformin upset my stomach, trying berberine instead"],
    ["conditions", "Tested for echinacea allergy - negative"],
    ["medicines", "Ginkgo biloba for tinnitus (no reactions)"],
    ["medicines", "nitrofurantoin, cranberry capsules (allergic to trimethoprim)"],
    ["conditions", "sensitive teeth, take calcium"],
    ["conditions", "vitamin D makes me feel better"],
    ["conditions", "itchy skin, evening primrose oil"],
    ["conditions", "I take magnesium when I get cramps"],
    ["conditions", "when I have my period I get cramps so I take magnesium"],
    ["conditions", "statins gave me muscle pain so now on red yeast rice"],
    ["conditions", "vitamin D deficiency, allergic rhinitis"],
    ["conditions", "will iron make me constipated?"],
    ["conditions", "after taking vitamin D my headaches went away"],
    ["conditions", "alpha lipoic acid - helps the tingling"],
    ["conditions", "my GP said iron could make me constipated"],
    ["conditions", "zinc doesn't make me sick"],
    ["conditions", "headaches after stopping caffeine"],
    ["conditions", "started magnesium for cramps and now they've gone"],
    ["conditions", "since I started vitamin D I feel great"],
    ["conditions", "why does magnesium cause diarrhoea"],
  ] as const)("%s: “%s” reaches nothing", (box, typed) => {
    expect(reachedBy(box, typed)).toEqual([]);
  });
});
