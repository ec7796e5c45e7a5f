// The knowledge base loaded once into maps, so an analysis looks up only the ingredients, medicines
// and conditions in front of it and never scans every record (its cost follows the stack's size).
import type { DrugInteraction, FoodInteraction, KnowledgeBase, MedicalContraindication, NutrientInteraction, SupplementInteraction } from "./types";

export interface KnowledgeIndex {
  /** "a|b" (sorted slugs) → the pair's record. */
  pairs: Map<string, SupplementInteraction>;
  /** slug → slugs it has a pair record with. */
  partners: Map<string, string[]>;
  drugsByIngredient: Map<string, DrugInteraction[]>;
  foodsByIngredient: Map<string, FoodInteraction[]>;
  conditionsByIngredient: Map<string, MedicalContraindication[]>;
  nutrientsByIngredient: Map<string, NutrientInteraction[]>;
  /** Lower-cased generic name → depletions caused by that medicine. */
  nutrientsByDrug: Map<string, NutrientInteraction[]>;
  /** Every lower-cased drug term (name, generic name, brand names) and condition term the base knows. */
  drugTerms: string[];
  conditionTerms: string[];
  size: number;
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildKnowledgeIndex(base: KnowledgeBase): KnowledgeIndex {
  const index: KnowledgeIndex = {
    pairs: new Map(),
    partners: new Map(),
    drugsByIngredient: new Map(),
    foodsByIngredient: new Map(),
    conditionsByIngredient: new Map(),
    nutrientsByIngredient: new Map(),
    nutrientsByDrug: new Map(),
    drugTerms: [],
    conditionTerms: [],
    size: 0,
  };
  const drugTerms = new Set<string>();
  const conditionTerms = new Set<string>();

  for (const record of base.supplementInteractions) {
    index.pairs.set(pairKey(record.ingredientA, record.ingredientB), record);
    push(index.partners, record.ingredientA, record.ingredientB);
    push(index.partners, record.ingredientB, record.ingredientA);
  }
  for (const record of base.drugInteractions) {
    push(index.drugsByIngredient, record.ingredient, record);
    for (const term of [record.drugName, record.genericName, ...record.brandNames]) drugTerms.add(term.toLowerCase());
  }
  for (const record of base.foodInteractions) push(index.foodsByIngredient, record.ingredient, record);
  for (const record of base.medicalContraindications) {
    push(index.conditionsByIngredient, record.ingredient, record);
    for (const term of [record.conditionName, ...record.conditionSynonyms]) conditionTerms.add(term.toLowerCase());
  }
  for (const record of base.nutrientInteractions) {
    if ("ingredient" in record.cause) push(index.nutrientsByIngredient, record.cause.ingredient, record);
    else {
      push(index.nutrientsByDrug, record.cause.drug.toLowerCase(), record);
      drugTerms.add(record.cause.drug.toLowerCase());
    }
  }
  index.drugTerms = [...drugTerms];
  index.conditionTerms = [...conditionTerms];
  index.size =
    base.supplementInteractions.length +
    base.drugInteractions.length +
    base.foodInteractions.length +
    base.medicalContraindications.length +
    base.nutrientInteractions.length;
  return index;
}

/** Shortest term that substring matching accepts, so "a" or "pi" cannot match half the base. */
export const MIN_MATCH_LENGTH = 3;

/**
 * SPEC.md §5: case-insensitive substring matching. Either side may contain the other, so
 * "Warfarin 5mg" matches "warfarin" and "levothyroxine" matches "levothyroxine sodium".
 */
export function termsMatch(userTerm: string, knownTerm: string): boolean {
  const user = userTerm.trim().toLowerCase();
  const known = knownTerm.toLowerCase();
  if (user.length < MIN_MATCH_LENGTH) return user === known;
  return known.includes(user) || user.includes(known);
}

export function drugRecordMatches(record: DrugInteraction, userDrug: string): boolean {
  return [record.drugName, record.genericName, ...record.brandNames].some((term) => termsMatch(userDrug, term));
}

export function conditionRecordMatches(record: MedicalContraindication, userCondition: string): boolean {
  return [record.conditionName, ...record.conditionSynonyms].some((term) => termsMatch(userCondition, term));
}

/** True when any record of the base names this medicine (so "no finding" means no known interaction). */
export function isKnownDrug(index: KnowledgeIndex, userDrug: string): boolean {
  return index.drugTerms.some((term) => termsMatch(userDrug, term));
}

export function isKnownCondition(index: KnowledgeIndex, userCondition: string): boolean {
  return index.conditionTerms.some((term) => termsMatch(userCondition, term));
}
