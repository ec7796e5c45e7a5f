// Overall risk level (SPEC §4 "Risk level") as a badge with its word, and the result's confidence.
import type { RiskLevel } from "@/lib/interactions/types";
import { cn } from "@/lib/utils/cn";

export const RISK_LABELS: Record<RiskLevel, string> = {
  low: "Low",
  moderate: "Moderate",
  high: "High",
  very_high: "Very high",
};

const RISK_TONE: Record<RiskLevel, string> = {
  low: "bg-brand-50 text-brand-900 ring-brand-300",
  moderate: "bg-amber-50 text-amber-900 ring-amber-300",
  high: "bg-orange-50 text-orange-900 ring-orange-300",
  very_high: "bg-red-50 text-red-900 ring-red-300",
};

export type RiskSummaryProps = {
  level: RiskLevel;
  confidence: number;
  requiresMedicalSupervision: boolean;
};

export function RiskSummary({ level, confidence, requiresMedicalSupervision }: RiskSummaryProps) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <p className="flex flex-wrap items-center gap-2 text-slate-900">
        <span className="font-medium">Overall risk level:</span>
        <span
          data-testid="risk-level"
          className={cn("rounded-full px-3 py-1 text-sm font-bold ring-1", RISK_TONE[level])}
        >
          {RISK_LABELS[level]}
        </span>
      </p>
      <p className="text-sm text-slate-700">
        Confidence: <span className="font-semibold text-slate-900">{Math.round(confidence * 100)}%</span>
        <span className="block text-xs text-slate-600">
          How strong and checked the evidence behind the findings is.
        </span>
      </p>
      {requiresMedicalSupervision ? (
        <p className="text-sm font-medium text-red-800 sm:basis-full">
          Some findings need medical supervision: speak to your GP or pharmacist before taking these.
        </p>
      ) : null}
    </div>
  );
}
