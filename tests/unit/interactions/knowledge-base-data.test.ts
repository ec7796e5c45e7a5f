/** @jest-environment node */
import {
  EVIDENCE_LEVELS,
  drugInteractionSchema,
  foodInteractionSchema,
  knowledgeBaseSchema,
  medicalContraindicationSchema,
  medicineFoodInteractionSchema,
  nutrientInteractionSchema,
  supplementInteractionSchema,
  type DrugInteraction,
  type KnowledgeBase,
  type Severity,
} from "@/lib/interactions/knowledge-base-schema";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { DICTIONARIES, MEDICINES, MEDICINE_CLASSES } from "@/prisma/data/dictionaries";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { checkSupplement } from "@/lib/interactions/analyse";
import type { EngineSupplement } from "@/lib/interactions/types";
import { MEDICINE_FOOD_INTERACTIONS } from "@/prisma/data/interactions/medicine-food-interactions";
import { RETIRED_RECORD_IDS } from "@/prisma/data/interactions/retired-record-ids";
import { SOURCES_READ } from "@/prisma/data/interactions/sources-read";
import { sourceReadSchema } from "@/lib/interactions/sources-read-schema";
import { sourceKindOf } from "@/scripts/accuracy/knowledge-figures";

/** The catalogue's ingredient slugs (kept local so this test does not depend on the catalogue data). */
const INGREDIENT_SLUGS = new Set([
  "activated-charcoal",
  "chlorella",
  "reishi",
  "schisandra",
  "saffron",
  "black-seed",
  "horsetail",
  "maca",
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
  "black-cohosh",
  "kava",
  "cranberry",
  "ginger",
  "feverfew",
  "hawthorn",
  "horse-chestnut",
  "fenugreek",
  "cinnamon",
  "bitter-orange",
  "yohimbe",
  "goldenseal",
  "chamomile",
  "chasteberry",
  "red-clover",
  "peppermint-oil",
  "flaxseed",
  "butterbur",
  "bilberry",
  "aloe-vera",
  "passionflower",
  "lavender",
  "astragalus",
  "grape-seed-extract",
  "dandelion",
  "cats-claw",
  "sage",
  "soy-isoflavones",
  "pomegranate",
  "bromelain",
  "noni",
  "cbd",
  "chondroitin",
  "boron",
  "silicon",
  "choline",
  "lutein",
  "zeaxanthin",
  "lycopene",
  "resveratrol",
  "beetroot-nitrate",
  "hmb",
  "betaine",
  "arginine",
  "bcaa",
  "tribulus",
  "tart-cherry",
  "kelp",
  "nac",
  "garcinia-cambogia",
  "glucomannan",
  "raspberry-ketone",
  "chitosan",
  "cla",
  "guar-gum",
  "white-kidney-bean",
  "green-coffee-extract",
  "guarana",
  "beta-glucan",
  "pelargonium",
  "devils-claw",
  "artichoke",
  "lemon-balm",
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

/** The engine's view of the knowledge base with the shipped dictionaries: what a record covers. */
const CLASS_SLUGS = new Set(MEDICINE_CLASSES.map((entry) => entry.slug));
const MEDICINE_SLUGS = new Set(MEDICINES.map((entry) => entry.slug));

/** The one dictionary medicine a name means. */
function medicineSlug(name: string): string {
  const [slug, ...more] = readMedicineEntry(index.dictionary, name).medicines;
  if (slug === undefined || more.length > 0)
    throw new Error(`"${name}" is not exactly one dictionary medicine`);
  return slug;
}

/** Whether a drug record covers a medicine, as the engine decides it (the medicine itself or one of its classes). */
function recordCovers(record: DrugInteraction, medicine: string): boolean {
  const slug = medicineSlug(medicine);
  const target = index.drugTargets.get(record);
  if (target?.kind === "medicine") return target.slug === slug;
  if (target?.kind === "class")
    return index.dictionary.classesOfMedicine.get(slug)?.has(target.slug) ?? false;
  return false;
}

const RETAILER_DOMAINS = [
  "boots.com",
  "hollandandbarrett",
  "superdrug",
  "amazon.",
  "myvitamins",
  "myprotein",
  "vitabiotics",
  "healthspan",
  "napiers.net",
  "iherb",
  "lloydspharmacy",
  "tesco.com",
  "sainsburys",
  "asda.com",
  "chemist4u",
  "simplysupplements",
];

const kb: KnowledgeBase = knowledgeBaseSchema.parse(KNOWLEDGE_BASE);
const index = buildKnowledgeIndex(kb, DICTIONARIES);

function drug(ingredient: string, genericName: string): DrugInteraction {
  const found = kb.drugInteractions.find((d) => d.ingredient === ingredient && d.genericName === genericName);
  if (!found) throw new Error(`missing drug interaction ${ingredient} + ${genericName}`);
  return found;
}

/** The record for an ingredient and a medicine: by generic name, or through a class the medicine belongs to. */
function covering(ingredient: string, medicine: string): DrugInteraction {
  const found = kb.drugInteractions.find((d) => d.ingredient === ingredient && recordCovers(d, medicine));
  if (!found) throw new Error(`missing drug interaction ${ingredient} + ${medicine}`);
  return found;
}

/** The record the engine shows: the medicine's own record, else the most severe class record covering it. */
function chosen(ingredient: string, medicine: string): DrugInteraction {
  const all = kb.drugInteractions.filter((d) => d.ingredient === ingredient && recordCovers(d, medicine));
  const own = all.find((d) => d.targetClass === undefined);
  const best =
    own ?? [...all].sort((a, b) => SEVERITY_RANK[b.severityLevel] - SEVERITY_RANK[a.severityLevel])[0];
  if (!best) throw new Error(`missing drug interaction ${ingredient} + ${medicine}`);
  return best;
}

function atLeast(severity: Severity, floor: Severity): boolean {
  return SEVERITY_RANK[severity] >= SEVERITY_RANK[floor];
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

  it("keeps an acronym's case where a sentence goes on after a colon", () => {
    const miscased = kb.medicalContraindications
      .filter((record) => /: \p{Ll}\p{Lu}/u.test(record.reason))
      .map((record) => record.id);
    expect(miscased).toEqual([]);
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
    const covered = (g: string) => kb.drugInteractions.some((d) => recordCovers(d, g));
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
      expect({ generic: g, present: covered(g) }).toEqual({ generic: g, present: true });
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
      const d = covering("st-johns-wort", generic);
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
    "%s + tetracyclines, fluoroquinolones and bisphosphonates are class records with the stated gaps",
    (mineral) => {
      const expectedHours: Record<string, number> = {
        tetracycline: 3,
        fluoroquinolone: 6,
        bisphosphonate: 2,
      };
      for (const [targetClass, hours] of Object.entries(expectedHours)) {
        const d = kb.drugInteractions.find((r) => r.ingredient === mineral && r.targetClass === targetClass);
        expect({ targetClass, hours: d?.timingSeparationHours }).toEqual({ targetClass, hours });
        expect(atLeast(d?.severityLevel ?? "beneficial", "moderate")).toBe(true);
      }
      for (const medicine of ["ciprofloxacin", "doxycycline", "alendronic acid"])
        expect(covering(mineral, medicine).timingSeparationHours ?? 0).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(["spironolactone", "ramipril", "losartan"])(
    "potassium + %s is at least major and blocked",
    (generic) => {
      const d = covering("potassium", generic);
      expect(atLeast(d.severityLevel, "major")).toBe(true);
      expect(d.avoidCombination).toBe(true);
    },
  );

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
    const d = covering("vitamin-a", "isotretinoin");
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

describe("interaction knowledge base: the pharmacist review", () => {
  it.each([
    ["echinacea", "Weakened immune system"],
    ["valerian", "Pregnancy"],
    ["valerian", "Breastfeeding"],
    ["vitamin-c", "Haemochromatosis"],
    ["magnesium", "Kidney failure"],
  ])("%s is contraindicated with %s", (ingredient, conditionName) => {
    expect(contraindication(ingredient, conditionName)?.contraindicationLevel).toBe("absolute");
  });

  it("warns about vitamin A in pregnancy with the record's own advice", () => {
    const vitaminA: EngineSupplement = {
      id: "vitamin-a-10000-iu",
      name: "Vitamin A 10,000 IU",
      brand: "Test",
      category: "wellness",
      optimalTiming: null,
      ingredients: [{ slug: "vitamin-a", name: "Vitamin A", amount: 10000, unit: "IU", chemicalForm: null }],
    };
    const check = checkSupplement(index, vitaminA, [], {
      prescriptionDrugs: [],
      medicalConditions: ["pregnant"],
    });
    const warning = check.results.warnings.find((w) => w.type === "medical");
    expect(warning?.severity).toBe("critical");
    expect(warning?.recommendation).toBe(contraindication("vitamin-a", "Pregnancy")?.advice);
    expect(warning?.recommendation).toMatch(/^Do not take supplements containing vitamin A/);
  });

  it.each([
    ["echinacea", "tacrolimus"],
    ["echinacea", "ciclosporin"],
    ["st-johns-wort", "irinotecan"],
    ["valerian", "zopiclone"],
    ["valerian", "diazepam"],
    ["caffeine", "pseudoephedrine"],
  ])("%s + %s is blocked", (ingredient, medicine) => {
    const d = chosen(ingredient, medicine);
    expect(atLeast(d.severityLevel, "major")).toBe(true);
    expect(d.avoidCombination).toBe(true);
  });

  it("covers every cancer medicine for St John's wort, and psyllium with levothyroxine", () => {
    for (const medicine of ["capecitabine", "imatinib", "docetaxel"])
      expect(atLeast(covering("st-johns-wort", medicine).severityLevel, "major")).toBe(true);
    expect(covering("psyllium", "levothyroxine").timingSeparationHours).toBeGreaterThanOrEqual(1);
  });
});

describe("interaction knowledge base: class records, thresholds and sources", () => {
  const allRecords = [
    ...kb.supplementInteractions,
    ...kb.drugInteractions,
    ...kb.nutrientInteractions,
    ...kb.foodInteractions,
    ...kb.medicalContraindications,
  ];

  it("targets only agreed class slugs, naming the class as the generic name", () => {
    const classRecords = kb.drugInteractions.filter((d) => d.targetClass !== undefined);
    expect(classRecords.length).toBeGreaterThanOrEqual(40);
    for (const d of classRecords) {
      expect({ id: d.id, known: CLASS_SLUGS.has(d.targetClass ?? "") }).toEqual({ id: d.id, known: true });
      expect({ id: d.id, genericName: d.genericName, brandNames: d.brandNames }).toEqual({
        id: d.id,
        genericName: d.targetClass,
        brandNames: [],
      });
    }
    for (const m of MEDICINE_FOOD_INTERACTIONS) {
      if (m.targetClass !== undefined)
        expect({ id: m.id, known: CLASS_SLUGS.has(m.targetClass) }).toEqual({ id: m.id, known: true });
      if (m.medicine !== undefined)
        expect({ id: m.id, known: MEDICINE_SLUGS.has(m.medicine) }).toEqual({ id: m.id, known: true });
    }
  });

  it("limits a record only by an amount or form of one of its own ingredients", () => {
    const own = [
      ...kb.drugInteractions.map((d) => ({
        id: d.id,
        appliesWhen: d.appliesWhen,
        ingredients: [d.ingredient],
      })),
      ...kb.supplementInteractions.map((s) => ({
        id: s.id,
        appliesWhen: s.appliesWhen,
        ingredients: [s.ingredientA, s.ingredientB],
      })),
      ...kb.medicalContraindications.map((c) => ({
        id: c.id,
        appliesWhen: c.appliesWhen,
        ingredients: [c.ingredient],
      })),
    ];
    const limited = own.filter((r) => r.appliesWhen !== undefined);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    for (const r of limited)
      expect({ id: r.id, own: r.ingredients.includes(r.appliesWhen?.ingredient ?? "") }).toEqual({
        id: r.id,
        own: true,
      });
  });

  it("cites no retailer pages", () => {
    const urls = [
      ...allRecords.flatMap((r) => r.references.map((ref) => ({ id: r.id, url: ref.url }))),
      ...MEDICINE_FOOD_INTERACTIONS.flatMap((m) => m.references.map((ref) => ({ id: m.id, url: ref.url }))),
      ...INGREDIENTS.flatMap((i) => i.references.map((ref) => ({ id: i.slug, url: ref.url }))),
    ];
    const retail = urls.filter(({ url }) =>
      RETAILER_DOMAINS.some((domain) => url.toLowerCase().includes(domain)),
    );
    expect(retail).toEqual([]);
  });

  it("never reuses a retired record id", () => {
    const ids = new Set([...allRecords.map((r) => r.id), ...MEDICINE_FOOD_INTERACTIONS.map((m) => m.id)]);
    expect(RETIRED_RECORD_IDS.filter((id) => ids.has(id))).toEqual([]);
  });

  it.each([
    ["antiepileptic", "major", true],
    ["triptan", "major", true],
    ["ssri", "major", true],
    ["snri", "major", true],
    ["maoi", "major", true],
    ["serotonergic-opioid", "major", false],
    ["emergency-contraceptive", "major", false],
    ["hiv-protease-inhibitor", "contraindicated", true],
    ["nnrti", "contraindicated", true],
    ["integrase-inhibitor", "major", true],
  ] as const)("St John's wort + %s is at least %s (blocked: %s)", (targetClass, floor, blocked) => {
    const d = kb.drugInteractions.find(
      (r) => r.ingredient === "st-johns-wort" && r.targetClass === targetClass,
    );
    expect(atLeast(d?.severityLevel ?? "beneficial", floor)).toBe(true);
    expect(d?.avoidCombination).toBe(blocked);
  });

  it("St John's wort with emergency contraception gives the double-dose levonorgestrel advice", () => {
    const d = covering("st-johns-wort", "Levonelle");
    expect(d.dosageModification).toMatch(/3 mg/);
    expect(d.recommendation).toMatch(/copper/);
    expect(d.references).toEqual(
      expect.arrayContaining([expect.objectContaining({ publisher: "MHRA Drug Safety Update" })]),
    );
  });

  it.each(["clozapine", "mirtazapine"])("St John's wort + %s is at least major", (generic) => {
    expect(atLeast(drug("st-johns-wort", generic).severityLevel, "major")).toBe(true);
  });

  it.each(["ssri", "snri", "maoi", "serotonergic-opioid"])("5-HTP + %s is at least major", (targetClass) => {
    const d = kb.drugInteractions.find((r) => r.ingredient === "5-htp" && r.targetClass === targetClass);
    expect(atLeast(d?.severityLevel ?? "beneficial", "major")).toBe(true);
    expect(d?.interactionType).toBe("serotonergic");
  });

  it.each(["triptan", "mirtazapine"])("5-HTP + %s is recorded", (target) => {
    const d = kb.drugInteractions.find(
      (r) => r.ingredient === "5-htp" && (r.targetClass === target || r.genericName === target),
    );
    expect(atLeast(d?.severityLevel ?? "beneficial", "moderate")).toBe(true);
  });

  it.each(["ginkgo-biloba", "turmeric-curcumin", "garlic", "vitamin-e", "omega-3-fish-oil"])(
    "%s has additive-bleeding records for warfarin, DOACs and antiplatelets",
    (ingredient) => {
      for (const medicine of ["warfarin", "apixaban", "clopidogrel", "aspirin"]) {
        const d = covering(ingredient, medicine);
        expect({ medicine, type: d.interactionType }).toEqual({ medicine, type: "additive_bleeding_risk" });
      }
    },
  );

  it("keeps fish oil below the level the evidence supports: from 4 Omacor capsules with anticoagulants, 5 g otherwise", () => {
    // The BTK inhibitors are the exception: their own leaflets name fish oil supplements, at any dose.
    const fishOil = kb.drugInteractions.filter(
      (d) =>
        d.ingredient === "omega-3-fish-oil" &&
        d.interactionType === "additive_bleeding_risk" &&
        !["ibrutinib", "zanubrutinib", "pirtobrutinib"].includes(d.genericName),
    );
    const thresholds = Object.fromEntries(
      fishOil.map((d) => [d.genericName, [d.severityLevel, d.appliesWhen?.minDailyAmount]]),
    );
    // The licensed omega-3-acid ethyl esters ask for anticoagulants to be monitored at 4 capsules (3.36 g EPA+DHA).
    expect(thresholds).toEqual({
      warfarin: ["moderate", { amount: 3.36, unit: "g" }],
      doac: ["moderate", { amount: 3.36, unit: "g" }],
      anticoagulant: ["moderate", { amount: 3.36, unit: "g" }],
      antiplatelet: ["minor", { amount: 5, unit: "g" }],
    });
  });

  it("applies vitamin E bleeding records only at high doses", () => {
    for (const medicine of ["warfarin", "apixaban", "clopidogrel"])
      expect(covering("vitamin-e", medicine).appliesWhen?.minDailyAmount).toEqual({
        amount: 400,
        unit: "IU",
      });
  });

  it.each(["simvastatin", "atorvastatin", "rosuvastatin"])(
    "applies niacin with %s (a class record on every statin) only to nicotinic acid at lipid-lowering doses",
    (statin) => {
      const d = covering("niacin", statin);
      expect(d.targetClass).toBe("statin");
      expect(d.appliesWhen?.chemicalForms).toEqual(["nicotinic acid"]);
      expect(d.appliesWhen?.minDailyAmount).toEqual({ amount: 1, unit: "g" });
    },
  );

  it("applies vitamin C with warfarin only from 1 g a day", () => {
    expect(drug("vitamin-c", "warfarin").appliesWhen?.minDailyAmount).toEqual({ amount: 1, unit: "g" });
  });

  it("applies zinc-copper only above 25 mg of zinc a day", () => {
    expect(pair("zinc", "copper")?.appliesWhen?.minDailyAmount).toEqual({ amount: 26, unit: "mg" });
  });

  it("glucosamine + warfarin is major, blocked as the MHRA advises, and cites the regulators' INR reports", () => {
    const d = drug("glucosamine", "warfarin");
    expect(atLeast(d.severityLevel, "major")).toBe(true);
    expect(d.avoidCombination).toBe(true);
    expect(d.references.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("efsa.europa.eu"),
        expect.stringContaining("hsa.gov.sg"),
      ]),
    );
  });

  it.each(["thyroid-hormone", "antithyroid"])(
    "biotin warns about thyroid function tests with %s from 150 micrograms",
    (targetClass) => {
      const d = kb.drugInteractions.find((r) => r.ingredient === "biotin" && r.targetClass === targetClass);
      expect(d?.interactionType).toBe("laboratory_test_interference");
      expect(atLeast(d?.severityLevel ?? "beneficial", "moderate")).toBe(true);
      expect(d?.appliesWhen?.minDailyAmount).toEqual({ amount: 150, unit: "µg" });
    },
  );

  it.each([
    ["caffeine", "mood-stabiliser"],
    ["caffeine", "methylxanthine"],
    ["berberine", "blood-glucose-lowering"],
    ["chromium", "blood-glucose-lowering"],
    ["alpha-lipoic-acid", "blood-glucose-lowering"],
    ["valerian", "sedative"],
  ])("%s + %s is at least moderate", (ingredient, targetClass) => {
    const d = kb.drugInteractions.find((r) => r.ingredient === ingredient && r.targetClass === targetClass);
    expect(atLeast(d?.severityLevel ?? "beneficial", "moderate")).toBe(true);
  });

  it("caffeine + clozapine and potassium + trimethoprim are at least moderate; iron + PPIs is recorded", () => {
    expect(atLeast(drug("caffeine", "clozapine").severityLevel, "moderate")).toBe(true);
    expect(atLeast(drug("potassium", "trimethoprim").severityLevel, "moderate")).toBe(true);
    expect(kb.drugInteractions.some((d) => d.ingredient === "iron" && d.targetClass === "ppi")).toBe(true);
  });

  it.each(["calcium", "iron", "magnesium"])("%s + integrase inhibitors keeps a 6-hour gap", (mineral) => {
    const d = kb.drugInteractions.find(
      (r) => r.ingredient === mineral && r.targetClass === "integrase-inhibitor",
    );
    expect(d?.timingSeparationHours).toBe(6);
    expect(d?.recommendation).toMatch(/2 hours before, or 6 hours after/);
  });

  it.each(["vitamin-a", "cod-liver-oil"])("%s is blocked with every oral retinoid", (ingredient) => {
    for (const medicine of ["isotretinoin", "acitretin", "alitretinoin"]) {
      const d = covering(ingredient, medicine);
      expect(atLeast(d.severityLevel, "major")).toBe(true);
      expect(d.avoidCombination).toBe(true);
    }
  });
});

describe("medicine–food rules", () => {
  it("parses every rule, each naming exactly one medicine or class, with unique ids", () => {
    const failures = MEDICINE_FOOD_INTERACTIONS.map((m) => ({
      id: m.id,
      result: medicineFoodInteractionSchema.safeParse(m),
    }))
      .filter((r) => !r.result.success)
      .map((r) => r.id);
    expect(failures).toEqual([]);
    expect(duplicates(MEDICINE_FOOD_INTERACTIONS.map((m) => m.id))).toEqual([]);
    expect(
      medicineFoodInteractionSchema.safeParse({ ...MEDICINE_FOOD_INTERACTIONS[0], targetClass: "statin" })
        .success,
    ).toBe(false);
  });

  it.each([
    ["simvastatin", "grapefruit", "major"],
    ["atorvastatin", "grapefruit", "moderate"],
    ["maoi", "tyramine", "major"],
    ["warfarin", "cranberry", "major"],
    ["warfarin", "vitamin K", "moderate"],
    ["metronidazole", "alcohol", "major"],
    ["levothyroxine", "caffeine", "minor"],
  ] as const)("%s with %s is at least %s", (target, food, floor) => {
    const rule = MEDICINE_FOOD_INTERACTIONS.find(
      (m) => (m.medicine === target || m.targetClass === target) && m.food.includes(food),
    );
    expect(atLeast(rule?.severity ?? "beneficial", floor)).toBe(true);
  });
});

describe("upper levels the engine compares daily totals with", () => {
  it("gives caffeine EFSA's adult and pregnancy levels", () => {
    const caffeine = INGREDIENTS.find((i) => i.slug === "caffeine");
    expect(caffeine?.upperLevel).toEqual(expect.objectContaining({ amount: 400, unit: "mg" }));
    expect(caffeine?.pregnancyUpperLevel).toEqual(expect.objectContaining({ amount: 200, unit: "mg" }));
    const ids = new Set(caffeine?.references.map((r) => r.id));
    expect(ids.has(caffeine?.pregnancyUpperLevel?.referenceId ?? "")).toBe(true);
  });

  it("keeps vitamin A at the UK 1.5 mg level", () => {
    expect(INGREDIENTS.find((i) => i.slug === "vitamin-a")?.upperLevel).toEqual(
      expect.objectContaining({ amount: 1500, unit: "µg" }),
    );
  });
});

describe("the read log (prisma/data/interactions/sources-read.ts)", () => {
  const log = SOURCES_READ.map((entry) => sourceReadSchema.parse(entry));
  const kb: KnowledgeBase = knowledgeBaseSchema.parse(KNOWLEDGE_BASE);
  type Cited = { id: string; references: { url: string }[] };
  const entry = (record: Cited, ingredients: (string | null)[]) =>
    [record.id, { ingredients, urls: record.references.map((reference) => reference.url) }] as const;
  const recordsById = new Map([
    ...kb.supplementInteractions.map((r) => entry(r, [r.ingredientA, r.ingredientB])),
    ...kb.drugInteractions.map((r) => entry(r, [r.ingredient])),
    ...kb.nutrientInteractions.map((r) =>
      entry(r, ["ingredient" in r.cause ? r.cause.ingredient : null, r.nutrientIngredient]),
    ),
    ...kb.foodInteractions.map((r) => entry(r, [r.ingredient])),
    ...kb.medicalContraindications.map((r) => entry(r, [r.ingredient])),
  ]);

  it("names catalogue ingredients, read on a real date, each page under the kind its address belongs to", () => {
    const catalogue = new Set(INGREDIENTS.map((ingredient) => ingredient.slug));
    for (const entry of log) {
      expect(catalogue.has(entry.ingredient)).toBe(true);
      if ("url" in entry && entry.url !== undefined && "publisher" in entry && entry.publisher !== undefined)
        expect(sourceKindOf({ url: entry.url, publisher: entry.publisher })).toBe(entry.kind);
    }
  });

  it("lists, for each page that gave records, records of that ingredient that cite the page", () => {
    const withRecords = log.filter((entry) => entry.outcome === "records");
    expect(withRecords.length).toBeGreaterThan(0);
    for (const entry of withRecords)
      for (const id of entry.records) {
        const record = recordsById.get(id);
        expect({ id, exists: record !== undefined }).toEqual({ id, exists: true });
        expect({ id, concerns: record?.ingredients.includes(entry.ingredient) }).toEqual({
          id,
          concerns: true,
        });
        expect({ id, cites: record?.urls.includes(entry.url) }).toEqual({ id, cites: true });
      }
  });

  it("logs each page once per ingredient", () => {
    const keys = log.map(
      (entry) => `${entry.ingredient} ${"url" in entry ? (entry.url ?? "") : ""} ${entry.kind}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("rejects an unknown outcome, a page without an address and a records outcome without records", () => {
    const page = {
      ingredient: "iron",
      kind: "uk-product-information",
      title: "Some SmPC",
      publisher: "emc",
      url: "https://www.medicines.org.uk/emc/product/1",
      dateRead: "2026-11-29",
    };
    expect(sourceReadSchema.safeParse({ ...page, outcome: "skimmed" }).success).toBe(false);
    expect(sourceReadSchema.safeParse({ ...page, url: undefined, outcome: "none-stated" }).success).toBe(
      false,
    );
    expect(sourceReadSchema.safeParse({ ...page, outcome: "records", records: [] }).success).toBe(false);
    expect(sourceReadSchema.safeParse({ ...page, outcome: "stated-not-recorded" }).success).toBe(false);
    expect(sourceReadSchema.safeParse({ ...page, outcome: "none-stated" }).success).toBe(true);
  });
});
