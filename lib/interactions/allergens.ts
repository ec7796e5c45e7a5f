// Allergies against labels: only a checked label can say what a product contains (docs/catalogue-labels.md).
import { listed } from "../format/lists";
import type { Allergen } from "../labels/values";

import type { DictionaryIndex } from "./dictionary";
import { plainName } from "./names";
import type { IngredientAllergy, ReadProfile } from "./profile";
import type { AllergenFinding, EngineSupplement, NotChecked } from "./types";

export interface AllergenAssessment {
  findings: AllergenFinding[];
  notChecked: NotChecked[];
  /** What the person typed that was checked against labels, so it is not reported as having no records. */
  typedChecked: Set<string>;
}

interface AllergyEntry {
  typed: string;
  conditionName: string;
  allergens: Set<Allergen>;
}

function allergyEntries(dictionary: DictionaryIndex, conditions: ReadProfile["conditions"]): AllergyEntry[] {
  return conditions.flatMap((entry) => {
    const allergens = new Set(
      [...entry.conditions].flatMap((slug) => dictionary.conditions.get(slug)?.labelAllergens ?? []),
    );
    const conditionName = dictionary.conditions.get(entry.slug)?.name ?? entry.slug;
    return allergens.size > 0 ? [{ typed: entry.typed, conditionName, allergens }] : [];
  });
}

/** The words every view of an allergen finding uses: the checker, the assistant, the PDF report. */
export function allergenWording(finding: AllergenFinding) {
  if (finding.ingredients) {
    const named = listed(finding.ingredients);
    const itself = finding.supplementName.toLowerCase() === named.toLowerCase();
    return {
      title: `${itself ? named : `${finding.supplementName} contains ${named}`} (you entered “${finding.typed}”)`,
      description: `You told us you are allergic or react to ${named}.`,
      recommendation: `Do not take ${finding.supplementName}. Ask your pharmacist before taking anything else that contains ${named}.`,
    };
  }
  const what = listed(finding.allergens);
  return {
    title: `${finding.supplementName} contains ${what} (you entered “${finding.typed}”)`,
    description: `Its checked label declares ${what}, which someone with ${finding.conditionName.toLowerCase()} must avoid.`,
    recommendation: `Do not take ${finding.supplementName}. Choose a product whose label does not list ${what}, and ask your pharmacist if you are unsure.`,
  };
}

function ingredientAllergyFindings(
  supplements: readonly EngineSupplement[],
  allergies: readonly IngredientAllergy[],
): AllergenFinding[] {
  return allergies.flatMap((allergy) => {
    const named = new Set(allergy.names.map(plainName));
    return supplements.flatMap((supplement) => {
      const ingredients = supplement.ingredients
        .map((ingredient) => ingredient.name)
        .filter((name) => named.has(plainName(name)));
      if (ingredients.length === 0) return [];
      const conditionName = `Allergy to ${listed(ingredients)}`;
      const { id: supplementId, name: supplementName } = supplement;
      return [
        { supplementId, supplementName, typed: allergy.typed, conditionName, allergens: [], ingredients },
      ];
    });
  });
}

export function assessAllergens(
  dictionary: DictionaryIndex,
  supplements: readonly EngineSupplement[],
  conditions: ReadProfile["conditions"],
  ingredientAllergies: readonly IngredientAllergy[] = [],
): AllergenAssessment {
  const entries = allergyEntries(dictionary, conditions);
  const named = ingredientAllergyFindings(supplements, ingredientAllergies);
  const assessment: AllergenAssessment = {
    findings: named,
    notChecked: [],
    typedChecked: new Set([...entries.map((entry) => entry.typed), ...named.map((finding) => finding.typed)]),
  };
  if (entries.length === 0) return assessment;
  const sought = [...new Set(entries.flatMap((entry) => [...entry.allergens]))];
  for (const supplement of supplements) {
    if (!supplement.allergens) {
      const typed = listed([...new Set(entries.map((entry) => `“${entry.typed}”`))]);
      const why =
        supplement.allergens === null
          ? `Nobody has checked the label of ${supplement.name} yet`
          : `${supplement.name} is an ingredient, not a product whose label we have checked`;
      const advice = supplement.allergens === null ? "on its pack" : "on the label of the product you take";
      assessment.notChecked.push({
        kind: "product",
        name: supplement.name,
        reason: `${why}, so we could not check whether it contains ${listed(sought)} (you entered ${typed}). Read the allergy advice ${advice}.`,
        suggestions: [],
      });
      continue;
    }
    const declared = new Set(supplement.allergens);
    for (const entry of entries) {
      const allergens = [...entry.allergens].filter((allergen) => declared.has(allergen));
      if (allergens.length === 0) continue;
      assessment.findings.push({
        supplementId: supplement.id,
        supplementName: supplement.name,
        typed: entry.typed,
        conditionName: entry.conditionName,
        allergens,
      });
    }
  }
  return assessment;
}
