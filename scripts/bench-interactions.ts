// `npm run bench:interactions` (docs/benchmarks.md "Interaction engine"). Deterministic (seeded PRNG).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { analyseSupplements, checkSupplement } from "../lib/interactions/analyse";
import { knowledgeBaseSchema } from "../lib/interactions/knowledge-base-schema";
import type { Dictionaries } from "../lib/interactions/dictionary";
import { buildKnowledgeIndex, type KnowledgeIndex } from "../lib/interactions/knowledge-index";
import { DICTIONARIES } from "../prisma/data/dictionaries";
import type {
  DrugInteraction,
  EngineSupplement,
  FoodInteraction,
  IngredientLimits,
  KnowledgeBase,
  MedicalContraindication,
  MedicalProfile,
  NutrientInteraction,
  Severity,
  SupplementCategory,
  SupplementInteraction,
} from "../lib/interactions/types";
import { INGREDIENTS } from "../prisma/data/catalogue/ingredients";
import { PRODUCTS } from "../prisma/data/catalogue/products";
import { KNOWLEDGE_BASE } from "../prisma/data/interactions";
import { percentile } from "../lib/utils/percentile";

const STACK_SIZES = [5, 20, 50] as const;
/** Different stacks (and profiles) per scenario, cycled through, so one lucky stack cannot skew it. */
const STACK_VARIANTS = 32;
const WARMUP = 200;
const ITERATIONS: Record<(typeof STACK_SIZES)[number], number> = { 5: 2000, 20: 2000, 50: 1000 };
const TARGET_P50_MS = { real: 1, generated: 5 };
const FIXED_NOW = new Date("2026-01-01T00:00:00Z");

/** mulberry32: small, fast, good enough for picking test data. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function pick<T>(random: Random, list: readonly T[]): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error("pick from an empty list");
  return value;
}
function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const copy = [...list];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

let gc: (() => void) | undefined;
try {
  setFlagsFromString("--expose-gc");
  gc = runInNewContext("gc") as () => void;
} catch {
  gc = undefined;
}
function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

interface Scenario {
  stack: EngineSupplement[];
  /** Product checked against `stack` (never in it). */
  candidate: EngineSupplement;
  profile: MedicalProfile;
}

interface BenchBase {
  label: string;
  index: KnowledgeIndex;
  limits: Map<string, IngredientLimits>;
  scenarios: (size: number) => Scenario[];
}

interface Row {
  kb: string;
  size: number;
  operation: "analyse" | "check";
  iterations: number;
  p50: number;
  p99: number;
}

let sink = 0; // keeps results alive so nothing is optimised away

function time(
  iterations: number,
  scenarios: readonly Scenario[],
  run: (scenario: Scenario) => unknown,
): { p50: number; p99: number } {
  for (let i = 0; i < WARMUP; i += 1) run(scenarios[i % scenarios.length] as Scenario);
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i += 1) {
    const scenario = scenarios[i % scenarios.length] as Scenario;
    const started = performance.now();
    const result = run(scenario);
    samples[i] = performance.now() - started;
    if (result) sink += 1;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

function benchBase(base: BenchBase): Row[] {
  const rows: Row[] = [];
  for (const size of STACK_SIZES) {
    const scenarios = base.scenarios(size);
    const iterations = ITERATIONS[size];
    const analyse = time(iterations, scenarios, ({ stack, profile }) =>
      analyseSupplements(base.index, { supplements: stack, profile, limits: base.limits, now: FIXED_NOW }),
    );
    rows.push({ kb: base.label, size, operation: "analyse", iterations, ...analyse });
    const check = time(iterations, scenarios, ({ stack, candidate, profile }) =>
      checkSupplement(base.index, candidate, stack, profile),
    );
    rows.push({ kb: base.label, size, operation: "check", iterations, ...check });
  }
  return rows;
}

function buildIndexMeasured(label: string, kb: KnowledgeBase, dictionaries: Dictionaries): KnowledgeIndex {
  const before = heapUsed();
  const started = performance.now();
  const index = buildKnowledgeIndex(kb, dictionaries);
  const ms = performance.now() - started;
  const delta = heapUsed() - before;
  console.log(
    `${label}: ${index.size.toLocaleString("en-GB")} records (${kb.supplementInteractions.length} pairs, ${kb.drugInteractions.length} drug, ` +
      `${kb.nutrientInteractions.length} nutrient, ${kb.foodInteractions.length} food, ${kb.medicalContraindications.length} condition); ` +
      `dictionaries: ${dictionaries.medicines.length} medicines, ${dictionaries.medicineClasses.length} classes, ` +
      `${dictionaries.conditions.length} conditions; ` +
      `index built in ${ms.toFixed(1)} ms, heap +${(delta / 1024 / 1024).toFixed(1)} MB`,
  );
  return index;
}

function realBase(): BenchBase {
  const kb = knowledgeBaseSchema.parse(KNOWLEDGE_BASE);
  const index = buildIndexMeasured("real", kb, DICTIONARIES);
  const names = new Map(INGREDIENTS.map((ingredient) => [ingredient.slug, ingredient.name]));
  const products: EngineSupplement[] = PRODUCTS.map((product) => ({
    id: product.slug,
    name: product.name,
    brand: product.brand,
    category: product.category,
    optimalTiming: product.optimalTiming,
    ingredients: product.ingredients.map((item) => ({
      slug: item.ingredient,
      name: names.get(item.ingredient) ?? item.ingredient,
      amount: item.amount,
      unit: item.unit,
    })),
  }));
  const limits = new Map<string, IngredientLimits>(
    INGREDIENTS.map((ingredient) => [
      ingredient.slug,
      {
        slug: ingredient.slug,
        name: ingredient.name,
        upperLevel: ingredient.upperLevel
          ? {
              amount: ingredient.upperLevel.amount,
              unit: ingredient.upperLevel.unit,
              source: ingredient.upperLevel.basis,
            }
          : null,
      },
    ]),
  );
  // As users type them: generic names, a brand, a dose suffix; all in the base.
  const drugPool = [
    "Warfarin",
    "levothyroxine",
    "Sertraline 50mg",
    "Metformin",
    "Ramipril",
    "Lustral",
    "Citalopram",
    "Digoxin",
    "Simvastatin",
    "Lithium",
  ];
  const conditionPool = [
    "Pregnancy",
    "Chronic kidney disease",
    "Haemochromatosis",
    "Breastfeeding",
    "Liver disease",
    "Bleeding disorder",
  ];
  const fixed: MedicalProfile = {
    prescriptionDrugs: ["Warfarin", "Levothyroxine", "Sertraline", "Metformin", "Ramipril"].map(
      (drugName) => ({ drugName }),
    ),
    medicalConditions: ["Pregnancy", "Chronic kidney disease", "Haemochromatosis"],
  };
  return {
    label: "real",
    index,
    limits,
    scenarios: (size) => {
      const random = prng(1000 + size);
      return Array.from({ length: STACK_VARIANTS }, (_, variant) => {
        const [candidate, ...stack] = sample(random, products, size + 1);
        const profile: MedicalProfile =
          variant === 0
            ? fixed
            : {
                prescriptionDrugs: sample(random, drugPool, 5).map((drugName) => ({ drugName })),
                medicalConditions: sample(random, conditionPool, 3),
              };
        return { stack, candidate: candidate as EngineSupplement, profile };
      });
    },
  };
}

const GEN = {
  ingredients: 10_000,
  pairs: 120_000,
  drugRecords: 40_000,
  drugNames: 2_000,
  nutrient: 15_000,
  nutrientByDrugShare: 0.2,
  food: 15_000,
  conditionRecords: 10_000,
  conditionNames: 500,
  products: 5_000,
};

const SYLLABLES = [
  "ab",
  "ac",
  "al",
  "am",
  "an",
  "ar",
  "ba",
  "be",
  "bi",
  "ca",
  "ce",
  "ci",
  "co",
  "da",
  "de",
  "di",
  "do",
  "fa",
  "fe",
  "fi",
  "ga",
  "ge",
  "la",
  "le",
  "li",
  "lo",
  "ma",
  "me",
  "mi",
  "mo",
  "na",
  "ne",
  "ni",
  "no",
  "pa",
  "pe",
  "pi",
  "po",
  "ra",
  "re",
  "ri",
  "ro",
  "sa",
  "se",
  "si",
  "ta",
  "te",
  "ti",
  "to",
  "va",
  "ve",
  "vi",
  "xa",
  "xi",
  "za",
  "zo",
];
const DRUG_SUFFIXES = [
  "pril",
  "sartan",
  "olol",
  "statin",
  "azole",
  "oxacin",
  "mycin",
  "tidine",
  "pine",
  "zepam",
  "xetine",
  "mab",
  "tinib",
  "parin",
  "gliptin",
  "formin",
];
const SALTS = ["", "", "", " sodium", " hydrochloride", " calcium", " maleate"];
const CONDITION_WORDS = [
  "chronic",
  "acute",
  "hereditary",
  "primary",
  "secondary",
  "juvenile",
  "renal",
  "hepatic",
  "cardiac",
  "thyroid",
  "vascular",
  "bone",
  "skin",
  "bowel",
  "lung",
  "nerve",
  "blood",
  "joint",
  "eye",
  "muscle",
];
const CONDITION_NOUNS = [
  "disease",
  "disorder",
  "syndrome",
  "failure",
  "insufficiency",
  "deficiency",
  "inflammation",
  "impairment",
  "condition",
  "overload",
];
const SEVERITIES: Severity[] = ["beneficial", "minor", "moderate", "major", "contraindicated"];
const SEVERITY_WEIGHTS = [0.1, 0.35, 0.35, 0.15, 0.05];
const CATEGORIES: SupplementCategory[] = [
  "wellness",
  "focus",
  "performance",
  "energy",
  "immune",
  "sleep",
  "digestive",
];
const TIMINGS = [null, "morning", "evening", "with_food", "empty_stomach"] as const;
const FOODS = [
  "dairy",
  "coffee and tea",
  "alcohol",
  "grapefruit",
  "high-fibre foods",
  "leafy greens",
  "fatty meals",
  "soy",
  "liquorice",
  "tyramine-rich foods",
  "calcium-rich foods",
  "iron-rich foods",
  "spinach",
  "bran",
  "fizzy drinks",
];
const REFERENCES = [{ title: "Synthetic reference", publisher: "Bench", url: "https://example.org/bench" }];
const LONG = "Synthetic benchmark text long enough to pass the schema's minimum lengths.";

function weighted<T>(random: Random, values: readonly T[], weights: readonly number[]): T {
  let roll = random();
  for (let i = 0; i < values.length; i += 1) {
    roll -= weights[i] ?? 0;
    if (roll <= 0) return values[i] as T;
  }
  return values[values.length - 1] as T;
}

function uniqueWords(random: Random, count: number, make: () => string): string[] {
  const seen = new Set<string>();
  while (seen.size < count) seen.add(make());
  return [...seen];
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const slugOf = (n: number) => `ing-${String(n).padStart(5, "0")}`;

interface SyntheticDrug {
  name: string;
  generic: string;
  brands: string[];
}

function generatedBase(): BenchBase {
  const random = prng(42);
  const ingredientSlugs = Array.from({ length: GEN.ingredients }, (_, i) => slugOf(i + 1));
  const ingredientName = (slug: string) => `Ingredient ${slug.slice(4)}`;

  const drugStems = uniqueWords(
    random,
    GEN.drugNames,
    () =>
      Array.from({ length: int(random, 1, 3) }, () => pick(random, SYLLABLES)).join("") +
      pick(random, DRUG_SUFFIXES),
  );
  const brandWords = uniqueWords(random, GEN.drugNames * 2, () =>
    capitalise(Array.from({ length: int(random, 2, 4) }, () => pick(random, SYLLABLES)).join("")),
  ).filter((brand) => !drugStems.includes(brand.toLowerCase()));
  let nextBrand = 0;
  const drugs: SyntheticDrug[] = drugStems.map((stem) => ({
    name: capitalise(stem),
    generic: `${stem}${pick(random, SALTS)}`,
    brands: Array.from(
      { length: int(random, 0, 3) },
      () => brandWords[nextBrand++ % brandWords.length] as string,
    ),
  }));

  const conditionNames = uniqueWords(
    random,
    GEN.conditionNames,
    () =>
      `${pick(random, CONDITION_WORDS)} ${pick(random, CONDITION_WORDS)} ${pick(random, CONDITION_NOUNS)}`,
  );
  const conditions = conditionNames.map((name, i) => ({
    slug: `condition-${i}`,
    name: capitalise(name),
    synonyms: [
      name,
      ...Array.from(
        { length: int(random, 0, 2) },
        (_, j) => `condition ${i}-${j} ${pick(random, CONDITION_NOUNS)}`,
      ),
    ],
  }));

  const kb: KnowledgeBase = {
    supplementInteractions: [],
    drugInteractions: [],
    nutrientInteractions: [],
    foodInteractions: [],
    medicalContraindications: [],
    medicineFoodInteractions: [],
  };

  const pairKeys = new Set<string>();
  while (kb.supplementInteractions.length < GEN.pairs) {
    const a = pick(random, ingredientSlugs);
    const b = pick(random, ingredientSlugs);
    if (a === b) continue;
    const [first, second] = a < b ? [a, b] : [b, a];
    const key = `${first}|${second}`;
    if (pairKeys.has(key)) continue;
    pairKeys.add(key);
    const record: SupplementInteraction = {
      id: `ss-${kb.supplementInteractions.length}`,
      ingredientA: first,
      ingredientB: second,
      severity: weighted(random, SEVERITIES, SEVERITY_WEIGHTS),
      interactionType: random() < 0.3 ? "competitive_absorption" : "additive_effect",
      mechanism: LONG,
      clinicalEffect: LONG,
      recommendation: `Pair recommendation ${kb.supplementInteractions.length % 500}.`,
      evidenceLevel: int(random, 1, 5),
      references: REFERENCES,
      isVerified: random() < 0.5,
    };
    kb.supplementInteractions.push(record);
  }

  const drugKeys = new Set<string>();
  while (kb.drugInteractions.length < GEN.drugRecords) {
    const ingredient = pick(random, ingredientSlugs);
    const drug = pick(random, drugs);
    const key = `${ingredient}|${drug.generic}`; // unique per (ingredient, genericName)
    if (drugKeys.has(key)) continue;
    drugKeys.add(key);
    const record: DrugInteraction = {
      id: `dr-${kb.drugInteractions.length}`,
      ingredient,
      drugName: drug.name,
      genericName: drug.generic,
      brandNames: drug.brands,
      drugClass: "synthetic class",
      severityLevel: weighted(random, SEVERITIES, SEVERITY_WEIGHTS),
      interactionType: "pharmacodynamic",
      mechanism: LONG,
      expectedEffect: LONG,
      clinicalSignificance: LONG,
      recommendation: `Drug recommendation ${kb.drugInteractions.length % 300}.`,
      avoidCombination: random() < 0.05,
      timingSeparationHours: random() < 0.2 ? pick(random, [2, 4]) : null,
      medicalSupervision: random() < 0.2,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: int(random, 1, 5),
      references: REFERENCES,
      isVerified: random() < 0.5,
    };
    kb.drugInteractions.push(record);
  }

  for (let i = 0; i < GEN.nutrient; i += 1) {
    const byDrug = random() < GEN.nutrientByDrugShare;
    const nutrient = pick(random, ingredientSlugs);
    const record: NutrientInteraction = {
      id: `nu-${i}`,
      cause: byDrug ? { drug: pick(random, drugs).generic } : { ingredient: pick(random, ingredientSlugs) },
      nutrientName: ingredientName(nutrient),
      nutrientIngredient: nutrient,
      interactionType: "depletion",
      mechanism: LONG,
      magnitude: LONG,
      timeCourse: random() < 0.5 ? "acute" : "chronic",
      clinicalRelevance: LONG,
      recommendations: LONG,
      evidenceLevel: int(random, 1, 5),
      references: REFERENCES,
      isVerified: random() < 0.5,
    };
    kb.nutrientInteractions.push(record);
  }

  const foodKeys = new Set<string>();
  while (kb.foodInteractions.length < GEN.food) {
    const ingredient = pick(random, ingredientSlugs);
    const foodCategory = pick(random, FOODS);
    if (foodKeys.has(`${ingredient}|${foodCategory}`)) continue;
    foodKeys.add(`${ingredient}|${foodCategory}`);
    const record: FoodInteraction = {
      id: `fo-${kb.foodInteractions.length}`,
      ingredient,
      foodCategory,
      interactionType: "absorption",
      mechanism: LONG,
      severity: weighted(random, SEVERITIES, SEVERITY_WEIGHTS),
      recommendation: LONG,
      clinicalSignificance: LONG,
      evidenceLevel: int(random, 1, 5),
      references: REFERENCES,
      isVerified: random() < 0.5,
    };
    kb.foodInteractions.push(record);
  }

  const conditionKeys = new Set<string>();
  while (kb.medicalContraindications.length < GEN.conditionRecords) {
    const ingredient = pick(random, ingredientSlugs);
    const condition = pick(random, conditions);
    if (conditionKeys.has(`${ingredient}|${condition.name}`)) continue;
    conditionKeys.add(`${ingredient}|${condition.name}`);
    const record: MedicalContraindication = {
      id: `mc-${kb.medicalContraindications.length}`,
      ingredient,
      condition: condition.slug,
      conditionName: condition.name,
      conditionSynonyms: condition.synonyms,
      contraindicationLevel: random() < 0.3 ? "absolute" : "relative",
      reason: LONG,
      advice: LONG,
      medicalSupervisionRequired: random() < 0.3,
      dosageModification: null,
      alternativeRecommendations: random() < 0.5 ? ["Speak to your GP first."] : [],
      evidenceLevel: int(random, 1, 5),
      references: REFERENCES,
      isVerified: random() < 0.5,
    };
    kb.medicalContraindications.push(record);
  }

  // Every synthetic medicine and condition is in the dictionaries, as the shipped ones are.
  const dictionaries: Dictionaries = {
    medicineClasses: [
      { slug: "synthetic-class", name: "Synthetic class", parents: [], references: REFERENCES },
    ],
    medicines: drugs.map((drug, i) => ({
      slug: `medicine-${i}`,
      name: drug.name,
      brands: drug.brands,
      otherNames: [drug.generic],
      classes: ["synthetic-class"],
      components: [],
      usualFrequency: "once_daily",
      availableOverTheCounter: false,
      references: REFERENCES,
    })),
    conditions: conditions.map((condition) => ({
      slug: condition.slug,
      name: condition.name,
      synonyms: condition.synonyms.filter(
        (synonym) => synonym.toLowerCase() !== condition.name.toLowerCase(),
      ),
      parents: [],
      references: REFERENCES,
    })),
  };
  const index = buildIndexMeasured("generated", kb, dictionaries);

  const units = ["mg", "µg", "g", "IU"];
  const products: EngineSupplement[] = Array.from({ length: GEN.products }, (_, i) => ({
    id: `product-${i}`,
    name: `Product ${i}`,
    brand: `Brand ${i % 40}`,
    category: pick(random, CATEGORIES),
    optimalTiming: pick(random, TIMINGS),
    ingredients: sample(random, ingredientSlugs, int(random, 1, 10)).map((slug) => ({
      slug,
      name: ingredientName(slug),
      amount: int(random, 1, 1000),
      unit: pick(random, units),
    })),
  }));
  const limits = new Map<string, IngredientLimits>(
    ingredientSlugs.map((slug) => [
      slug,
      {
        slug,
        name: ingredientName(slug),
        upperLevel:
          random() < 0.4 ? { amount: int(random, 10, 5000), unit: "mg", source: "Synthetic" } : null,
      },
    ]),
  );

  // How a user types a medicine: name, lower-case generic, a brand, a dose suffix; sometimes unknown.
  const typed = (drug: SyntheticDrug, r: Random): string => {
    const form = int(r, 0, 3);
    if (form === 0) return drug.name;
    if (form === 1) return drug.generic;
    if (form === 2 && drug.brands[0]) return drug.brands[0];
    return `${drug.name} ${pick(r, ["5mg", "10 mg tablets", "20mg", "500 mg"])}`;
  };
  return {
    label: "generated",
    index,
    limits,
    scenarios: (size) => {
      const r = prng(2000 + size);
      return Array.from({ length: STACK_VARIANTS }, () => {
        const [candidate, ...stack] = sample(r, products, size + 1) as [
          EngineSupplement,
          ...EngineSupplement[],
        ];
        // Medicines and conditions the stack's ingredients have records for (so findings exist), plus random and unknown ones.
        const slugs = stack.flatMap((supplement) =>
          supplement.ingredients.map((ingredient) => ingredient.slug),
        );
        const relatedDrugs = slugs.flatMap((slug) => index.drugsByIngredient.get(slug) ?? []);
        const relatedConditions = slugs.flatMap((slug) => index.conditionsByIngredient.get(slug) ?? []);
        const drugNames = [
          ...sample(r, relatedDrugs, 2).map((record) =>
            typed({ name: record.drugName, generic: record.genericName, brands: record.brandNames }, r),
          ),
          ...sample(r, drugs, 2).map((drug) => typed(drug, r)),
          `Unknownmedicine ${int(r, 1, 99)}`,
        ];
        while (drugNames.length < 5) drugNames.push(typed(pick(r, drugs), r));
        const conditionNames = [
          ...sample(r, relatedConditions, 1).map((record) =>
            pick(r, [record.conditionName, ...record.conditionSynonyms]),
          ),
          pick(r, conditions).name,
          `no such condition ${int(r, 1, 99)}`,
        ];
        while (conditionNames.length < 3) conditionNames.push(pick(r, conditions).name);
        return {
          stack,
          candidate,
          profile: {
            prescriptionDrugs: drugNames.map((drugName) => ({ drugName })),
            medicalConditions: conditionNames,
          },
        };
      });
    },
  };
}

function printTable(rows: readonly Row[]): void {
  const header = ["KB", "stack", "operation", "iterations", "p50 (ms)", "p99 (ms)"];
  const body = rows.map((row) => [
    row.kb,
    String(row.size),
    row.operation,
    String(row.iterations),
    row.p50.toFixed(3),
    row.p99.toFixed(3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column <= 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const cells of body) console.log(line(cells));
}

function main(): void {
  const started = performance.now();
  console.log(
    `Node ${process.version}; warm-up ${WARMUP} runs; ${STACK_VARIANTS} stacks (each with its own profile) cycled per scenario.`,
  );
  const rows = [...benchBase(realBase()), ...benchBase(generatedBase())];
  console.log("");
  printTable(rows);
  console.log("");

  let failed = false;
  for (const kb of ["real", "generated"] as const) {
    const row = rows.find(
      (candidate) => candidate.kb === kb && candidate.size === 20 && candidate.operation === "analyse",
    );
    const ok = row !== undefined && row.p50 < TARGET_P50_MS[kb];
    failed ||= !ok;
    console.log(
      `${ok ? "PASS" : "FAIL"} ${kb}: analyse p50 for 20 supplements ${row?.p50.toFixed(3)} ms (target < ${TARGET_P50_MS[kb]} ms)`,
    );
  }
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s (${sink} results)`);
  if (failed) process.exitCode = 1;
}

main();
