import { allergenWording } from "./allergens";
import { groupInSentence } from "./class-names";
import { blocksProceeding, sortBySeverity, warningSeverityFor } from "./rules";
import type {
  AllergenFinding,
  CheckWarning,
  CombinedWarning,
  EngineSupplement,
  Findings,
  NotChecked,
  StandingCautionFinding,
  UpperLevelFinding,
  WarningSeverity,
} from "./types";

function productName(supplements: readonly EngineSupplement[], id: string): string {
  return supplements.find((supplement) => supplement.id === id)?.name ?? id;
}

function ingredientName(supplements: readonly EngineSupplement[], slug: string): string {
  for (const supplement of supplements) {
    const found = supplement.ingredients.find((ingredient) => ingredient.slug === slug);
    if (found) return found.name;
  }
  return slug;
}

function pairWarnings(findings: Findings, supplements: readonly EngineSupplement[], involving?: string) {
  return findings.supplementInteractions
    .filter(
      (finding) => !involving || finding.supplementAId === involving || finding.supplementBId === involving,
    )
    .map(({ record, supplementAId, supplementBId }): CheckWarning => {
      const severity = warningSeverityFor(record.severity);
      const a = ingredientName(supplements, record.ingredientA);
      const b = ingredientName(supplements, record.ingredientB);
      return {
        type: "supplement",
        severity,
        title: `${a} and ${b} (${productName(supplements, supplementAId)} with ${productName(supplements, supplementBId)})`,
        description: `${record.clinicalEffect} ${record.mechanism}`,
        recommendation: record.recommendation,
        canProceed: !blocksProceeding({ kind: "supplement", severity: record.severity }),
        requiresAcknowledgment: severity !== "info",
      };
    });
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function drugWarnings(findings: Findings, supplements: readonly EngineSupplement[], involving?: string) {
  return findings.drugInteractions
    .filter((finding) => !involving || finding.supplementId === involving)
    .map(({ record, supplementId, drugName, someOf }): CheckWarning => {
      const severity = warningSeverityFor(record.severityLevel);
      const reached = someOf
        ? `some ${groupInSentence(someOf.group)}: ${someOf.members.slice(0, 3).join(", ")}`
        : record.targetClass
          ? record.drugName
          : record.genericName;
      return {
        type: "drug",
        severity,
        title: `${productName(supplements, supplementId)} with ${drugName}${sameName(drugName, reached) ? "" : ` (${reached})`}`,
        description: `${record.expectedEffect} ${record.mechanism}`,
        recommendation: record.recommendation,
        canProceed: !blocksProceeding({
          kind: "drug",
          severity: record.severityLevel,
          avoidCombination: record.avoidCombination,
        }),
        requiresAcknowledgment: severity !== "info",
      };
    });
}

function conditionWarnings(findings: Findings, supplements: readonly EngineSupplement[], involving?: string) {
  return findings.medicalContraindications
    .filter((finding) => !involving || finding.supplementId === involving)
    .map(({ record, supplementId, condition, narrower }): CheckWarning => {
      const severity: WarningSeverity = record.contraindicationLevel === "absolute" ? "critical" : "warning";
      const entered = narrower ? ` (if your “${condition}” is this)` : "";
      return {
        type: "medical",
        severity,
        title: `${productName(supplements, supplementId)} and ${record.conditionName}${entered}`,
        description: record.reason,
        recommendation: record.advice,
        canProceed: !blocksProceeding({ kind: "medical", level: record.contraindicationLevel }),
        requiresAcknowledgment: true,
      };
    });
}

// An excess never blocks: it asks to take less.
function upperLevelWarnings(upperLevels: readonly UpperLevelFinding[]): CheckWarning[] {
  return upperLevels.map((finding) =>
    finding.severity === "minor"
      ? {
          type: "supplement",
          severity: "info",
          title: `${finding.ingredientName} above the NHS guidance level`,
          description: finding.message,
          recommendation: "There is no need to take more than the guidance level.",
          canProceed: true,
          requiresAcknowledgment: false,
        }
      : {
          type: "supplement",
          severity: finding.severity === "major" ? "error" : "warning",
          title: `${finding.ingredientName} above the UK upper level`,
          description: finding.message,
          recommendation:
            "Lower the servings or choose products so the daily total stays within the upper level.",
          canProceed: true,
          requiresAcknowledgment: true,
        },
  );
}

function standingCautionWarnings(
  cautions: readonly StandingCautionFinding[],
  supplements: readonly EngineSupplement[],
  involving?: string,
): CheckWarning[] {
  return supplements
    .filter((supplement) => !involving || supplement.id === involving)
    .flatMap((supplement) =>
      cautions.map((caution): CheckWarning => ({
        type: "medical",
        severity: "warning",
        title: `${supplement.name} while ${caution.because.toLowerCase()} (you entered “${caution.typed}”)`,
        description: caution.advice,
        recommendation: caution.advice,
        canProceed: true,
        requiresAcknowledgment: true,
      })),
    );
}

function combinedWarnings(combined: readonly CombinedWarning[], involving?: string): CheckWarning[] {
  return combined
    .filter((warning) => !involving || warning.supplementIds.includes(involving))
    .map((warning) => ({
      type: "drug",
      severity: "error",
      title: warning.title,
      description: warning.description,
      recommendation: warning.recommendation,
      canProceed: true,
      requiresAcknowledgment: true,
    }));
}

// What a checked label says a product contains is not a risk to weigh: the person must not take it.
function allergenWarnings(findings: readonly AllergenFinding[], involving?: string): CheckWarning[] {
  return findings
    .filter((finding) => !involving || finding.supplementId === involving)
    .map((finding) => ({
      type: "medical",
      severity: "critical",
      ...allergenWording(finding),
      canProceed: false,
      requiresAcknowledgment: true,
    }));
}

/** What could not be checked, named, so nobody mistakes "not checked" for "safe". */
function notCheckedWarnings(notChecked: readonly NotChecked[]): CheckWarning[] {
  return notChecked.map((item) => ({
    type: item.kind === "medicine" ? "drug" : item.kind === "condition" ? "medical" : "supplement",
    severity: "warning",
    title: `Not fully checked: ${item.name}`,
    description:
      item.reason + (item.suggestions.length > 0 ? ` Did you mean ${item.suggestions.join(" or ")}?` : ""),
    recommendation: "Ask your pharmacist whether this is safe with your other medicines and supplements.",
    canProceed: true,
    requiresAcknowledgment: true,
  }));
}

export interface WarningInput {
  findings: Findings;
  upperLevels: readonly UpperLevelFinding[];
  combined: readonly CombinedWarning[];
  notChecked: readonly NotChecked[];
  standing?: readonly StandingCautionFinding[];
  allergens?: readonly AllergenFinding[];
}

export function warningsFor(
  input: WarningInput,
  supplements: readonly EngineSupplement[],
  involving?: string,
): CheckWarning[] {
  return sortBySeverity([
    ...pairWarnings(input.findings, supplements, involving),
    ...drugWarnings(input.findings, supplements, involving),
    ...conditionWarnings(input.findings, supplements, involving),
    ...combinedWarnings(input.combined, involving),
    ...upperLevelWarnings(input.upperLevels),
    ...standingCautionWarnings(input.standing ?? [], supplements, involving),
    ...allergenWarnings(input.allergens ?? [], involving),
    ...notCheckedWarnings(input.notChecked),
  ]);
}
