import { assessAllergens, type AllergenAssessment } from "./allergens";
import { dailyIntake, type DailyIntake } from "./applicability";
import { cumulativeDoses, upperLevelFindings } from "./doses";
import { collectFindings, medicineFoodNotes } from "./findings";
import { ingredientSlugOf } from "./ingredient-items";
import type { KnowledgeIndex } from "./knowledge-index";
import { readProfile, type ReadProfile } from "./profile";
import {
  MAX_CRITICAL_WARNINGS,
  MAX_DRUG_TIMING_RECOMMENDATIONS,
  MAX_SUPPLEMENT_RECOMMENDATIONS,
  MEDICAL_DISCLAIMER,
  UNKNOWN_TO_DATABASE,
  blocksProceeding,
  confidenceFor,
  isSafeToAdd,
  riskForCompleteness,
  riskLevelFor,
  sortBySeverity,
  warningSeverityFor,
} from "./rules";
import { buildSchedule } from "./schedule";
import { checkVerdict, stackVerdict } from "./verdict";
import type {
  AnalysisResult,
  CombinedWarning,
  CumulativeDose,
  EngineSupplement,
  Findings,
  IngredientLimits,
  MedicalProfile,
  NewSupplementCheckResult,
  NoRecordsNote,
  NotChecked,
  OptimalTiming,
  UpperLevelFinding,
} from "./types";
import { warningsFor } from "./warnings";

export interface AnalysisInput {
  supplements: readonly EngineSupplement[];
  profile?: MedicalProfile;
  servingsPerDay?: ReadonlyMap<string, number>;
  timings?: ReadonlyMap<string, OptimalTiming>;
  limits?: ReadonlyMap<string, IngredientLimits>;
  now?: Date;
}

const PREGNANCY = "pregnancy";
const BLEEDING_RISK = "additive_bleeding_risk";

interface Assessment {
  profile: ReadProfile;
  intake: DailyIntake;
  findings: Findings;
  doses: CumulativeDose[];
  upperLevels: UpperLevelFinding[];
  combined: CombinedWarning[];
  allergens: AllergenAssessment;
}

// Together they are a bigger risk than any one (ginkgo, garlic and fish oil with warfarin).
function combinedBleedingWarnings(
  findings: Findings,
  supplements: readonly EngineSupplement[],
): CombinedWarning[] {
  const byMedicine = new Map<string, Findings["drugInteractions"]>();
  for (const finding of findings.drugInteractions) {
    if (finding.record.interactionType !== BLEEDING_RISK) continue;
    byMedicine.set(finding.drugName, [...(byMedicine.get(finding.drugName) ?? []), finding]);
  }
  const name = (slug: string) =>
    supplements.flatMap((supplement) => supplement.ingredients).find((ingredient) => ingredient.slug === slug)
      ?.name ?? slug;
  const warnings: CombinedWarning[] = [];
  for (const [drugName, list] of byMedicine) {
    const ingredients = [...new Set(list.map((finding) => finding.record.ingredient))];
    if (ingredients.length < 2) continue;
    const names = ingredients.map(name);
    warnings.push({
      kind: "bleeding_risk",
      drugName,
      ingredients,
      supplementIds: [...new Set(list.map((finding) => finding.supplementId))],
      severity: "major",
      title: `Several supplements that can raise bleeding risk with ${drugName}`,
      description: `${names.join(", ")} can each add to the bleeding risk of ${drugName}; together the risk is greater than with any one of them.`,
      recommendation: `Do not take these together with ${drugName} without speaking to your pharmacist or anticoagulant clinic; watch for unusual bruising or bleeding.`,
    });
  }
  return warnings;
}

function withoutReassuranceAbove(findings: Findings, upperLevels: readonly UpperLevelFinding[]): Findings {
  const above = new Set(upperLevels.map((finding) => finding.ingredientSlug));
  if (above.size === 0) return findings;
  return {
    ...findings,
    // Only the "works well together" notes go: a minor note (take them apart) matters as much above the level.
    supplementInteractions: findings.supplementInteractions.filter(
      ({ record }) =>
        record.severity !== "beneficial" || !(above.has(record.ingredientA) || above.has(record.ingredientB)),
    ),
  };
}

function assess(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  profileInput: MedicalProfile | undefined,
  servingsPerDay: ReadonlyMap<string, number>,
  limits: ReadonlyMap<string, IngredientLimits>,
): Assessment {
  const profile = readProfile(index.dictionary, profileInput);
  const intake = dailyIntake(
    supplements,
    servingsPerDay,
    profile.prescribedNutrients,
    (slug) => limits.get(slug)?.name ?? slug,
  );
  const pregnant = profile.conditions.some((condition) => condition.conditions.has(PREGNANCY));
  const doses = cumulativeDoses(intake, limits, { pregnant });
  const upperLevels = upperLevelFindings(doses, { pregnant });
  const findings = withoutReassuranceAbove(collectFindings(index, supplements, profile, intake), upperLevels);
  return {
    profile,
    intake,
    findings,
    doses,
    upperLevels,
    combined: combinedBleedingWarnings(findings, supplements),
    allergens: assessAllergens(
      index.dictionary,
      supplements,
      profile.conditions,
      profile.ingredientAllergies,
    ),
  };
}

function labelNotChecked(supplements: readonly EngineSupplement[]): NotChecked[] {
  return supplements
    .filter((supplement) => supplement.labelComplete === false)
    .map((supplement) => ({
      kind: "product",
      name: supplement.name,
      reason: ingredientSlugOf(supplement.id)
        ? `${supplement.name} was checked as an ingredient, not a product: how much you take and the rest of your product's label were not checked, and records that apply only from a certain dose are included.`
        : `Only some of the ingredients of ${supplement.name} are listed in our catalogue, so the rest of its label was not checked.`,
      suggestions: [],
    }));
}

function evidenceRecords(findings: Findings) {
  return [
    ...findings.supplementInteractions.map((finding) => finding.record),
    ...findings.drugInteractions.map((finding) => finding.record),
    ...findings.nutrientInteractions.map((finding) => finding.record),
    ...findings.foodInteractions.map((finding) => finding.record),
    ...findings.medicalContraindications.map((finding) => finding.record),
  ];
}

// A gap in our knowledge must never read as a clean bill of health.
function noRecordsFor(assessment: Assessment): NoRecordsNote[] {
  const { findings, profile } = assessment;
  const medicinesWithRecords = new Set([
    ...findings.drugInteractions.map((finding) => finding.drugName),
    ...findings.nutrientInteractions.flatMap((finding) =>
      finding.causeDrugName ? [finding.causeDrugName] : [],
    ),
    ...profile.prescribedNutrients.map((nutrient) => nutrient.typed),
    ...profile.standingCautions.map((caution) => caution.typed),
  ]);
  const conditionsWithRecords = new Set([
    ...findings.medicalContraindications.map((finding) => finding.condition),
    ...profile.standingCautions.map((caution) => caution.typed),
    ...assessment.allergens.typedChecked,
  ]);
  return [
    ...profile.recognisedMedicines
      .filter((entry) => !medicinesWithRecords.has(entry.sameAs ?? entry.typed))
      .map((entry) => ({
        kind: "medicine" as const,
        typed: entry.typed,
        names: [...entry.medicines, ...entry.classes].map((item) => item.name),
      })),
    ...profile.recognisedConditions
      .filter((entry) => !conditionsWithRecords.has(entry.typed))
      .map((entry) => ({
        kind: "condition" as const,
        typed: entry.typed,
        names: entry.conditions.map((item) => item.name),
      })),
  ];
}

function uniqueTexts(texts: readonly string[], limit: number): string[] {
  return [...new Set(texts)].slice(0, limit);
}

function recommendationsFor(assessment: Assessment): string[] {
  const { findings, profile } = assessment;
  const supplementRecommendations = sortBySeverity(
    findings.supplementInteractions.map((finding) => ({
      severity: warningSeverityFor(finding.record.severity),
      text: finding.record.recommendation,
    })),
  ).map((item) => item.text);
  const drugTiming = findings.drugInteractions
    .filter((finding) => finding.record.timingSeparationHours)
    .map((finding) => finding.record.recommendation);
  return [
    ...uniqueTexts(supplementRecommendations, MAX_SUPPLEMENT_RECOMMENDATIONS),
    ...uniqueTexts(drugTiming, MAX_DRUG_TIMING_RECOMMENDATIONS),
    ...[...profile.unknownDrugs, ...profile.unknownConditions].map(
      (entry) => `${entry}: ${UNKNOWN_TO_DATABASE}`,
    ),
  ];
}

export function analyseSupplements(index: KnowledgeIndex, input: AnalysisInput): AnalysisResult {
  const { supplements } = input;
  const assessment = assess(
    index,
    supplements,
    input.profile,
    input.servingsPerDay ?? new Map(),
    input.limits ?? new Map(),
  );
  const { findings, profile, upperLevels, combined, allergens } = assessment;
  const standing = profile.standingCautions;
  const notChecked = [...profile.notChecked, ...labelNotChecked(supplements), ...allergens.notChecked];
  const completeness = notChecked.length > 0 ? "partial" : "complete";
  const warnings = warningsFor(
    { findings, upperLevels, combined, notChecked: [], standing, allergens: allergens.findings },
    supplements,
  );
  const risk = riskForCompleteness(
    riskLevelFor(findings, {
      upperLevels,
      combined,
      standing: supplements.length > 0 ? standing : [],
      allergens: allergens.findings,
    }),
    completeness,
  );
  return {
    supplementIds: supplements.map((supplement) => supplement.id),
    interactions: findings,
    riskAssessment: {
      overallRiskLevel: risk,
      criticalWarnings: warnings
        .filter((warning) => warning.severity === "critical" || warning.severity === "error")
        .slice(0, MAX_CRITICAL_WARNINGS)
        .map((warning) => `${warning.title}: ${warning.recommendation}`),
      recommendations: recommendationsFor(assessment),
      requiresMedicalSupervision:
        findings.drugInteractions.some((finding) => finding.record.medicalSupervision) ||
        findings.medicalContraindications.some((finding) => finding.record.medicalSupervisionRequired),
    },
    timingOptimization: buildSchedule(index, {
      supplements,
      drugFindings: findings.drugInteractions,
      medicines: profile.medicines,
      timings: input.timings ?? new Map(),
    }),
    nutrientDepletions: findings.nutrientInteractions,
    cumulativeDoses: assessment.doses,
    unknownDrugs: profile.unknownDrugs,
    unknownConditions: profile.unknownConditions,
    completeness,
    notChecked,
    recognisedMedicines: profile.recognisedMedicines,
    recognisedConditions: profile.recognisedConditions,
    upperLevelFindings: upperLevels,
    combinedWarnings: combined,
    medicineFoodNotes: medicineFoodNotes(index, profile),
    standingCautions: standing,
    allergenFindings: allergens.findings,
    noRecords: noRecordsFor(assessment),
    verdict: stackVerdict(risk, completeness),
    confidence: confidenceFor(evidenceRecords(findings)),
    disclaimer: MEDICAL_DISCLAIMER,
    lastUpdated: (input.now ?? new Date()).toISOString(),
  };
}

export interface CheckOptions {
  servingsPerDay?: ReadonlyMap<string, number>;
  limits?: ReadonlyMap<string, IngredientLimits>;
}

export function checkSupplement(
  index: KnowledgeIndex,
  newSupplement: EngineSupplement,
  existing: readonly EngineSupplement[],
  profile: MedicalProfile | undefined,
  options: CheckOptions = {},
): Omit<NewSupplementCheckResult, "processingTimeMs"> {
  const supplements = [newSupplement, ...existing.filter((supplement) => supplement.id !== newSupplement.id)];
  const assessment = assess(
    index,
    supplements,
    profile,
    options.servingsPerDay ?? new Map(),
    options.limits ?? new Map(),
  );
  const { findings } = assessment;
  const newSlugs = new Set(newSupplement.ingredients.map((ingredient) => ingredient.slug));
  const notChecked = [
    ...assessment.profile.notChecked,
    ...labelNotChecked([newSupplement]),
    ...assessAllergens(index.dictionary, [newSupplement], assessment.profile.conditions).notChecked,
  ];
  const warnings = warningsFor(
    {
      findings,
      upperLevels: assessment.upperLevels.filter((finding) => newSlugs.has(finding.ingredientSlug)),
      combined: assessment.combined,
      notChecked,
      standing: assessment.profile.standingCautions,
      allergens: assessment.allergens.findings,
    },
    supplements,
    newSupplement.id,
  );
  const completeness = notChecked.length > 0 ? "partial" : "complete";
  const blockingIngredients = blockingIngredientsOf(findings, newSupplement);
  const optimizations = findings.supplementInteractions
    .filter(
      (finding) =>
        finding.record.severity === "beneficial" &&
        (finding.supplementAId === newSupplement.id || finding.supplementBId === newSupplement.id),
    )
    .map((finding) => finding.record.recommendation);
  return {
    newSupplementId: newSupplement.id,
    existingSupplementIds: existing.map((supplement) => supplement.id),
    results: {
      safeToAdd: notChecked.length === 0 && isSafeToAdd(warnings),
      warnings,
      optimizations,
      alternatives: [],
      unknownDrugs: assessment.profile.unknownDrugs,
      unknownConditions: assessment.profile.unknownConditions,
      completeness,
      notChecked,
      blockingIngredients,
      alternativeProducts: [],
      verdict: checkVerdict(warnings, completeness),
      standingCautions: assessment.profile.standingCautions,
      noRecords: noRecordsFor(assessment),
      disclaimer: MEDICAL_DISCLAIMER,
    },
  };
}

function blockingIngredientsOf(findings: Findings, newSupplement: EngineSupplement): string[] {
  const own = new Set(newSupplement.ingredients.map((ingredient) => ingredient.slug));
  const blocking = new Set<string>();
  const involves = (a: string, b?: string) => a === newSupplement.id || b === newSupplement.id;
  for (const { record, supplementAId, supplementBId } of findings.supplementInteractions) {
    if (
      !involves(supplementAId, supplementBId) ||
      !blocksProceeding({ kind: "supplement", severity: record.severity })
    )
      continue;
    for (const slug of [record.ingredientA, record.ingredientB]) if (own.has(slug)) blocking.add(slug);
  }
  for (const { record, supplementId } of findings.drugInteractions) {
    const blocks = blocksProceeding({
      kind: "drug",
      severity: record.severityLevel,
      avoidCombination: record.avoidCombination,
    });
    if (involves(supplementId) && blocks) blocking.add(record.ingredient);
  }
  for (const { record, supplementId } of findings.medicalContraindications) {
    if (involves(supplementId) && blocksProceeding({ kind: "medical", level: record.contraindicationLevel }))
      blocking.add(record.ingredient);
  }
  return [...blocking];
}
