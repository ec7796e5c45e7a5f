import { convertAmount } from "@/lib/interactions/doses";
import { InteractionEngine, type SupplementCatalogue } from "@/lib/interactions/engine";
import { ingredientItem } from "@/lib/interactions/ingredient-items";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { analyseSupplements, checkSupplement } from "@/lib/interactions/analyse";
import { MEDICAL_DISCLAIMER, TIMING_CONFLICT_TEXT } from "@/lib/interactions/rules";
import { SLOT_TIMES } from "@/lib/interactions/schedule";
import type { IngredientLimits } from "@/lib/interactions/types";
import { BASE, DICTIONARIES, PRODUCTS } from "./fixtures";

const index = buildKnowledgeIndex(BASE, DICTIONARIES);
const p = PRODUCTS as Required<typeof PRODUCTS>;
const pick = (...ids: (keyof typeof PRODUCTS)[]) =>
  ids.map((id) => {
    const product = p[id];
    if (!product) throw new Error(`no fixture ${id}`);
    return product;
  });

describe("analyseSupplements", () => {
  it("checks a product by every ingredient it contains (a multivitamin's vitamin A and pregnancy)", () => {
    const result = analyseSupplements(index, {
      supplements: pick("multi"),
      profile: { prescriptionDrugs: [], medicalConditions: ["I am pregnant"] },
    });
    expect(result.interactions.medicalContraindications.map((finding) => finding.record.id)).toEqual([
      "mc-vitamin-a-pregnancy",
    ]);
    expect(result.riskAssessment.overallRiskLevel).toBe("high");
    expect(result.riskAssessment.requiresMedicalSupervision).toBe(true);
  });

  it("finds drug interactions by brand name and reports medicines it does not know", () => {
    const result = analyseSupplements(index, {
      supplements: pick("sjw"),
      profile: {
        prescriptionDrugs: [{ drugName: "Marevan" }, { drugName: "Zzzotherdrug" }],
        medicalConditions: ["Gout"],
      },
    });
    expect(result.interactions.drugInteractions.map((finding) => finding.record.id)).toEqual([
      "dr-st-johns-wort-warfarin",
    ]);
    expect(result.unknownDrugs).toEqual(["Zzzotherdrug"]);
    expect(result.unknownConditions).toEqual(["Gout"]);
    expect(result.riskAssessment.recommendations).toContain(
      "Zzzotherdrug: not in our database — ask your pharmacist",
    );
    expect(result.riskAssessment.recommendations).toContain(
      "Gout: not in our database — ask your pharmacist",
    );
  });

  it("checks a medicine typed among the health conditions, unless it is an allergy or someone else's", () => {
    const conditions = (...medicalConditions: string[]) =>
      analyseSupplements(index, {
        supplements: pick("sjw"),
        profile: { prescriptionDrugs: [], medicalConditions },
      });
    const found = conditions("kidney disease, on Marevan");
    expect(found.interactions.drugInteractions.map((finding) => finding.record.id)).toEqual([
      "dr-st-johns-wort-warfarin",
    ]);
    expect(found.unknownConditions).toEqual([]);
    for (const typed of ["allergic to warfarin", "mum takes warfarin", "not on warfarin any more"]) {
      expect(conditions(typed).interactions.drugInteractions).toEqual([]);
    }
    expect(conditions("allergic to warfarin").unknownConditions).toEqual(["allergic to warfarin"]);
  });

  it("reports depletions caused by medicines and by supplements with their timeframe", () => {
    const result = analyseSupplements(index, {
      supplements: pick("multi"),
      profile: { prescriptionDrugs: [{ drugName: "Metformin" }], medicalConditions: [] },
    });
    const depletions = result.nutrientDepletions.map((finding) => [finding.record.id, finding.timeframe]);
    expect(depletions).toEqual(
      expect.arrayContaining([
        ["nu-metformin-b12", "weeks"],
        ["nu-zinc-copper", "days"],
      ]),
    );
    expect(result.unknownDrugs).toEqual([]);
  });

  it("caps critical warnings at 3 and recommendations at 3 supplement + 2 drug timing items", () => {
    const result = analyseSupplements(index, {
      supplements: pick("sjw", "htp", "ginkgo", "fishOil", "calcium", "iron", "vitd", "multi"),
      profile: {
        prescriptionDrugs: [{ drugName: "warfarin" }, { drugName: "levothyroxine" }],
        medicalConditions: ["pregnancy"],
      },
    });
    expect(result.riskAssessment.criticalWarnings.length).toBeLessThanOrEqual(3);
    expect(result.riskAssessment.criticalWarnings[0]).toMatch(/Do not take|Choose a pregnancy/);
    const drugTiming = result.riskAssessment.recommendations.filter((text) =>
      text.startsWith("Take levothyroxine"),
    );
    expect(drugTiming.length).toBeLessThanOrEqual(2);
    expect(result.riskAssessment.recommendations.length).toBeLessThanOrEqual(5);
    expect(result.riskAssessment.overallRiskLevel).toBe("very_high");
  });

  it("gives no confidence figure, and the disclaimer, when nothing is found", () => {
    const result = analyseSupplements(index, { supplements: pick("melatonin") });
    expect(result.confidence).toBeNull();
    expect(result.riskAssessment.overallRiskLevel).toBe("low");
    expect(result.disclaimer).toBe(MEDICAL_DISCLAIMER);
  });
});

describe("timing schedule", () => {
  const minutes = (slot: keyof typeof SLOT_TIMES) => SLOT_TIMES[slot].minutes;

  it("never puts iron and calcium in the same slot and says why", () => {
    const result = analyseSupplements(index, { supplements: pick("iron", "calcium") });
    const [iron, calcium] = ["iron", "calcium"].map((id) =>
      result.timingOptimization.schedule.find((entry) => entry.supplementId === id),
    );
    expect(iron && calcium).toBeTruthy();
    expect(Math.abs(minutes(iron!.optimalTime) - minutes(calcium!.optimalTime))).toBeGreaterThanOrEqual(120);
    expect(result.timingOptimization.conflicts.every((conflict) => conflict.resolved)).toBe(true);
  });

  it("keeps calcium and iron 4 hours from levothyroxine taken on waking", () => {
    const result = analyseSupplements(index, {
      supplements: pick("iron", "calcium"),
      profile: { prescriptionDrugs: [{ drugName: "Levothyroxine" }], medicalConditions: [] },
    });
    for (const entry of result.timingOptimization.schedule) {
      expect(minutes(entry.optimalTime) - minutes("early_morning")).toBeGreaterThanOrEqual(240);
    }
    const ids = result.timingOptimization.schedule.map((entry) => entry.optimalTime);
    expect(new Set(ids).size).toBe(2);
    expect(
      result.timingOptimization.conflicts.some(
        (conflict) => conflict.drugName === "Levothyroxine" && conflict.resolved,
      ),
    ).toBe(true);
  });

  it("uses the spec's conflict text for competing products", () => {
    const result = analyseSupplements(index, { supplements: pick("calcium", "multi") });
    const texts = result.timingOptimization.conflicts.map((conflict) => conflict.description).join(" ");
    expect(texts).toContain(TIMING_CONFLICT_TEXT);
  });

  it("puts sleep products at bedtime", () => {
    const result = analyseSupplements(index, { supplements: pick("melatonin") });
    expect(result.timingOptimization.schedule[0]).toMatchObject({ optimalTime: "bedtime", priority: "high" });
  });
});

describe("cumulative doses", () => {
  const limits = new Map<string, IngredientLimits>([
    [
      "vitamin-d3",
      { slug: "vitamin-d3", name: "Vitamin D3", upperLevel: { amount: 100, unit: "µg", source: "NHS" } },
    ],
    ["iron", { slug: "iron", name: "Iron", upperLevel: { amount: 17, unit: "mg", source: "NHS" } }],
  ]);

  it("sums an ingredient over products and servings, converting vitamin D IU to µg", () => {
    const result = analyseSupplements(index, {
      supplements: pick("vitd", "vitdIu"),
      servingsPerDay: new Map([["vitd", 2]]),
      limits,
    });
    const vitaminD = result.cumulativeDoses.find((dose) => dose.ingredientSlug === "vitamin-d3");
    expect(vitaminD).toMatchObject({ total: 150, unit: "µg", exceedsUpperLevel: true, duplicated: true });
  });

  it("flags iron from a multivitamin plus an iron tablet over the upper level", () => {
    const result = analyseSupplements(index, { supplements: pick("iron", "multi"), limits });
    expect(result.cumulativeDoses[0]).toMatchObject({
      ingredientSlug: "iron",
      total: 28,
      exceedsUpperLevel: true,
      duplicated: true,
    });
  });

  it("does not pretend to compare what it cannot convert", () => {
    expect(convertAmount("vitamin-e", 400, "IU", "mg")).toBeNull();
    expect(convertAmount("zinc", 10, "IU", "mg")).toBeNull();
    expect(convertAmount("vitamin-d3", 1000, "IU", "µg")).toBe(25);
    expect(convertAmount("magnesium", 0.5, "g", "mg")).toBe(500);
  });
});

describe("checkSupplement (new-supplement check)", () => {
  it("blocks St John's wort with 5-HTP (contraindicated) and requires acknowledgement", () => {
    const [sjw, htp] = pick("sjw", "htp");
    const result = checkSupplement(index, sjw!, [htp!], undefined);
    expect(result.results.safeToAdd).toBe(false);
    expect(result.results.warnings[0]).toMatchObject({
      type: "supplement",
      severity: "critical",
      canProceed: false,
      requiresAcknowledgment: true,
    });
  });

  it("blocks an avoid-combination medicine and an absolute contraindication", () => {
    const [sjw, multi] = pick("sjw", "multi");
    expect(
      checkSupplement(index, sjw!, [], {
        prescriptionDrugs: [{ drugName: "warfarin" }],
        medicalConditions: [],
      }).results.safeToAdd,
    ).toBe(false);
    const pregnancy = checkSupplement(index, multi!, [], {
      prescriptionDrugs: [],
      medicalConditions: ["Pregnant"],
    });
    expect(pregnancy.results.warnings[0]).toMatchObject({
      type: "medical",
      severity: "critical",
      canProceed: false,
    });
  });

  it("is safe with only a moderate warning, and lists synergies as optimisations", () => {
    const [calcium, iron, vitd] = pick("calcium", "iron", "vitd");
    const result = checkSupplement(index, calcium!, [iron!, vitd!], undefined);
    expect(result.results.safeToAdd).toBe(true);
    expect(result.results.warnings.map((warning) => warning.severity)).toEqual(["warning", "info"]);
    expect(result.results.optimizations).toEqual(["Calcium and vitamin D work together."]);
  });

  it("ignores findings that do not involve the new supplement", () => {
    const [melatonin, sjw, htp] = pick("melatonin", "sjw", "htp");
    expect(checkSupplement(index, melatonin!, [sjw!, htp!], undefined).results).toMatchObject({
      safeToAdd: true,
      warnings: [],
    });
  });
});

describe("InteractionEngine", () => {
  const catalogue: SupplementCatalogue = {
    findSupplements: jest.fn((ids: readonly string[]) =>
      Promise.resolve(ids.flatMap((id) => (PRODUCTS[id] ? [PRODUCTS[id]] : []))),
    ),
    ingredientLimits: jest.fn(() => Promise.resolve([])),
    similarProducts: jest.fn((category: string, excluded: readonly string[]) =>
      Promise.resolve(
        Object.values(PRODUCTS).filter(
          (product) =>
            product.category === category &&
            !product.ingredients.some((ingredient) => excluded.includes(ingredient.slug)),
        ),
      ),
    ),
  };

  it("refuses to work before it is initialised", async () => {
    const engine = new InteractionEngine({
      loadKnowledgeBase: () => Promise.resolve(BASE),
      dictionaries: DICTIONARIES,
      catalogue,
    });
    await expect(engine.analyseStack(["calcium"])).rejects.toThrow("Interaction engine not initialized");
  });

  it("returns false when the knowledge base cannot load", async () => {
    const engine = new InteractionEngine({
      loadKnowledgeBase: async () => Promise.reject(new Error("down")),
      dictionaries: DICTIONARIES,
      catalogue,
      log: () => undefined,
    });
    expect(await engine.initialise()).toBe(false);
    expect(engine.isInitialized).toBe(false);
  });

  it("fails with 'Supplement {id} not found' for an id the catalogue does not have — it never invents one", async () => {
    const engine = new InteractionEngine({
      loadKnowledgeBase: () => Promise.resolve(BASE),
      dictionaries: DICTIONARIES,
      catalogue,
    });
    await engine.initialise();
    await expect(engine.checkNewSupplement("nope", ["calcium"])).rejects.toThrow("Supplement nope not found");
    await expect(engine.analyseStack(["calcium", "missing"])).rejects.toThrow("Supplement missing not found");
  });

  it("checks an ingredient chosen without a product, and says its amount and the rest of the label were not", async () => {
    const sjw = {
      slug: "st-johns-wort",
      name: "St John's wort",
      category: "focus",
      optimalTiming: null,
    } as const;
    const engine = new InteractionEngine({
      loadKnowledgeBase: () => Promise.resolve(BASE),
      dictionaries: DICTIONARIES,
      catalogue: {
        ...catalogue,
        findIngredientItems: (slugs) =>
          Promise.resolve(slugs.includes(sjw.slug) ? [ingredientItem(sjw, { labelUnknown: true })] : []),
      },
    });
    await engine.initialise();
    const profile = { prescriptionDrugs: [{ drugName: "warfarin" }], medicalConditions: [] };
    const result = await engine.analyseStack(["calcium"], profile, new Map(), new Map(), ["st-johns-wort"]);
    expect(result.supplementIds).toEqual(["calcium", "ingredient:st-johns-wort"]);
    expect(result.interactions.drugInteractions.map((finding) => finding.record.id)).toEqual([
      "dr-st-johns-wort-warfarin",
    ]);
    expect(result.completeness).toBe("partial");
    expect(result.notChecked.map(({ kind, name }) => [kind, name])).toEqual([["product", "St John's wort"]]);
    expect(result.notChecked[0]?.reason).toMatch(
      /checked as an ingredient, not a product: how much you take/,
    );
    expect(result.cumulativeDoses.find((dose) => dose.ingredientSlug === "st-johns-wort")).toMatchObject({
      exceedsUpperLevel: null,
    });

    await expect(engine.analyseStack([], profile, new Map(), new Map(), ["nope"])).rejects.toThrow(
      "Supplement ingredient:nope not found",
    );
    const withoutIngredients = new InteractionEngine({
      loadKnowledgeBase: () => Promise.resolve(BASE),
      dictionaries: DICTIONARIES,
      catalogue,
    });
    await withoutIngredients.initialise();
    await expect(
      withoutIngredients.analyseStack([], profile, new Map(), new Map(), [sjw.slug]),
    ).rejects.toThrow("Supplement ingredient:st-johns-wort not found");
  });

  it("caches an analysis for 300000 ms", async () => {
    let now = 1_000_000;
    const findSupplements = jest.fn((ids: readonly string[]) => catalogue.findSupplements(ids));
    const engine = new InteractionEngine({
      loadKnowledgeBase: () => Promise.resolve(BASE),
      dictionaries: DICTIONARIES,
      catalogue: { ...catalogue, findSupplements },
      now: () => now,
    });
    await engine.initialise();
    const first = await engine.analyseStack(["calcium", "iron"]);
    now += 299_999;
    expect(await engine.analyseStack(["iron", "calcium"])).toBe(first);
    now += 1;
    expect(await engine.analyseStack(["iron", "calcium"])).not.toBe(first);
    expect(findSupplements).toHaveBeenCalledTimes(2);
  });

  it("analyses again once the catalogue version changes, within the cache's lifetime", async () => {
    let version = "a";
    const findSupplements = jest.fn((ids: readonly string[]) => catalogue.findSupplements(ids));
    const engine = new InteractionEngine({
      loadKnowledgeBase: () => Promise.resolve(BASE),
      dictionaries: DICTIONARIES,
      catalogue: { ...catalogue, findSupplements },
      catalogueVersion: () => Promise.resolve(version),
    });
    await engine.initialise();
    const first = await engine.analyseStack(["calcium", "iron"]);
    expect(await engine.analyseStack(["calcium", "iron"])).toBe(first);
    version = "b";
    expect(await engine.analyseStack(["calcium", "iron"])).not.toBe(first);
    engine.forgetAnalyses();
    await engine.analyseStack(["calcium", "iron"]);
    expect(findSupplements).toHaveBeenCalledTimes(3);
  });

  it("offers products of the same kind that the check lets through when an addition is blocked", async () => {
    const engine = new InteractionEngine({
      loadKnowledgeBase: () => Promise.resolve(BASE),
      dictionaries: DICTIONARIES,
      catalogue,
    });
    await engine.initialise();
    const blocked = await engine.checkNewSupplement("sjw", [], {
      prescriptionDrugs: [{ drugName: "warfarin" }],
      medicalConditions: [],
    });
    expect(blocked.results.safeToAdd).toBe(false);
    expect(blocked.results.blockingIngredients).toEqual(["st-johns-wort"]);
    expect(blocked.results.alternativeProducts).toEqual([
      { id: "ginkgo", name: "ginkgo product", brand: "Test" },
    ]);
    expect(blocked.results.alternatives).toEqual(["ginkgo product (Test)"]);
    const fine = await engine.checkNewSupplement("vitd", []);
    expect(fine.results.alternatives).toEqual([]);
    // A blocked multivitamin ("wellness", too broad for like-for-like): advice, not a random product.
    const pregnant = await engine.checkNewSupplement("multi", [], {
      prescriptionDrugs: [],
      medicalConditions: ["pregnant"],
    });
    expect(pregnant.results.alternativeProducts).toEqual([]);
    expect(pregnant.results.alternatives).toEqual([
      "Ask your pharmacist or GP about an option that is safe with your medicines and health conditions.",
    ]);
  });

  it("reports processing time for a check", async () => {
    const engine = new InteractionEngine({
      loadKnowledgeBase: () => Promise.resolve(BASE),
      dictionaries: DICTIONARIES,
      catalogue,
    });
    await engine.initialise();
    const result = await engine.checkNewSupplement("iron", ["calcium"]);
    expect(result.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(result.existingSupplementIds).toEqual(["calcium"]);
  });
});
