// The knowledge base loaded once into maps, so an analysis looks up only the ingredients, medicines
// and conditions in front of it and never scans every record (its cost follows the stack's size).
// Medicine and condition names are matched through a TermIndex (exact lookups of the user's
// substrings, and a trigram index for known terms that contain the user's), not a scan of every term.
import type {
  DrugInteraction,
  FoodInteraction,
  KnowledgeBase,
  MedicalContraindication,
  NutrientInteraction,
  SupplementInteraction,
} from "./types";

export interface KnowledgeIndex {
  /** slug → partner slug → the pair's record (both directions). */
  pairsByIngredient: Map<string, Map<string, SupplementInteraction>>;
  drugsByIngredient: Map<string, DrugInteraction[]>;
  foodsByIngredient: Map<string, FoodInteraction[]>;
  conditionsByIngredient: Map<string, MedicalContraindication[]>;
  nutrientsByIngredient: Map<string, NutrientInteraction[]>;
  /** Lower-cased generic name → depletions caused by that medicine. */
  nutrientsByDrug: Map<string, NutrientInteraction[]>;
  /** Every lower-cased drug term (name, generic name, brand names) and condition term the base knows. */
  drugTerms: string[];
  conditionTerms: string[];
  /** `drugTerms` and `conditionTerms` indexed for termsMatch (see matchingTerms). */
  drugTermIndex: TermIndex;
  conditionTermIndex: TermIndex;
  /** Lower-cased terms of each drug and condition record (name, generic name or synonyms, brands). */
  recordTerms: WeakMap<DrugInteraction | MedicalContraindication, readonly string[]>;
  /** Key of nutrientsByDrug → its position in the map's iteration order. */
  nutrientDrugOrder: Map<string, number>;
  size: number;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildKnowledgeIndex(base: KnowledgeBase): KnowledgeIndex {
  const index: KnowledgeIndex = {
    pairsByIngredient: new Map(),
    drugsByIngredient: new Map(),
    foodsByIngredient: new Map(),
    conditionsByIngredient: new Map(),
    nutrientsByIngredient: new Map(),
    nutrientsByDrug: new Map(),
    drugTerms: [],
    conditionTerms: [],
    drugTermIndex: buildTermIndex([]),
    conditionTermIndex: buildTermIndex([]),
    recordTerms: new WeakMap(),
    nutrientDrugOrder: new Map(),
    size: 0,
  };
  const pairOf = (slug: string) => {
    let partners = index.pairsByIngredient.get(slug);
    if (!partners) index.pairsByIngredient.set(slug, (partners = new Map()));
    return partners;
  };
  const drugTerms = new Set<string>();
  const conditionTerms = new Set<string>();

  for (const record of base.supplementInteractions) {
    pairOf(record.ingredientA).set(record.ingredientB, record);
    pairOf(record.ingredientB).set(record.ingredientA, record);
  }
  for (const record of base.drugInteractions) {
    push(index.drugsByIngredient, record.ingredient, record);
    const terms = [record.drugName, record.genericName, ...record.brandNames].map((term) =>
      term.toLowerCase(),
    );
    index.recordTerms.set(record, terms);
    for (const term of terms) drugTerms.add(term);
  }
  for (const record of base.foodInteractions) push(index.foodsByIngredient, record.ingredient, record);
  for (const record of base.medicalContraindications) {
    push(index.conditionsByIngredient, record.ingredient, record);
    const terms = [record.conditionName, ...record.conditionSynonyms].map((term) => term.toLowerCase());
    index.recordTerms.set(record, terms);
    for (const term of terms) conditionTerms.add(term);
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
  index.drugTermIndex = buildTermIndex(index.drugTerms);
  index.conditionTermIndex = buildTermIndex(index.conditionTerms);
  for (const key of index.nutrientsByDrug.keys())
    index.nutrientDrugOrder.set(key, index.nutrientDrugOrder.size);
  index.size =
    base.supplementInteractions.length +
    base.drugInteractions.length +
    base.foodInteractions.length +
    base.medicalContraindications.length +
    base.nutrientInteractions.length;
  return index;
}

/**
 * For each ingredient of the stack that has a pair record with another ingredient of the stack, its
 * partner map (others are left out, so the pair loops skip them). Costs at most the stack's distinct
 * ingredients per ingredient, whichever of its partners or the stack is smaller.
 */
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

/**
 * Known lower-cased terms indexed so that the terms a user's term matches (termsMatch, either
 * direction) are found without scanning them all: the cost follows the length of what the user
 * typed and the handful of candidate terms, not the size of the knowledge base.
 */
export interface TermIndex {
  /** Known term → its position in first-seen order. */
  positions: Map<string, number>;
  terms: readonly string[];
  /** Distinct lengths of the known terms, ascending. */
  lengths: readonly number[];
  /** Three-character substring → positions of the known terms containing it. */
  trigrams: Map<string, number[]>;
  /** Normalised user term → the known terms it matches; cleared when full. */
  memo: Map<string, ReadonlySet<string>>;
}

const TRIGRAM = 3;
/** Distinct user terms remembered per TermIndex (a bound, so odd input cannot grow it forever). */
export const TERM_MEMO_LIMIT = 2_000;
const NO_TERMS: ReadonlySet<string> = new Set();

export function buildTermIndex(knownTerms: Iterable<string>): TermIndex {
  const positions = new Map<string, number>();
  const terms: string[] = [];
  const lengths = new Set<number>();
  const trigrams = new Map<string, number[]>();
  for (const raw of knownTerms) {
    const term = raw.toLowerCase();
    if (positions.has(term)) continue;
    const position = terms.length;
    positions.set(term, position);
    terms.push(term);
    lengths.add(term.length);
    const seen = new Set<string>();
    for (let start = 0; start + TRIGRAM <= term.length; start += 1) {
      const gram = term.slice(start, start + TRIGRAM);
      if (seen.has(gram)) continue;
      seen.add(gram);
      push(trigrams, gram, position);
    }
  }
  return { positions, terms, lengths: [...lengths].sort((a, b) => a - b), trigrams, memo: new Map() };
}

/** Every known term `userTerm` matches by termsMatch (same result as testing each term in turn). */
export function matchingTerms(termIndex: TermIndex, userTerm: string): ReadonlySet<string> {
  const user = userTerm.trim().toLowerCase();
  const remembered = termIndex.memo.get(user);
  if (remembered) return remembered;

  const found = new Set<string>();
  if (user.length < MIN_MATCH_LENGTH) {
    if (termIndex.positions.has(user)) found.add(user);
  } else {
    // The user's term contains a known term: look every substring of a known length up.
    for (const length of termIndex.lengths) {
      if (length > user.length) break;
      for (let start = 0; start + length <= user.length; start += 1) {
        const part = user.slice(start, start + length);
        if (termIndex.positions.has(part)) found.add(part);
      }
    }
    // A known term contains the user's: it contains each of the user's trigrams, so only the terms
    // under the rarest one can.
    let candidates: readonly number[] | undefined;
    for (let start = 0; start + TRIGRAM <= user.length; start += 1) {
      const list = termIndex.trigrams.get(user.slice(start, start + TRIGRAM));
      if (!list) {
        candidates = [];
        break;
      }
      if (!candidates || list.length < candidates.length) candidates = list;
    }
    for (const position of candidates ?? []) {
      const term = termIndex.terms[position];
      if (term !== undefined && term.includes(user)) found.add(term);
    }
  }

  const result = found.size > 0 ? found : NO_TERMS;
  if (termIndex.memo.size >= TERM_MEMO_LIMIT) termIndex.memo.clear();
  termIndex.memo.set(user, result);
  return result;
}
