// The recommendation's selection rules (docs/reference/recommendations.md): goals served with evidence,
// fewest products, diet, budget and the safety check's verdicts.
import {
  evidenceShown,
  evidenceSupports,
  selectRecommendations,
  type Candidate,
  type IngredientFacts,
  type SafetyCheck,
} from "@/lib/recommendations/select";
import { verdictOf } from "@/lib/recommendations/verdict";
import { checkVerdict } from "@/lib/interactions/verdict";
import type { CheckWarning, NewSupplementCheckResult } from "@/lib/interactions/types";

const REF = [{ title: "NIH ODS fact sheet", url: "https://ods.od.nih.gov/factsheets/Example/" }];

function fact(slug: string, category: IngredientFacts["category"], claims: string[] = []): IngredientFacts {
  return {
    slug,
    name: slug,
    category,
    evidenceSummary: `Evidence about ${slug}.`,
    references: REF,
    claims: claims.map((claimText) => ({ claimText, conditionsOfUse: "A source of it." })),
  };
}

const FACTS = new Map(
  [
    fact("vitamin-c", "immune", ["Vitamin C contributes to the normal function of the immune system"]),
    fact("zinc", "immune", ["Zinc contributes to the normal function of the immune system"]),
    fact("magnesium", "wellness", ["Magnesium contributes to a reduction of tiredness and fatigue"]),
    fact("melatonin", "sleep", ["Melatonin contributes to the reduction of time taken to fall asleep"]),
    { ...fact("mystery", "focus"), evidenceSummary: null },
  ].map((entry) => [entry.slug, entry]),
);

function candidate(
  id: string,
  slugs: string[],
  costPerDayPence: number | null,
  vegan: boolean | null = true,
): Candidate {
  return {
    id,
    slug: id,
    name: `Product ${id}`,
    brand: "Brand",
    category: FACTS.get(slugs[0] ?? "")?.category ?? "wellness",
    diet: { vegan, vegetarian: vegan, glutenFree: true },
    ingredients: slugs.map((slug) => ({ slug, name: slug, amount: 1, unit: "mg" })),
    costPerDayPence,
    packPricePence: costPerDayPence === null ? null : costPerDayPence * 30,
  };
}

const allSafe: SafetyCheck = () => Promise.resolve({ ok: true, cautions: [] });
const NO_DIET = { vegan: false, vegetarian: false, glutenFree: false };

describe("evidenceSupports", () => {
  it("reads an evidence summary that says the evidence is lacking, in the ways our summaries say it", () => {
    for (const lacking of [
      "Studies have produced inconsistent results and there is not enough evidence to show that it works.",
      "A large trial found it was no better than a placebo.",
      "Small trials suggest it may help, but the evidence is limited.",
      "Most studies have not found that supplements improve exercise performance.",
    ])
      expect(evidenceSupports(lacking)).toBe(false);
    expect(
      evidenceSupports("A bulk-forming laxative sold in UK pharmacies as a medicine for constipation."),
    ).toBe(true);
  });
});

describe("evidence about pregnancy", () => {
  // Shaped like the folic acid summary: the claim (tiredness) is for anyone, the conception advice is not.
  const FOLIC = {
    ...fact("folic-acid", "energy", ["Folate contributes to the reduction of tiredness and fatigue"]),
    evidenceSummary:
      "Taking 400 µg daily before conception and until the 12th week of pregnancy reduces the risk of " +
      "neural tube defects. Doses above 1 mg a day can hide the signs of vitamin B12 deficiency.",
  };
  const facts = new Map([[FOLIC.slug, FOLIC]]);

  it("leaves out sentences about pregnancy, conception or breastfeeding unless they concern the person", () => {
    expect(evidenceShown(FOLIC.evidenceSummary, false)).toBe(
      "Doses above 1 mg a day can hide the signs of vitamin B12 deficiency.",
    );
    expect(evidenceShown("Pregnant women should take it. Breastfeeding: ask.", false)).toBe("");
    expect(evidenceShown(FOLIC.evidenceSummary, true)).toBe(FOLIC.evidenceSummary);
  });

  it("recommends for the claim, with the pregnancy text only for someone pregnant or trying", async () => {
    const reasonText = async (forPregnancy: boolean) => {
      const result = await selectRecommendations(
        [candidate("f", ["folic-acid"], 5)],
        facts,
        { goals: ["energy"], diet: NO_DIET, budgetPencePerMonth: null, forPregnancy },
        allSafe,
      );
      return result.items.flatMap((item) => item.reasons.map((reason) => reason.evidence));
    };
    expect(await reasonText(false)).toEqual([
      "Doses above 1 mg a day can hide the signs of vitamin B12 deficiency.",
    ]);
    expect((await reasonText(true))[0]).toMatch(/before conception/);
  });
});

describe("selectRecommendations", () => {
  it("prefers one product serving two goals over two cheaper products", async () => {
    const candidates = [
      candidate("c", ["vitamin-c"], 5),
      candidate("m", ["magnesium"], 5),
      candidate("cm", ["vitamin-c", "magnesium"], 20),
    ];
    const result = await selectRecommendations(
      candidates,
      FACTS,
      { goals: ["immune", "energy"], diet: NO_DIET, budgetPencePerMonth: null },
      allSafe,
    );
    expect(result.items.map((item) => item.supplementId)).toEqual(["cm"]);
    const reasons = result.items[0]?.reasons ?? [];
    expect(reasons.map((reason) => reason.goal).sort()).toEqual(["energy", "immune"]);
    expect(reasons.find((reason) => reason.goal === "energy")?.claims[0]?.claimText).toMatch(/tiredness/);
    expect(result.totalCostPerMonthPence).toBe(600);
  });

  it("works from the stack the person has: its goals are covered, its ingredients not doubled, all checked together", async () => {
    const checkedWith: string[][] = [];
    const check: SafetyCheck = (_id, chosen) => {
      checkedWith.push([...chosen]);
      return Promise.resolve({ ok: true, cautions: [] });
    };
    const result = await selectRecommendations(
      [
        candidate("c", ["vitamin-c"], 5),
        candidate("zc", ["zinc", "vitamin-c"], 6),
        candidate("m", ["magnesium"], 5),
        candidate("mel", ["melatonin"], 5),
      ],
      FACTS,
      { goals: ["immune", "energy", "sleep"], diet: NO_DIET, budgetPencePerMonth: null, current: ["c"] },
      check,
    );
    expect(result.coveredByStack).toEqual([{ goal: "immune", products: ["Product c"] }]);
    expect(result.items.map((item) => item.supplementId).sort()).toEqual(["m", "mel"]);
    // Nothing is proposed that repeats an ingredient the stack has, or the stack's own product.
    expect(result.items.some((item) => ["c", "zc"].includes(item.supplementId))).toBe(false);
    // Every candidate is checked with the products already in the stack.
    expect(checkedWith.every((ids) => ids.includes("c"))).toBe(true);
  });

  it("leaves out a product that repeats an ingredient of the stack, and says so", async () => {
    const result = await selectRecommendations(
      [
        candidate("z", ["zinc"], 9),
        candidate("zm", ["zinc", "magnesium"], 1),
        candidate("m", ["magnesium"], 5),
      ],
      FACTS,
      { goals: ["energy"], diet: NO_DIET, budgetPencePerMonth: null, current: ["z"] },
      allSafe,
    );
    expect(result.coveredByStack).toEqual([]);
    expect(result.items.map((item) => item.supplementId)).toEqual(["m"]);
    expect(result.excluded).toEqual([
      { supplementId: "zm", name: "Product zm", why: "Your stack already has zinc." },
    ]);
  });

  it("takes the cheaper of equal products and never one without evidence", async () => {
    const result = await selectRecommendations(
      [candidate("dear", ["zinc"], 30), candidate("cheap", ["zinc"], 10), candidate("x", ["mystery"], 1)],
      FACTS,
      { goals: ["immune", "focus"], diet: NO_DIET, budgetPencePerMonth: null },
      allSafe,
    );
    expect(result.items.map((item) => item.supplementId)).toEqual(["cheap"]);
    expect(result.unmetGoals.map((unmet) => unmet.goal)).toEqual(["focus"]);
  });

  it("excludes what the safety check refuses, and says why", async () => {
    const check: SafetyCheck = (id) =>
      Promise.resolve(
        id === "cheap"
          ? { ok: false, why: "Zinc with your medicine: major" }
          : { ok: true, cautions: [{ title: "Take apart", advice: "Keep them 2 hours apart." }] },
      );
    const result = await selectRecommendations(
      [candidate("dear", ["zinc"], 30), candidate("cheap", ["zinc"], 10)],
      FACTS,
      { goals: ["immune"], diet: NO_DIET, budgetPencePerMonth: null },
      check,
    );
    expect(result.items.map((item) => item.supplementId)).toEqual(["dear"]);
    expect(result.items[0]?.cautions).toEqual([{ title: "Take apart", advice: "Keep them 2 hours apart." }]);
    expect(result.items[0]?.whyChosen).toMatch(/1 ranked higher were left out for you/);
    expect(result.items[0]?.whyChosen).toMatch(/chosen with a caution for you/);
    expect(result.excluded).toEqual([
      { supplementId: "cheap", name: "Product cheap", why: "Zinc with your medicine: major" },
    ]);
  });

  it("respects diet, price and budget, and passes the chosen products to the check", async () => {
    const seen: string[][] = [];
    const check: SafetyCheck = (_id, chosen) => {
      seen.push([...chosen]);
      return Promise.resolve({ ok: true, cautions: [] });
    };
    const result = await selectRecommendations(
      [
        candidate("gelatin", ["zinc"], 1, null),
        candidate("unpriced", ["zinc", "melatonin"], null),
        candidate("zinc", ["zinc"], 10),
        candidate("sleep-dear", ["melatonin"], 40),
      ],
      FACTS,
      { goals: ["immune", "sleep"], diet: { ...NO_DIET, vegan: true }, budgetPencePerMonth: 750 },
      check,
    );
    expect(result.items.map((item) => item.supplementId)).toEqual(["zinc"]);
    expect(Object.fromEntries(result.excluded.map((entry) => [entry.supplementId, entry.why]))).toEqual({
      gelatin: "Not labelled vegan.",
      unpriced: "No in-stock UK price.",
      "sleep-dear": "Over your monthly budget with the rest of the stack.",
    });
    expect(result.unmetGoals.map((unmet) => unmet.goal)).toEqual(["sleep"]);
    expect(seen).toEqual([[]]);
  });

  it("says which diet no checked label meets when the diet alone rules every product out", async () => {
    const notLabelled = (id: string) => ({
      ...candidate(id, ["zinc"], 5),
      diet: { vegan: null, vegetarian: true, glutenFree: null },
    });
    const both = await selectRecommendations(
      [notLabelled("a"), notLabelled("b")],
      FACTS,
      {
        goals: ["immune"],
        diet: { vegan: true, vegetarian: true, glutenFree: true },
        budgetPencePerMonth: null,
      },
      allSafe,
    );
    expect(both.items).toEqual([]);
    expect(both.unmetGoals).toEqual([
      {
        goal: "immune",
        why: "No product for this goal has a label we have checked as vegan and gluten-free yet, so we could not recommend one.",
      },
    ]);
    // Excluded for another reason as well: the general line, and the list says why for each.
    const mixed = await selectRecommendations(
      [notLabelled("a"), candidate("vegan-unpriced", ["zinc"], null)],
      FACTS,
      { goals: ["immune"], diet: { ...NO_DIET, vegan: true }, budgetPencePerMonth: null },
      allSafe,
    );
    expect(mixed.unmetGoals[0]?.why).toBe(
      "Every product that serves this goal was excluded (see why below).",
    );
  });
});

function warning(overrides: Partial<CheckWarning>): CheckWarning {
  return {
    type: "drug",
    severity: "warning",
    title: "A warning",
    description: "Described.",
    recommendation: "Do this.",
    canProceed: true,
    requiresAcknowledgment: true,
    ...overrides,
  };
}

function checkWith(warnings: CheckWarning[]): NewSupplementCheckResult {
  return {
    newSupplementId: "x",
    existingSupplementIds: [],
    results: {
      safeToAdd: warnings.length === 0,
      warnings,
      optimizations: [],
      alternatives: [],
      unknownDrugs: [],
      unknownConditions: [],
      completeness: "complete",
      notChecked: [],
      blockingIngredients: [],
      alternativeProducts: [],
      verdict: checkVerdict(warnings, "complete"),
      standingCautions: [],
      noRecords: [],
      disclaimer: "",
    },
    processingTimeMs: 1,
  };
}

describe("verdictOf", () => {
  it("refuses anything blocked, critical or major, and any total above an upper level", () => {
    expect(verdictOf(checkWith([warning({ canProceed: false, title: "Blocked" })]), []).ok).toBe(false);
    expect(verdictOf(checkWith([warning({ severity: "critical" })]), []).ok).toBe(false);
    expect(verdictOf(checkWith([warning({ severity: "error", title: "Major" })]), [])).toEqual({
      ok: false,
      why: "Serious: avoid unless your doctor or pharmacist says otherwise. Major: Do this.",
    });
    expect(verdictOf(checkWith([]), ["Vitamin D3"])).toEqual({
      ok: false,
      why: "Would take the daily total above the UK upper level: Vitamin D3.",
    });
  });

  it("keeps a caution with its full advice, and leaves out notes that ask for nothing", () => {
    expect(
      verdictOf(
        checkWith([
          warning({ title: "Moderate", recommendation: "Take it 4 hours after your levothyroxine." }),
          warning({ severity: "info", title: "Minor", requiresAcknowledgment: false }),
        ]),
        [],
      ),
    ).toEqual({
      ok: true,
      cautions: [{ title: "Moderate", advice: "Take it 4 hours after your levothyroxine." }],
    });
  });

  it("prefers a product that needs no caution for this person over a higher-ranked one that does", async () => {
    const check: SafetyCheck = (id) =>
      Promise.resolve(
        id === "cheap"
          ? { ok: true, cautions: [{ title: "Zinc and your condition", advice: "Ask your GP first." }] }
          : { ok: true, cautions: [] },
      );
    const result = await selectRecommendations(
      [candidate("dear", ["zinc"], 30), candidate("cheap", ["zinc"], 10)],
      FACTS,
      { goals: ["immune"], diet: NO_DIET, budgetPencePerMonth: null },
      check,
    );
    expect(result.items.map((item) => item.supplementId)).toEqual(["dear"]);
    expect(result.items[0]?.cautions).toEqual([]);
    expect(result.items[0]?.whyChosen).toMatch(/Of 2 products that serve/);
  });
});
