// Stack analytics and the stack report model on the engine's test knowledge base: the figures are the
// builder's (costs from lib/stacks/costs.ts, totals and schedule from the engine), benefits come only
// from authorised claims, and the report prints every item, finding and reference, the profile only
// when included, and what could not be checked.
import { goalsOfClaim } from "@/lib/analytics/benefit-goals";
import { stackAnalyticsOf, type AnalyticsFacts } from "@/lib/analytics/stack-analytics";
import { analyseSupplements } from "@/lib/interactions/analyse";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import type { EngineSupplement, MedicalProfile } from "@/lib/interactions/types";
import { pdfText } from "@/lib/reports/render";
import { reportText } from "@/lib/reports/report-model";
import { stackReportModel } from "@/lib/reports/stack-report";
import { costBenefitReportModel, healthSummaryModel } from "@/lib/reports/summary-reports";
import { itemCost, stackTotals } from "@/lib/stacks/costs";
import type { StackPreview } from "@/lib/stacks/preview";
import type { StackProduct } from "@/lib/stacks/products";

import { BASE, DICTIONARIES, PRODUCTS } from "../interactions/fixtures";

const index = buildKnowledgeIndex(BASE, DICTIONARIES);

function stackProduct(engine: EngineSupplement, pricePence: number | null): StackProduct {
  return {
    id: engine.id,
    slug: engine.id,
    name: engine.name,
    brand: engine.brand,
    unitsPerServing: 1,
    optimalTiming: engine.optimalTiming,
    imageRetailer: null,
    ingredients: engine.ingredients.map(({ slug, name, amount, unit }) => ({ slug, name, amount, unit })),
    offer:
      pricePence === null
        ? null
        : {
            retailer: "Test Pharmacy",
            pricePence,
            packSize: 60,
            url: "https://example.org/p",
            inStock: true,
            source: "sample",
            lastCheckedAt: "2026-11-01T00:00:00.000Z",
          },
  };
}

/** A preview as lib/stacks/preview.ts makes it: costs by itemCost, the analysis by the engine. */
function previewOf(
  entries: [EngineSupplement, number | null, number][],
  profile?: MedicalProfile,
): StackPreview {
  const items = entries.map(([engine, price, servings]) => ({
    product: stackProduct(engine, price),
    quantity: servings,
    timing: null,
    cost: price === null ? null : itemCost({ pricePence: price, packSize: 60, unitsPerServing: 1 }, servings),
  }));
  const analysis = analyseSupplements(index, {
    supplements: entries.map(([engine]) => engine),
    profile,
    servingsPerDay: new Map(entries.map(([engine, , servings]) => [engine.id, servings])),
    now: new Date("2026-11-24T12:00:00Z"),
  });
  const priced = items.flatMap((item) => (item.cost ? [item.cost] : []));
  return {
    items,
    totals: stackTotals(priced),
    unpricedCount: items.length - priced.length,
    includesSamplePrices: priced.length > 0,
    analysis,
    usedHealthProfile: profile !== undefined,
    savings: [],
    totalMonthlySavingPence: 0,
  };
}

const FACTS: AnalyticsFacts = {
  categories: { calcium: "wellness", iron: "energy", melatonin: "sleep", vitd: "wellness" },
  ingredients: {
    calcium: {
      nrv: { amount: 800, unit: "mg" },
      claims: [
        { id: "c1", claimText: "Calcium is needed for the maintenance of normal bones" },
        { id: "c2", claimText: "Calcium contributes to normal muscle function" },
        { id: "c3", claimText: "Calcium is needed for normal growth and development of bone in children." },
      ],
    },
    iron: {
      nrv: { amount: 14, unit: "mg" },
      claims: [{ id: "i1", claimText: "Iron contributes to the reduction of tiredness and fatigue" }],
    },
    melatonin: {
      nrv: null,
      claims: [
        { id: "m1", claimText: "Melatonin contributes to the reduction of time taken to fall asleep" },
      ],
    },
    "vitamin-d3": { nrv: { amount: 5, unit: "µg" }, claims: [] },
  },
  priceHistory: {
    calcium: {
      retailer: "Test Pharmacy",
      points: [
        { date: "2026-10-01", pricePence: 650 },
        { date: "2026-11-01", pricePence: 599 },
      ],
    },
    iron: { retailer: "Test Pharmacy", points: [{ date: "2026-11-01", pricePence: 300 }] },
  },
};

const STACK: [EngineSupplement, number | null, number][] = [
  [PRODUCTS.calcium!, 599, 2],
  [PRODUCTS.iron!, 300, 1],
  [PRODUCTS.melatonin!, null, 1],
  [PRODUCTS.vitd!, 450, 1],
];

describe("stackAnalyticsOf", () => {
  const preview = previewOf(STACK);
  const analytics = stackAnalyticsOf(preview, FACTS);

  it("reports the builder's own costs and totals", () => {
    expect(analytics.totals).toEqual(preview.totals);
    expect(analytics.items.map((item) => item.costPerMonthPence)).toEqual(
      preview.items.map((item) => item.cost?.costPerMonthPence ?? null),
    );
    // 599p for 60 at 2 a day: 599 × 2 × 30 ÷ 60 = 599p a month.
    expect(analytics.items[0]?.costPerMonthPence).toBe(599);
    expect(analytics.unpricedCount).toBe(1);
  });

  it("sums monthly cost by category over priced items only", () => {
    const wellness = analytics.costByCategory.find((row) => row.category === "wellness");
    const calcium = preview.items[0]?.cost?.costPerMonthPence ?? 0;
    const vitd = preview.items[3]?.cost?.costPerMonthPence ?? 0;
    expect(wellness?.costPerMonthPence).toBe(calcium + vitd);
    expect(analytics.costByCategory.some((row) => row.category === "sleep")).toBe(false);
    expect(analytics.costByCategory.reduce((sum, row) => sum + row.costPerMonthPence, 0)).toBe(
      analytics.totals.perMonthPence,
    );
  });

  it("takes daily totals and upper levels from the engine, with the NRV percentage converted", () => {
    expect(analytics.nutrients.map((row) => [row.slug, row.total])).toEqual(
      preview.analysis.cumulativeDoses.map((dose) => [dose.ingredientSlug, dose.total]),
    );
    const calcium = analytics.nutrients.find((row) => row.slug === "calcium");
    expect(calcium?.total).toBe(1000);
    expect(calcium?.percentOfNrv).toBe(125);
    expect(analytics.nutrients.find((row) => row.slug === "melatonin")?.percentOfNrv).toBeNull();
  });

  it("groups authorised claims by goal and names the ingredients without a claim", () => {
    const goals = Object.fromEntries(
      analytics.benefits.map((goal) => [goal.goal, goal.items.map((item) => item.supplementId)]),
    );
    expect(goals).toEqual({
      wellness: ["calcium"],
      energy: ["iron"],
      sleep: ["melatonin"],
      performance: ["calcium"],
    });
    const claimTexts = analytics.benefits.flatMap((goal) =>
      goal.items.flatMap((item) => item.claims.map((claim) => claim.claimText)),
    );
    const authorised = Object.values(FACTS.ingredients).flatMap((facts) =>
      facts.claims.map((claim) => claim.claimText),
    );
    expect(claimTexts.every((text) => authorised.includes(text))).toBe(true);
    // An adult's stack: claims about children's development are left out.
    expect(claimTexts.some((text) => /children/.test(text))).toBe(false);
    expect(analytics.ingredientsWithoutClaims.map((ingredient) => ingredient.slug)).toEqual(["vitamin-d3"]);
  });

  it("shows claims about pregnancy only to someone whose profile says pregnant, trying or breastfeeding", () => {
    // Wording shaped like the register's maternal claims, here tied to a goal so it would be listed.
    const maternal = "Iron intake during pregnancy contributes to the reduction of tiredness and fatigue";
    const facts: AnalyticsFacts = {
      ...FACTS,
      ingredients: {
        ...FACTS.ingredients,
        iron: { nrv: { amount: 14, unit: "mg" }, claims: [{ id: "i2", claimText: maternal }] },
      },
    };
    const energyClaims = (profile?: MedicalProfile) =>
      stackAnalyticsOf(previewOf(STACK, profile), facts, profile)
        .benefits.filter((goal) => goal.goal === "energy")
        .flatMap((goal) => goal.items.flatMap((item) => item.claims.map((claim) => claim.claimText)));
    const someone = (medicalConditions: string[]): MedicalProfile => ({
      prescriptionDrugs: [],
      medicalConditions,
    });
    expect(energyClaims()).toEqual([]);
    expect(energyClaims(someone(["hypertension"]))).toEqual([]);
    expect(energyClaims(someone(["pregnancy"]))).toEqual([maternal]);
    expect(energyClaims(someone(["trying to conceive"]))).toEqual([maternal]);
    expect(energyClaims(someone(["breastfeeding"]))).toEqual([maternal]);
  });

  it("keeps the engine's schedule and only price history with more than one point", () => {
    expect(analytics.schedule.entries).toEqual(preview.analysis.timingOptimization.schedule);
    expect(analytics.priceHistory.map((series) => series.supplementId)).toEqual(["calcium"]);
  });
});

describe("goalsOfClaim", () => {
  it.each([
    ["Vitamin C contributes to the normal function of the immune system", ["immune"]],
    ["Magnesium contributes to normal psychological function", ["focus"]],
    ["Vitamin B12 contributes to normal energy-yielding metabolism", ["energy"]],
    ["Vitamin D contributes to the maintenance of normal bones", ["wellness"]],
  ])("%s", (claim, goals) => {
    expect(goalsOfClaim(claim)).toEqual(goals);
  });
});

describe("stackReportModel", () => {
  const profile: MedicalProfile = {
    prescriptionDrugs: [{ drugName: "Levothyroxine" }, { drugName: "Zorblatine" }],
    medicalConditions: [],
  };
  const analytics = stackAnalyticsOf(previewOf(STACK, profile), FACTS);
  const generatedAt = new Date("2026-11-24T12:00:00Z");

  it("prints every item, ingredient, finding, reference, the date and the disclaimer", () => {
    const text = reportText(stackReportModel({ stackName: "Morning", analytics, profile, generatedAt })).join(
      "\n",
    );
    for (const item of analytics.items) expect(text).toContain(item.name);
    expect(text).toContain("1,000 mg");
    expect(text).toContain("Calcium and Iron");
    expect(text).toContain("with Levothyroxine");
    const references = [
      ...analytics.analysis.interactions.supplementInteractions,
      ...analytics.analysis.interactions.drugInteractions,
    ].flatMap((finding) => finding.record.references.map((reference) => reference.url));
    expect(references.length).toBeGreaterThan(0);
    for (const url of references) expect(text).toContain(url);
    expect(text).toContain("Evidence level");
    expect(text).toContain("24 November 2026");
    expect(text).toContain(analytics.analysis.disclaimer);
  });

  it("lists the medicines only when included, and what could not be checked", () => {
    const withProfile = reportText(
      stackReportModel({ stackName: "Morning", analytics, profile, generatedAt }),
    ).join("\n");
    expect(withProfile).toContain("Medicines checked: Levothyroxine, Zorblatine.");
    expect(withProfile).toMatch(/Zorblatine: /);
    const without = reportText(
      stackReportModel({
        stackName: "Morning",
        analytics: stackAnalyticsOf(previewOf(STACK), FACTS),
        generatedAt,
      }),
    ).join("\n");
    expect(without).not.toContain("Levothyroxine");
    expect(without).toContain("Not included");
  });
});

describe("cost–benefit report and health summary", () => {
  const analytics = stackAnalyticsOf(previewOf(STACK), FACTS);
  const generatedAt = new Date("2026-11-24T12:00:00Z");

  it("puts each item's monthly cost beside the goals its authorised claims support", () => {
    const model = costBenefitReportModel("Morning", analytics, generatedAt);
    const rows = model.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.kind === "table" ? block.rows : [])),
    );
    expect(rows).toContainEqual([PRODUCTS.calcium!.name, "£5.99", "Wellness, Performance"]);
    expect(rows).toContainEqual([PRODUCTS.melatonin!.name, "No price", "Sleep"]);
    expect(rows).toContainEqual([
      PRODUCTS.vitd!.name,
      expect.stringMatching(/^£/),
      "No authorised health claim",
    ]);
  });

  it("summarises the profile and each stack with its verdict", () => {
    const text = reportText(
      healthSummaryModel({
        profile: {
          age: 52,
          sex: "female",
          activityLevel: null,
          goals: ["energy"],
          dietaryPreferences: ["vegan"],
          pregnancyStatus: null,
          prescriptionDrugs: ["Levothyroxine"],
          medicineSchedules: [],
          medicalConditions: [],
        },
        stacks: [{ name: "Morning", analytics }],
        generatedAt,
      }),
    ).join("\n");
    expect(text).toContain("Age: 52");
    expect(text).toContain("Goals: Energy");
    expect(text).toContain("Medicines: Levothyroxine");
    expect(text).toContain("Morning");
    expect(text).toContain(analytics.analysis.disclaimer);
  });
});

describe("pdfText", () => {
  it("keeps WinAnsi text and replaces what the standard fonts cannot print", () => {
    expect(pdfText("25 µg – café £5 ‘ok’")).toBe("25 µg – café £5 ‘ok’");
    expect(pdfText("≥ 2 → 3 ≤ 4")).toBe(">= 2 -> 3 <= 4");
    expect(pdfText("维")).toBe("?");
  });
});
