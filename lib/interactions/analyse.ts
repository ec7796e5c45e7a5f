// The analysis of a stack and the check of a new supplement against it (SPEC.md §3 result shapes,
// §4 and §9 rules). Synchronous and pure over an index built once; the engine adds caching and the
// catalogue lookup.
import { cumulativeDoses } from "./doses";
import { collectFindings } from "./findings";
import type { KnowledgeIndex } from "./knowledge-index";
import {
  MAX_CRITICAL_WARNINGS,
  MAX_DRUG_TIMING_RECOMMENDATIONS,
  MAX_SUPPLEMENT_RECOMMENDATIONS,
  MEDICAL_DISCLAIMER,
  UNKNOWN_TO_DATABASE,
  blocksProceeding,
  confidenceFor,
  isSafeToAdd,
  riskLevelFor,
  sortBySeverity,
  warningSeverityFor,
} from "./rules";
import { buildSchedule } from "./schedule";
import type {
  AnalysisResult,
  CheckWarning,
  EngineSupplement,
  Findings,
  IngredientLimits,
  MedicalProfile,
  NewSupplementCheckResult,
  WarningSeverity,
} from "./types";

export interface AnalysisInput {
  supplements: readonly EngineSupplement[];
  profile?: MedicalProfile;
  /** Servings a day per product id (default 1). */
  servingsPerDay?: ReadonlyMap<string, number>;
  limits?: ReadonlyMap<string, IngredientLimits>;
  now?: Date;
}

function ingredientName(supplements: readonly EngineSupplement[], slug: string): string {
  for (const supplement of supplements) {
    const found = supplement.ingredients.find((ingredient) => ingredient.slug === slug);
    if (found) return found.name;
  }
  return slug;
}

/** Every finding as a warning (used for critical warnings and the new-supplement check). */
function warningsFor(
  findings: Findings,
  supplements: readonly EngineSupplement[],
  involving?: string,
): CheckWarning[] {
  const name = (id: string) => supplements.find((supplement) => supplement.id === id)?.name ?? id;
  const warnings: CheckWarning[] = [];
  for (const finding of findings.supplementInteractions) {
    if (involving && finding.supplementAId !== involving && finding.supplementBId !== involving) continue;
    const { record } = finding;
    const severity = warningSeverityFor(record.severity);
    warnings.push({
      type: "supplement",
      severity,
      title: `${ingredientName(supplements, record.ingredientA)} and ${ingredientName(supplements, record.ingredientB)} (${name(finding.supplementAId)} with ${name(finding.supplementBId)})`,
      description: `${record.clinicalEffect} ${record.mechanism}`,
      recommendation: record.recommendation,
      canProceed: !blocksProceeding({ kind: "supplement", severity: record.severity }),
      requiresAcknowledgment: severity !== "info",
    });
  }
  for (const finding of findings.drugInteractions) {
    if (involving && finding.supplementId !== involving) continue;
    const { record } = finding;
    const severity = warningSeverityFor(record.severityLevel);
    warnings.push({
      type: "drug",
      severity,
      title: `${name(finding.supplementId)} with ${finding.drugName} (${record.genericName})`,
      description: `${record.expectedEffect} ${record.mechanism}`,
      recommendation: record.recommendation,
      canProceed: !blocksProceeding({
        kind: "drug",
        severity: record.severityLevel,
        avoidCombination: record.avoidCombination,
      }),
      requiresAcknowledgment: severity !== "info",
    });
  }
  for (const finding of findings.medicalContraindications) {
    if (involving && finding.supplementId !== involving) continue;
    const { record } = finding;
    const severity: WarningSeverity = record.contraindicationLevel === "absolute" ? "critical" : "warning";
    warnings.push({
      type: "medical",
      severity,
      title: `${name(finding.supplementId)} and ${record.conditionName}`,
      description: record.reason,
      recommendation:
        record.alternativeRecommendations[0] ?? "Speak to your GP or pharmacist before taking it.",
      canProceed: !blocksProceeding({ kind: "medical", level: record.contraindicationLevel }),
      requiresAcknowledgment: true,
    });
  }
  return sortBySeverity(warnings);
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

export function analyseSupplements(index: KnowledgeIndex, input: AnalysisInput): AnalysisResult {
  const { supplements } = input;
  const { findings, unknownDrugs, unknownConditions } = collectFindings(index, supplements, input.profile);
  const warnings = warningsFor(findings, supplements);

  const supplementRecommendations = sortBySeverity(
    findings.supplementInteractions.map((finding) => ({
      severity: warningSeverityFor(finding.record.severity),
      text: finding.record.recommendation,
    })),
  )
    .map((item) => item.text)
    .filter((text, position, all) => all.indexOf(text) === position)
    .slice(0, MAX_SUPPLEMENT_RECOMMENDATIONS);
  const drugTimingRecommendations = findings.drugInteractions
    .filter((finding) => finding.record.timingSeparationHours)
    .map((finding) => finding.record.recommendation)
    .filter((text, position, all) => all.indexOf(text) === position)
    .slice(0, MAX_DRUG_TIMING_RECOMMENDATIONS);
  const unknownNotes = [
    ...unknownDrugs.map((drug) => `${drug}: ${UNKNOWN_TO_DATABASE}`),
    ...unknownConditions.map((condition) => `${condition}: ${UNKNOWN_TO_DATABASE}`),
  ];

  return {
    supplementIds: supplements.map((supplement) => supplement.id),
    interactions: findings,
    riskAssessment: {
      overallRiskLevel: riskLevelFor(findings),
      criticalWarnings: warnings
        .filter((warning) => warning.severity === "critical" || warning.severity === "error")
        .slice(0, MAX_CRITICAL_WARNINGS)
        .map((warning) => `${warning.title}: ${warning.recommendation}`),
      recommendations: [...supplementRecommendations, ...drugTimingRecommendations, ...unknownNotes],
      requiresMedicalSupervision:
        findings.drugInteractions.some((finding) => finding.record.medicalSupervision) ||
        findings.medicalContraindications.some((finding) => finding.record.medicalSupervisionRequired),
    },
    timingOptimization: buildSchedule(index, supplements, findings.drugInteractions),
    nutrientDepletions: findings.nutrientInteractions,
    cumulativeDoses: cumulativeDoses(
      supplements,
      input.servingsPerDay ?? new Map(),
      input.limits ?? new Map(),
    ),
    unknownDrugs,
    unknownConditions,
    confidence: confidenceFor(evidenceRecords(findings)),
    disclaimer: MEDICAL_DISCLAIMER,
    lastUpdated: (input.now ?? new Date()).toISOString(),
  };
}

/** SPEC §3 new-supplement check: only findings that involve the new product count. */
export function checkSupplement(
  index: KnowledgeIndex,
  newSupplement: EngineSupplement,
  existing: readonly EngineSupplement[],
  profile: MedicalProfile | undefined,
): Omit<NewSupplementCheckResult, "processingTimeMs"> {
  const supplements = [newSupplement, ...existing.filter((supplement) => supplement.id !== newSupplement.id)];
  const { findings, unknownDrugs, unknownConditions } = collectFindings(index, supplements, profile);
  const warnings = warningsFor(findings, supplements, newSupplement.id);
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
      safeToAdd: isSafeToAdd(warnings),
      warnings,
      optimizations,
      alternatives: [],
      unknownDrugs,
      unknownConditions,
      disclaimer: MEDICAL_DISCLAIMER,
    },
  };
}
