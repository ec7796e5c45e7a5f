/** @jest-environment node */
import {
  EVIDENCE_LEVELS,
  drugInteractionSchema,
  foodInteractionSchema,
  knowledgeBaseSchema,
  medicalContraindicationSchema,
  nutrientInteractionSchema,
  supplementInteractionSchema,
  type DrugInteraction,
  type KnowledgeBase,
  type Severity,
} from "@/lib/interactions/knowledge-base-schema";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";

/** The catalogue's ingredient slugs (kept local so this test does not depend on the catalogue data). */
const INGREDIENT_SLUGS = new Set([
  "vitamin-a",
  "beta-carotene",
  "vitamin-b6",
  "vitamin-b12",
  "folic-acid",
  "biotin",
  "niacin",
  "vitamin-c",
  "vitamin-d3",
  "vitamin-e",
  "vitamin-k2",
  "calcium",
  "magnesium",
  "iron",
  "zinc",
  "copper",
  "selenium",
  "iodine",
  "potassium",
  "chromium",
  "omega-3-fish-oil",
  "coq10",
  "creatine",
  "whey-protein",
  "caffeine",
  "l-theanine",
  "melatonin",
  "5-htp",
  "st-johns-wort",
  "ginkgo-biloba",
  "turmeric-curcumin",
  "ashwagandha",
  "rhodiola",
  "valerian",
  "glucosamine",
  "probiotics",
  "berberine",
  "red-yeast-rice",
  "garlic",
  "ginseng",
  "echinacea",
  "green-tea-extract",
  "collagen",
  "beta-alanine",
  "l-carnitine",
  "evening-primrose-oil",
  "milk-thistle",
  "saw-palmetto",
  "elderberry",
  "licorice-root",
  "vitamin-k1",
  "alpha-lipoic-acid",
  "quercetin",
  "psyllium",
  "spirulina",
  "glutamine",
  "citrulline",
  "lions-mane",
  "cod-liver-oil",
  "thiamin",
  "riboflavin",
  "pantothenic-acid",
  "manganese",
  "molybdenum",
]);

/**
 * Coverage floors: the brief's minimums (120 supplement pairs, synergies included; 80/40/30/40 for the
 * other kinds). Every supplement pair still needs a citable basis; theoretical pairs say so (evidence level 5).
 */
const MINIMUMS = {
  supplementInteractions: 120,
  drugInteractions: 80,
  nutrientInteractions: 40,
  foodInteractions: 30,
  medicalContraindications: 40,
} as const;

const SEVERITY_RANK: Record<Severity, number> = {
  beneficial: 0,
  minor: 1,
  moderate: 2,
  major: 3,
  contraindicated: 4,
};

const kb: KnowledgeBase = knowledgeBaseSchema.parse(KNOWLEDGE_BASE);

function drug(ingredient: string, genericName: string): DrugInteraction {
  const found = kb.drugInteractions.find((d) => d.ingredient === ingredient && d.genericName === genericName);
  if (!found) throw new Error(`missing drug interaction ${ingredient} + ${genericName}`);
  return found;
}

function pair(a: string, b: string) {
  const [x, y] = [a, b].sort();
  return kb.supplementInteractions.find((s) => s.ingredientA === x && s.ingredientB === y);
}

function contraindication(ingredient: string, conditionName: string) {
  return kb.medicalContraindications.find(
    (m) => m.ingredient === ingredient && m.conditionName === conditionName,
  );
}

function duplicates(keys: string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((k) => (seen.has(k) ? true : (seen.add(k), false)));
}

describe("interaction knowledge base: shape", () => {
  it("documents the five-point evidence scale", () => {
    expect(Object.keys(EVIDENCE_LEVELS)).toEqual(["1", "2", "3", "4", "5"]);
  });

  it.each([
    ["supplementInteractions", supplementInteractionSchema],
    ["drugInteractions", drugInteractionSchema],
    ["nutrientInteractions", nutrientInteractionSchema],
    ["foodInteractions", foodInteractionSchema],
    ["medicalContraindications", medicalContraindicationSchema],
  ] as const)("every %s record parses", (kind, schema) => {
    const failures = KNOWLEDGE_BASE[kind]
      .map((record) => ({ id: record.id, result: schema.safeParse(record) }))
      .filter((r) => !r.result.success)
      .map((r) => `${r.id}: ${r.result.error?.message}`);
    expect(failures).toEqual([]);
  });

  it("uses only catalogue ingredient slugs", () => {
    const used = [
      ...kb.supplementInteractions.flatMap((s) => [s.ingredientA, s.ingredientB]),
      ...kb.drugInteractions.map((d) => d.ingredient),
      ...kb.nutrientInteractions.flatMap((n) => [
        "ingredient" in n.cause ? n.cause.ingredient : null,
        n.nutrientIngredient,
      ]),
      ...kb.foodInteractions.map((f) => f.ingredient),
      ...kb.medicalContraindications.map((m) => m.ingredient),
    ].filter((s): s is string => s !== null);
    expect(used.filter((slug) => !INGREDIENT_SLUGS.has(slug))).toEqual([]);
  });

  it("has unique ids across the whole knowledge base", () => {
    const ids = [
      ...kb.supplementInteractions,
      ...kb.drugInteractions,
      ...kb.nutrientInteractions,
      ...kb.foodInteractions,
      ...kb.medicalContraindications,
    ].map((r) => r.id);
    expect(duplicates(ids)).toEqual([]);
  });

  it("lists each supplement pair once, in order, with two different ingredients", () => {
    for (const s of kb.supplementInteractions) {
      expect(s.ingredientA).not.toBe(s.ingredientB);
      expect(s.ingredientA < s.ingredientB).toBe(true);
    }
    const keys = kb.supplementInteractions.map((s) => `${s.ingredientA}|${s.ingredientB}`);
    const reversed = kb.supplementInteractions.map((s) => `${s.ingredientB}|${s.ingredientA}`);
    expect(duplicates(keys)).toEqual([]);
    expect(keys.filter((k) => reversed.includes(k))).toEqual([]);
  });

  it("keeps the database unique keys unique", () => {
    expect(duplicates(kb.drugInteractions.map((d) => `${d.ingredient}|${d.genericName}`))).toEqual([]);
    expect(duplicates(kb.foodInteractions.map((f) => `${f.ingredient}|${f.foodCategory}`))).toEqual([]);
    expect(duplicates(kb.medicalContraindications.map((m) => `${m.ingredient}|${m.conditionName}`))).toEqual(
      [],
    );
  });

  it("gives every record at least one https reference", () => {
    const all = [
      ...kb.supplementInteractions,
      ...kb.drugInteractions,
      ...kb.nutrientInteractions,
      ...kb.foodInteractions,
      ...kb.medicalContraindications,
    ];
    for (const record of all) {
      expect(record.references.length).toBeGreaterThanOrEqual(1);
      for (const ref of record.references) expect(ref.url.startsWith("https://")).toBe(true);
    }
  });

  it("only blocks combinations that are at least major, and blocks every contraindicated one", () => {
    for (const d of kb.drugInteractions) {
      if (d.avoidCombination)
        expect(SEVERITY_RANK[d.severityLevel]).toBeGreaterThanOrEqual(SEVERITY_RANK.major);
      if (d.severityLevel === "contraindicated") expect(d.avoidCombination).toBe(true);
    }
  });

  it("meets the coverage minimums", () => {
    for (const [kind, minimum] of Object.entries(MINIMUMS) as [keyof typeof MINIMUMS, number][]) {
      expect({ kind, meetsMinimum: kb[kind].length >= minimum }).toEqual({ kind, meetsMinimum: true });
    }
  });

  it("covers the medicine groups UK adults commonly take", () => {
    const generics = new Set(kb.drugInteractions.map((d) => d.genericName));
    for (const g of [
      "warfarin",
      "apixaban",
      "rivaroxaban",
      "edoxaban",
      "dabigatran etexilate",
      "aspirin",
      "clopidogrel",
      "sertraline",
      "citalopram",
      "fluoxetine",
      "venlafaxine",
      "levothyroxine",
      "ramipril",
      "lisinopril",
      "losartan",
      "spironolactone",
      "amiloride",
      "simvastatin",
      "atorvastatin",
      "omeprazole",
      "ethinylestradiol",
      "ciprofloxacin",
      "doxycycline",
      "alendronic acid",
      "lithium carbonate",
      "digoxin",
      "ciclosporin",
      "tacrolimus",
      "isotretinoin",
      "methotrexate",
      "carbamazepine",
      "phenytoin",
      "diazepam",
      "zolpidem",
      "zopiclone",
    ]) {
      expect({ generic: g, present: generics.has(g) }).toEqual({ generic: g, present: true });
    }
    const depletingDrugs = new Set(
      kb.nutrientInteractions.flatMap((n) => ("drug" in n.cause ? [n.cause.drug] : [])),
    );
    for (const g of ["metformin", "omeprazole", "lansoprazole", "sodium valproate"]) {
      expect({ drug: g, present: depletingDrugs.has(g) }).toEqual({ drug: g, present: true });
    }
  });
});

describe("interaction knowledge base: safety-critical records", () => {
  it.each(["warfarin", "ciclosporin", "ethinylestradiol", "sertraline", "digoxin"])(
    "St John's wort + %s is major or contraindicated and blocked",
    (generic) => {
      const d = drug("st-johns-wort", generic);
      expect(SEVERITY_RANK[d.severityLevel]).toBeGreaterThanOrEqual(SEVERITY_RANK.major);
      expect(d.avoidCombination).toBe(true);
      expect(d.isVerified).toBe(true);
    },
  );

  it("St John's wort + 5-HTP is a major serotonergic interaction", () => {
    const s = pair("st-johns-wort", "5-htp");
    expect(s?.interactionType).toBe("serotonergic");
    expect(SEVERITY_RANK[s?.severity ?? "beneficial"]).toBeGreaterThanOrEqual(SEVERITY_RANK.major);
  });

  it.each(["vitamin-k1", "vitamin-k2", "ginkgo-biloba"])("%s + warfarin is at least major", (ingredient) => {
    expect(SEVERITY_RANK[drug(ingredient, "warfarin").severityLevel]).toBeGreaterThanOrEqual(
      SEVERITY_RANK.major,
    );
  });

  it.each(["calcium", "iron", "magnesium", "zinc"])(
    "%s + levothyroxine is separated by 4 hours",
    (mineral) => {
      const d = drug(mineral, "levothyroxine");
      expect(d.timingSeparationHours).toBe(4);
      expect(d.recommendation).toMatch(/4 hours/);
    },
  );

  it.each(["calcium", "iron", "magnesium", "zinc"])(
    "%s + ciprofloxacin and doxycycline are time-separated",
    (mineral) => {
      for (const antibiotic of ["ciprofloxacin", "doxycycline"]) {
        const d = drug(mineral, antibiotic);
        expect(d.timingSeparationHours).not.toBeNull();
        expect(d.timingSeparationHours ?? 0).toBeGreaterThanOrEqual(2);
        expect(SEVERITY_RANK[d.severityLevel]).toBeGreaterThanOrEqual(SEVERITY_RANK.moderate);
      }
    },
  );

  it.each(["spironolactone", "ramipril"])("potassium + %s is at least major", (generic) => {
    expect(SEVERITY_RANK[drug("potassium", generic).severityLevel]).toBeGreaterThanOrEqual(
      SEVERITY_RANK.major,
    );
  });

  it.each(["simvastatin", "atorvastatin"])("red yeast rice + %s is at least major and blocked", (generic) => {
    const d = drug("red-yeast-rice", generic);
    expect(SEVERITY_RANK[d.severityLevel]).toBeGreaterThanOrEqual(SEVERITY_RANK.major);
    expect(d.avoidCombination).toBe(true);
  });

  it("liquorice root is contraindicated in high blood pressure", () => {
    const m = contraindication("licorice-root", "High blood pressure");
    expect(m?.contraindicationLevel).toBe("absolute");
    expect(m?.conditionSynonyms).toEqual(expect.arrayContaining(["hypertension"]));
  });

  it("vitamin A is contraindicated in pregnancy and blocked with isotretinoin", () => {
    const m = contraindication("vitamin-a", "Pregnancy");
    expect(m?.contraindicationLevel).toBe("absolute");
    expect(m?.conditionSynonyms).toEqual(expect.arrayContaining(["pregnant", "pregnancy"]));
    const d = drug("vitamin-a", "isotretinoin");
    expect(SEVERITY_RANK[d.severityLevel]).toBeGreaterThanOrEqual(SEVERITY_RANK.major);
    expect(d.avoidCombination).toBe(true);
  });

  it("iron is contraindicated in haemochromatosis", () => {
    const m = contraindication("iron", "Haemochromatosis");
    expect(m?.contraindicationLevel).toBe("absolute");
    expect(m?.conditionSynonyms).toEqual(expect.arrayContaining(["hemochromatosis"]));
  });

  it("calcium + iron compete for absorption", () => {
    const s = pair("calcium", "iron");
    expect(s?.interactionType).toBe("competitive_absorption");
    expect(SEVERITY_RANK[s?.severity ?? "beneficial"]).toBeGreaterThanOrEqual(SEVERITY_RANK.minor);
  });

  it("zinc + copper is recorded", () => {
    expect(SEVERITY_RANK[pair("zinc", "copper")?.severity ?? "beneficial"]).toBeGreaterThanOrEqual(
      SEVERITY_RANK.moderate,
    );
  });

  it("metformin depletes vitamin B12", () => {
    const n = kb.nutrientInteractions.find(
      (r) => "drug" in r.cause && r.cause.drug === "metformin" && r.nutrientIngredient === "vitamin-b12",
    );
    expect(n?.interactionType).toBe("depletion");
    expect(n?.isVerified).toBe(true);
  });

  it.each([
    ["berberine", "psyllium"],
    ["alpha-lipoic-acid", "milk-thistle"],
    ["chromium", "ginseng"],
  ])("%s + %s warns people on diabetes medicines about hypos", (a, b) => {
    const s = pair(a, b);
    expect(s?.interactionType).toBe("additive_blood_glucose_lowering");
    expect(s?.recommendation).toMatch(/diabetes/);
    expect(s?.evidenceLevel).toBe(5);
  });

  it("every glucose-lowering pair tells people with diabetes to speak to their GP or diabetes team", () => {
    const glucose = kb.supplementInteractions.filter(
      (s) => s.interactionType === "additive_blood_glucose_lowering",
    );
    expect(glucose.length).toBeGreaterThanOrEqual(15);
    for (const s of glucose)
      expect({ id: s.id, advice: /GP or diabetes team/.test(s.recommendation) }).toEqual({
        id: s.id,
        advice: true,
      });
  });

  it("every bleeding pair mentions blood thinners and planned surgery, and none involves fish oil, ginseng or saw palmetto", () => {
    const bleeding = kb.supplementInteractions.filter((s) => s.interactionType === "additive_bleeding_risk");
    expect(bleeding.length).toBeGreaterThanOrEqual(20);
    for (const s of bleeding) {
      expect({
        id: s.id,
        advice: /blood thinners/.test(s.recommendation) && /surgery/.test(s.recommendation),
      }).toEqual({ id: s.id, advice: true });
      // The 2022 bleeding-risk review found these not to be associated with bleeding.
      expect(
        [s.ingredientA, s.ingredientB].filter((slug) =>
          ["omega-3-fish-oil", "ginseng", "saw-palmetto"].includes(slug),
        ),
      ).toEqual([]);
    }
    expect(pair("garlic", "melatonin")?.references).toEqual(
      expect.arrayContaining([expect.objectContaining({ doi: "10.1080/08998280.2022.2121575" })]),
    );
  });

  it("does not present milk thistle as protection for supplements linked with liver injury", () => {
    for (const other of [
      "green-tea-extract",
      "ashwagandha",
      "turmeric-curcumin",
      "red-yeast-rice",
      "niacin",
    ]) {
      const s = pair("milk-thistle", other);
      expect({ other, type: s?.interactionType }).toEqual({ other, type: "no_protective_effect" });
      expect(s?.recommendation).toMatch(/Do not rely on milk thistle/);
    }
  });

  it("warns smokers off beta-carotene with cod liver oil and keeps vitamin A within 1.5 mg", () => {
    const s = pair("beta-carotene", "cod-liver-oil");
    expect(s?.recommendation).toMatch(/smoke/);
    expect(s?.recommendation).toMatch(/1\.5 mg/);
    expect(pair("iron", "vitamin-a")?.recommendation).toMatch(/pregnant/);
  });

  it("vitamin D3 with vitamin K is a synergy that still warns warfarin users", () => {
    for (const k of ["vitamin-k1", "vitamin-k2"]) {
      const s = pair("vitamin-d3", k);
      expect(s?.severity).toBe("beneficial");
      expect(s?.recommendation).toMatch(/warfarin/);
    }
  });

  it("does not suggest selenium and vitamin E prevent cancer", () => {
    const s = pair("selenium", "vitamin-e");
    expect(s?.interactionType).toBe("no_added_benefit");
    expect(s?.references).toEqual(expect.arrayContaining([expect.objectContaining({ pmid: "21990298" })]));
  });

  it("melatonin is flagged with alcohol and with sedatives", () => {
    expect(
      kb.foodInteractions.find((f) => f.ingredient === "melatonin" && f.foodCategory === "alcohol"),
    ).toBeDefined();
    for (const generic of ["zolpidem", "zopiclone", "diazepam"]) {
      expect(SEVERITY_RANK[drug("melatonin", generic).severityLevel]).toBeGreaterThanOrEqual(
        SEVERITY_RANK.moderate,
      );
    }
  });
});
