import type { AnalysisResult, CheckVerdict, CheckWarning, RiskLevel, StackVerdict } from "./types";

export const RISK_LABELS: Record<RiskLevel, string> = {
  low: "Low",
  moderate: "Moderate",
  high: "High",
  very_high: "Very high",
};

export const NOT_FULLY_CHECKED = "Not fully checked";

/** None of them calls a product safe. */
export const CHECK_VERDICT_LABELS: Record<CheckVerdict, string> = {
  blocked: "Do not take",
  avoid: "Serious: avoid unless your doctor or pharmacist says otherwise",
  caution: "Check first",
  not_fully_checked: NOT_FULLY_CHECKED,
  no_concerns: "No interactions in our records",
};

type VerdictWarning = Pick<CheckWarning, "severity" | "canProceed" | "requiresAcknowledgment">;

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
