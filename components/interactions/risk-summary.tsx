// Anything not checked shows "Not fully checked" in amber, never the green "Low" (./verdict.ts).
import type { AnalysisResult, RiskLevel } from "@/lib/interactions/types";
import { cn } from "@/lib/utils/cn";

import {
  checkedRiskWorthShowing,
  isPartial,
  NOT_FULLY_CHECKED,
  RISK_LABELS,
} from "@/lib/interactions/verdict";

const RISK_TONE: Record<RiskLevel, string> = {
  low: "bg-brand-50 text-brand-900 ring-brand-300",
  moderate: "bg-amber-50 text-amber-900 ring-amber-300",
  high: "bg-orange-50 text-orange-900 ring-orange-300",
  very_high: "bg-red-50 text-red-900 ring-red-300",
};

const PARTIAL_TONE = "bg-amber-100 text-amber-950 ring-amber-500";

const badgeClass = "rounded-full px-3 py-1 text-sm font-bold ring-1";

export type RiskSummaryProps = {
  result: Pick<AnalysisResult, "completeness" | "riskAssessment" | "confidence">;
};

function PartialHeadline({ result }: RiskSummaryProps) {
  const level = result.riskAssessment.overallRiskLevel;
  return (
    <div className="space-y-2 sm:basis-full">
      <p className="flex flex-wrap items-center gap-2 text-slate-900">
        <span className="font-medium">Result:</span>
        <span data-testid="risk-level" className={cn(badgeClass, PARTIAL_TONE)}>
          {NOT_FULLY_CHECKED}
        </span>
      </p>
      <p className="text-sm text-amber-950">
        Something could not be checked (listed below), so this result does not cover everything you take. Ask
        your pharmacist about what we could not check.
      </p>
      {checkedRiskWorthShowing(result) ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
          <span className="font-medium">Risk among what we could check:</span>
          <span data-testid="checked-risk-level" className={cn(badgeClass, RISK_TONE[level])}>
            {RISK_LABELS[level]}
          </span>
        </p>
      ) : null}
    </div>
  );
}

// Confidence per docs/product-rules.md §9 "Interaction analysis": unverified findings at evidence levels 1–2 score
// 0.64 or more, level 3 scores 0.48, levels 4–5 score 0.32 or less.
function evidenceStrength(confidence: number): "Strong" | "Moderate" | "Limited" {
  if (confidence >= 0.64) return "Strong";
  if (confidence >= 0.4) return "Moderate";
  return "Limited";
}

export function RiskSummary({ result }: RiskSummaryProps) {
  const level = result.riskAssessment.overallRiskLevel;
  const partial = isPartial(result);
  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-lg border bg-white p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between",
        partial ? "border-2 border-amber-400" : "border-slate-200",
      )}
    >
      {partial ? (
        <PartialHeadline result={result} />
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-slate-900">
          <span className="font-medium">Overall risk level:</span>
          <span data-testid="risk-level" className={cn(badgeClass, RISK_TONE[level])}>
            {RISK_LABELS[level]}
          </span>
        </p>
      )}
      {result.confidence === null ? (
        <p className="text-sm text-slate-700">
          Nothing in our records to grade: that is not evidence that this combination is safe.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Strength of evidence:{" "}
          <span className="font-semibold text-slate-900">{evidenceStrength(result.confidence)}</span>{" "}
          <span className="text-slate-600">(confidence {Math.round(result.confidence * 100)}%)</span>
          <span className="block text-xs text-slate-600">
            How well studied the findings are, not how risky they are: a caution resting on limited evidence
            still deserves care.
          </span>
        </p>
      )}
      {result.riskAssessment.requiresMedicalSupervision ? (
        <p className="text-sm font-medium text-red-800 sm:basis-full">
          Some findings need medical supervision: speak to your GP or pharmacist before taking these.
        </p>
      ) : null}
    </div>
  );
}
