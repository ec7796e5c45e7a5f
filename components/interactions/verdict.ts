// The headline of an analysis (issue 12 "Nothing unchecked reads as safe"): a check that could not
// cover everything (`completeness: "partial"`) reads "Not fully checked", never a risk word that
// could pass for "safe"; a complete check reads its risk level (docs/product-rules.md "Risk level").
import type { AnalysisResult, RiskLevel } from "@/lib/interactions/types";

export const RISK_LABELS: Record<RiskLevel, string> = {
  low: "Low",
  moderate: "Moderate",
  high: "High",
  very_high: "Very high",
};

export const NOT_FULLY_CHECKED = "Not fully checked";

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
