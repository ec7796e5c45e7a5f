// Collects the findings for a set of products and a medical profile: every record whose ingredient
// is in a product, checked by everything the product contains (a multivitamin's vitamin A counts).
import {
  conditionRecordMatches,
  drugRecordMatches,
  isKnownCondition,
  isKnownDrug,
  pairKey,
  termsMatch,
  type KnowledgeIndex,
} from "./knowledge-index";
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

export function collectFindings(index: KnowledgeIndex, supplements: readonly EngineSupplement[], profile: MedicalProfile | undefined): CollectedFindings {
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
  for (let i = 0; i < supplements.length; i += 1) {
    const a = supplements[i];
    if (!a) continue;
    for (let j = i + 1; j < supplements.length; j += 1) {
      const b = supplements[j];
      if (!b) continue;
      for (const ingredientA of a.ingredients) {
        for (const ingredientB of b.ingredients) {
          if (ingredientA.slug === ingredientB.slug) continue;
          const record = index.pairs.get(pairKey(ingredientA.slug, ingredientB.slug));
          const seenKey = `${record?.id}|${a.id}|${b.id}`;
          if (record && !seenPairs.has(seenKey)) {
            seenPairs.add(seenKey);
            findings.supplementInteractions.push({ record, supplementAId: a.id, supplementBId: b.id });
          }
        }
      }
    }
  }
  // Within one product the formulator chose the combination; it is not reported as an interaction.

  const seen = new Set<string>();
  const once = (key: string) => (seen.has(key) ? false : (seen.add(key), true));
  for (const supplement of supplements) {
    for (const ingredient of supplement.ingredients) {
      for (const record of index.drugsByIngredient.get(ingredient.slug) ?? []) {
        for (const drugName of drugs) {
          if (drugRecordMatches(record, drugName) && once(`d|${record.id}|${supplement.id}`)) {
            findings.drugInteractions.push({ record, supplementId: supplement.id, drugName });
          }
        }
      }
      for (const record of index.conditionsByIngredient.get(ingredient.slug) ?? []) {
        for (const condition of conditions) {
          if (conditionRecordMatches(record, condition) && once(`c|${record.id}|${supplement.id}`)) {
            findings.medicalContraindications.push({ record, supplementId: supplement.id, condition });
          }
        }
      }
      for (const record of index.foodsByIngredient.get(ingredient.slug) ?? []) {
        if (once(`f|${record.id}|${supplement.id}`)) findings.foodInteractions.push({ record, supplementId: supplement.id });
      }
      for (const record of index.nutrientsByIngredient.get(ingredient.slug) ?? []) {
        if (once(`n|${record.id}|${supplement.id}`)) {
          findings.nutrientInteractions.push(nutrientFinding(record, supplement.id, null));
        }
      }
    }
  }
  for (const [drugKey, records] of index.nutrientsByDrug) {
    for (const drugName of drugs) {
      if (!termsMatch(drugName, drugKey)) continue;
      for (const record of records) {
        if (once(`nd|${record.id}`)) findings.nutrientInteractions.push(nutrientFinding(record, null, drugName));
      }
    }
  }

  return {
    findings,
    unknownDrugs: drugs.filter((drug) => !isKnownDrug(index, drug)),
    unknownConditions: conditions.filter((condition) => !isKnownCondition(index, condition)),
  };
}

function nutrientFinding(record: NutrientFinding["record"], supplementId: string | null, drugName: string | null): NutrientFinding {
  return { record, causeSupplementId: supplementId, causeDrugName: drugName, timeframe: depletionTimeframe(record.timeCourse) };
}
