// The one verdict every surface gives (the checker, the add path, recommendations, the assistant, reports
// and the offline check): for adding a product, what its warnings mean; for a stack, its risk level or
// "not fully checked" — never a low risk for what could not be checked (docs/product-rules.md §4).
import type { AnalysisResult, CheckVerdict, CheckWarning, RiskLevel, StackVerdict } from "./types";

export const RISK_LABELS: Record<RiskLevel, string> = {
  low: "Low",
  moderate: "Moderate",
  high: "High",
  very_high: "Very high",
};

export const NOT_FULLY_CHECKED = "Not fully checked";

/** How each check verdict reads; none of them calls a product safe. */
export const CHECK_VERDICT_LABELS: Record<CheckVerdict, string> = {
  blocked: "Do not take",
  avoid: "Serious: avoid unless your doctor or pharmacist says otherwise",
  caution: "Check first",
  not_fully_checked: NOT_FULLY_CHECKED,
  no_concerns: "No interactions in our records",
};

type VerdictWarning = Pick<CheckWarning, "severity" | "canProceed" | "requiresAcknowledgment">;

/**
 * Blocked when a warning does not let the person proceed; avoid for a critical or serious finding; caution
 * for anything else that asks to be read first; not fully checked when something could not be checked;
 * otherwise no concerns in our records.
 */
export function checkVerdict(
  warnings: readonly VerdictWarning[],
  completeness: "complete" | "partial",
): CheckVerdict {
  if (warnings.some((warning) => !warning.canProceed)) return "blocked";
  if (warnings.some((warning) => warning.severity === "critical" || warning.severity === "error"))
    return "avoid";
  if (completeness === "partial") return "not_fully_checked";
  if (warnings.some((warning) => warning.requiresAcknowledgment)) return "caution";
  return "no_concerns";
}

/** What a recommendation may include: never anything serious or blocked; a caution only with its advice shown. */
export function recommendable(verdict: CheckVerdict): boolean {
  return verdict !== "blocked" && verdict !== "avoid";
}

export function stackVerdict(risk: RiskLevel, completeness: "complete" | "partial"): StackVerdict {
  return completeness === "partial" ? "not_fully_checked" : risk;
}

type VerdictInput = Pick<AnalysisResult, "completeness" | "riskAssessment">;

export function isPartial(result: Pick<AnalysisResult, "completeness">): boolean {
  return result.completeness === "partial";
}

/** For running text: "not fully checked" or "risk level low". */
export function verdictPhrase(result: VerdictInput): string {
  return isPartial(result)
    ? NOT_FULLY_CHECKED.toLowerCase()
    : `risk level ${RISK_LABELS[result.riskAssessment.overallRiskLevel].toLowerCase()}`;
}

/** A partial check still names a high risk among what it could check; a lower one means nothing yet. */
export function checkedRiskWorthShowing(result: VerdictInput): boolean {
  const level = result.riskAssessment.overallRiskLevel;
  return isPartial(result) && (level === "high" || level === "very_high");
}
