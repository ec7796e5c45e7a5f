// Collects the findings for a set of products and a medical profile: every record whose ingredient
// is in a product, checked by everything the product contains (a multivitamin's vitamin A counts).
// Cost follows the stack and the profile: each medicine and condition the user typed is matched once
// against the index's terms (matchingTerms), and records are then tested by set membership.
import { matchingTerms, partnersWithinStack, type KnowledgeIndex } from "./knowledge-index";
import { depletionTimeframe } from "./rules";
import type { EngineSupplement, Findings, MedicalProfile, NutrientFinding } from "./types";

export interface CollectedFindings {
  findings: Findings;
  unknownDrugs: string[];
  unknownConditions: string[];
}

function cleanTerms(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      terms.push(trimmed);
    }
  }
  return terms;
}

export function collectFindings(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  profile: MedicalProfile | undefined,
): CollectedFindings {
  const findings: Findings = {
    supplementInteractions: [],
    drugInteractions: [],
    nutrientInteractions: [],
    foodInteractions: [],
    medicalContraindications: [],
  };
  const drugs = cleanTerms(profile?.prescriptionDrugs.map((drug) => drug.drugName) ?? []);
  const conditions = cleanTerms(profile?.medicalConditions ?? []);

  // Pairs between different products (an ingredient never interacts with itself; the same pair
  // brought by two product pairs is reported for each, as each is a separate thing to act on).
  const seenPairs = new Set<string>();
  const pairsWithin = partnersWithinStack(index, supplements);
  for (let i = 0; i < supplements.length; i += 1) {
    const a = supplements[i];
    if (!a) continue;
    for (let j = i + 1; j < supplements.length; j += 1) {
      const b = supplements[j];
      if (!b) continue;
      for (const ingredientA of a.ingredients) {
        const partners = pairsWithin.get(ingredientA.slug);
        if (!partners) continue;
        for (const ingredientB of b.ingredients) {
          if (ingredientA.slug === ingredientB.slug) continue;
          const record = partners.get(ingredientB.slug);
          if (!record) continue;
          const seenKey = `${record.id}|${a.id}|${b.id}`;
          if (!seenPairs.has(seenKey)) {
            seenPairs.add(seenKey);
            findings.supplementInteractions.push({ record, supplementAId: a.id, supplementBId: b.id });
          }
        }
      }
    }
  }
  // Within one product the formulator chose the combination; it is not reported as an interaction.

  // The known terms each medicine and condition matches (termsMatch), looked up once per term.
  const drugMatches = drugs.map((drug) => matchingTerms(index.drugTermIndex, drug));
  const conditionMatches = conditions.map((condition) => matchingTerms(index.conditionTermIndex, condition));
  const anyDrugKnown = drugMatches.some((matched) => matched.size > 0);
  const anyConditionKnown = conditionMatches.some((matched) => matched.size > 0);

  const seen = new Set<string>();
  const once = (key: string) => (seen.has(key) ? false : (seen.add(key), true));
  for (const supplement of supplements) {
    for (const ingredient of supplement.ingredients) {
      if (anyDrugKnown) {
        for (const record of index.drugsByIngredient.get(ingredient.slug) ?? []) {
          const terms = index.recordTerms.get(record) ?? [];
          drugs.forEach((drugName, position) => {
            if (matchesAny(terms, drugMatches[position]) && once(`d|${record.id}|${supplement.id}`)) {
              findings.drugInteractions.push({ record, supplementId: supplement.id, drugName });
            }
          });
        }
      }
      if (anyConditionKnown) {
        for (const record of index.conditionsByIngredient.get(ingredient.slug) ?? []) {
          const terms = index.recordTerms.get(record) ?? [];
          conditions.forEach((condition, position) => {
            if (matchesAny(terms, conditionMatches[position]) && once(`c|${record.id}|${supplement.id}`)) {
              findings.medicalContraindications.push({ record, supplementId: supplement.id, condition });
            }
          });
        }
      }
      for (const record of index.foodsByIngredient.get(ingredient.slug) ?? []) {
        if (once(`f|${record.id}|${supplement.id}`))
          findings.foodInteractions.push({ record, supplementId: supplement.id });
      }
      for (const record of index.nutrientsByIngredient.get(ingredient.slug) ?? []) {
        if (once(`n|${record.id}|${supplement.id}`)) {
          findings.nutrientInteractions.push(nutrientFinding(record, supplement.id, null));
        }
      }
    }
  }
  // Depletions caused by a medicine: only the keys some medicine matched, in the map's order.
  const drugKeys = new Set<string>();
  for (const matched of drugMatches) {
    for (const term of matched) if (index.nutrientsByDrug.has(term)) drugKeys.add(term);
  }
  const orderedKeys = [...drugKeys].sort(
    (x, y) => (index.nutrientDrugOrder.get(x) ?? 0) - (index.nutrientDrugOrder.get(y) ?? 0),
  );
  for (const drugKey of orderedKeys) {
    const records = index.nutrientsByDrug.get(drugKey) ?? [];
    for (const [position, drugName] of drugs.entries()) {
      if (!drugMatches[position]?.has(drugKey)) continue;
      for (const record of records) {
        if (once(`nd|${record.id}`))
          findings.nutrientInteractions.push(nutrientFinding(record, null, drugName));
      }
    }
  }

  return {
    findings,
    unknownDrugs: drugs.filter((_, position) => !drugMatches[position]?.size),
    unknownConditions: conditions.filter((_, position) => !conditionMatches[position]?.size),
  };
}

/** A record matches what the user typed when one of its (lower-cased) terms is among the terms it matched. */
function matchesAny(recordTerms: readonly string[], matched: ReadonlySet<string> | undefined): boolean {
  if (!matched || matched.size === 0) return false;
  for (const term of recordTerms) if (matched.has(term)) return true;
  return false;
}

function nutrientFinding(
  record: NutrientFinding["record"],
  supplementId: string | null,
  drugName: string | null,
): NutrientFinding {
  return {
    record,
    causeSupplementId: supplementId,
    causeDrugName: drugName,
    timeframe: depletionTimeframe(record.timeCourse),
  };
}
