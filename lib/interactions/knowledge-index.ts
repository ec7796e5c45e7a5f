// Lookups only: an analysis never scans every record, so its cost follows the stack's size.
import {
  buildDictionaryIndex,
  readMedicineEntry,
  type Dictionaries,
  type DictionaryIndex,
} from "./dictionary";
import { normaliseName } from "./names";
import type {
  DrugInteraction,
  FoodInteraction,
  KnowledgeBase,
  MedicalContraindication,
  MedicineFoodInteraction,
  NutrientInteraction,
  SupplementInteraction,
} from "./types";

export type DrugTarget =
  | { kind: "medicine"; slug: string }
  | { kind: "class"; slug: string }
  | { kind: "names"; names: ReadonlySet<string> };

export interface KnowledgeIndex {
  dictionary: DictionaryIndex;
  /** Both directions. */
  pairsByIngredient: Map<string, Map<string, SupplementInteraction>>;
  drugsByIngredient: Map<string, DrugInteraction[]>;
  drugTargets: WeakMap<DrugInteraction, DrugTarget>;
  foodsByIngredient: Map<string, FoodInteraction[]>;
  conditionsByIngredient: Map<string, MedicalContraindication[]>;
  nutrientsByIngredient: Map<string, NutrientInteraction[]>;
  nutrientsByMedicine: Map<string, NutrientInteraction[]>;
  nutrientsByClass: Map<string, NutrientInteraction[]>;
  medicineFoods: Map<string, MedicineFoodInteraction[]>;
  size: number;
}

const EMPTY_DICTIONARIES: Dictionaries = { medicines: [], medicineClasses: [], conditions: [] };

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function medicineNamed(dictionary: DictionaryIndex, name: string): string | undefined {
  const reading = readMedicineEntry(dictionary, name);
  return reading.medicines.length === 1 && reading.classesOnly.length === 0
    ? reading.medicines[0]
    : undefined;
}

function drugTargetOf(dictionary: DictionaryIndex, record: DrugInteraction): DrugTarget {
  if (record.targetClass !== undefined) return { kind: "class", slug: record.targetClass };
  const slug = medicineNamed(dictionary, record.genericName) ?? medicineNamed(dictionary, record.drugName);
  if (slug !== undefined) return { kind: "medicine", slug };
  return {
    kind: "names",
    names: new Set([record.drugName, record.genericName, ...record.brandNames].map(normaliseName)),
  };
}

export function buildKnowledgeIndex(
  base: KnowledgeBase,
  dictionaries: Dictionaries = EMPTY_DICTIONARIES,
): KnowledgeIndex {
  const dictionary = buildDictionaryIndex(dictionaries);
  const index: KnowledgeIndex = {
    dictionary,
    pairsByIngredient: new Map(),
    drugsByIngredient: new Map(),
    drugTargets: new WeakMap(),
    foodsByIngredient: new Map(),
    conditionsByIngredient: new Map(),
    nutrientsByIngredient: new Map(),
    nutrientsByMedicine: new Map(),
    nutrientsByClass: new Map(),
    medicineFoods: new Map(),
    size: 0,
  };
  const pairOf = (slug: string) => {
    let partners = index.pairsByIngredient.get(slug);
    if (!partners) {
      partners = new Map<string, SupplementInteraction>();
      index.pairsByIngredient.set(slug, partners);
    }
    return partners;
  };
  for (const record of base.supplementInteractions) {
    pairOf(record.ingredientA).set(record.ingredientB, record);
    pairOf(record.ingredientB).set(record.ingredientA, record);
  }
  for (const record of base.drugInteractions) {
    push(index.drugsByIngredient, record.ingredient, record);
    index.drugTargets.set(record, drugTargetOf(dictionary, record));
  }
  for (const record of base.foodInteractions) push(index.foodsByIngredient, record.ingredient, record);
  for (const record of base.medicalContraindications)
    push(index.conditionsByIngredient, record.ingredient, record);
  for (const record of base.nutrientInteractions) {
    const { cause } = record;
    if ("ingredient" in cause) push(index.nutrientsByIngredient, cause.ingredient, record);
    else if ("drugClass" in cause) push(index.nutrientsByClass, cause.drugClass, record);
    else {
      const key = medicineNamed(dictionary, cause.drug) ?? normaliseName(cause.drug);
      push(index.nutrientsByMedicine, key, record);
    }
  }
  for (const record of base.medicineFoodInteractions)
    push(index.medicineFoods, record.medicine ?? record.targetClass ?? "", record);
  index.size =
    base.medicineFoodInteractions.length +
    base.supplementInteractions.length +
    base.drugInteractions.length +
    base.foodInteractions.length +
    base.medicalContraindications.length +
    base.nutrientInteractions.length;
  return index;
}

// Other ingredients are left out, so the pair loops skip them.
export function partnersWithinStack(
  index: KnowledgeIndex,
  supplements: readonly { ingredients: readonly { slug: string }[] }[],
): Map<string, Map<string, SupplementInteraction>> {
  const slugs = new Set<string>();
  for (const supplement of supplements)
    for (const ingredient of supplement.ingredients) slugs.add(ingredient.slug);
  const within = new Map<string, Map<string, SupplementInteraction>>();
  for (const slug of slugs) {
    const partners = index.pairsByIngredient.get(slug);
    if (!partners) continue;
    const found =
      partners.size <= slugs.size
        ? [...partners.keys()].some((partner) => slugs.has(partner))
        : [...slugs].some((other) => partners.has(other));
    if (found) within.set(slug, partners);
  }
  return within;
}
