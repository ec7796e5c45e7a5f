// docs/product-rules.md §4 "Risk level", "Warning severity mapping", §9 "Interaction analysis".
import { TIMING_ADVICE } from "@/lib/catalogue/timing";
import type {
  Findings,
  OptimalTiming,
  RiskLevel,
  Severity,
  SupplementCategory,
  WarningSeverity,
} from "./types";

export const ANALYSIS_CACHE_TTL_MS = 300_000;
export const MAX_CRITICAL_WARNINGS = 3;
export const MAX_SUPPLEMENT_RECOMMENDATIONS = 3;
export const MAX_DRUG_TIMING_RECOMMENDATIONS = 2;
export const TIMING_CONFLICT_TEXT = "separate by 2 hours or take with different meals";
export const ENGINE_NOT_INITIALIZED = "Interaction engine not initialized";
export const supplementNotFoundMessage = (id: string) => `Supplement ${id} not found`;
export const UNKNOWN_TO_DATABASE = "not in our database — ask your pharmacist";
export const MEDICAL_DISCLAIMER =
  "This information is for education only and is not medical advice. Supplements are not medicines and " +
  "have not been evaluated by the MHRA. An interaction not listed here may still exist: speak to your GP or " +
  "pharmacist before starting a supplement, especially if you take medicines, are pregnant or breastfeeding, " +
  "or have a health condition. For urgent advice call NHS 111; in an emergency call 999.";

/** §4: beneficial/minor → info; moderate → warning; major → error; contraindicated → critical. */
export function warningSeverityFor(severity: Severity): WarningSeverity {
  switch (severity) {
    case "contraindicated":
      return "critical";
    case "major":
      return "error";
    case "moderate":
      return "warning";
    case "minor":
    case "beneficial":
      return "info";
  }
}

const WARNING_ORDER: Record<WarningSeverity, number> = { critical: 0, error: 1, warning: 2, info: 3 };

export function sortBySeverity<T extends { severity: WarningSeverity }>(warnings: readonly T[]): T[] {
  return [...warnings].sort((a, b) => WARNING_ORDER[a.severity] - WARNING_ORDER[b.severity]);
}

export function isSafeToAdd(
  warnings: readonly { severity: WarningSeverity; canProceed: boolean }[],
): boolean {
  return warnings.every(
    (warning) => warning.severity !== "critical" && warning.severity !== "error" && warning.canProceed,
  );
}

export interface ExtraRiskFindings {
  upperLevels?: readonly { severity: "minor" | "moderate" | "major" }[];
  combined?: readonly { severity: "major" }[];
  standing?: readonly unknown[];
  /** Products whose checked label declares what the person is allergic to. */
  allergens?: readonly unknown[];
}

// Food notes count only when major: they depend on what the person eats, which the check does not know.
function findingLevels(findings: Findings, extras: ExtraRiskFindings): string[] {
  return [
    ...findings.supplementInteractions.map((finding) => finding.record.severity),
    ...findings.drugInteractions.map((finding) => finding.record.severityLevel),
    ...findings.foodInteractions
      .map((finding) => finding.record.severity)
      .filter((level) => level === "major" || level === "contraindicated"),
    ...findings.medicalContraindications.map((finding) => finding.record.contraindicationLevel),
    ...(extras.upperLevels ?? []).map((finding) => finding.severity).filter((level) => level !== "minor"),
    ...(extras.combined ?? []).map((finding) => finding.severity),
    ...(extras.standing ?? []).map(() => "relative"),
    ...(extras.allergens ?? []).map(() => "absolute"),
  ];
}

export function riskLevelFor(findings: Findings, extras: ExtraRiskFindings = {}): RiskLevel {
  const levels = findingLevels(findings, extras).filter((level) => level !== "beneficial");
  const serious = levels.filter(
    (level) => level === "major" || level === "contraindicated" || level === "absolute",
  ).length;
  if (serious > 2) return "very_high";
  if (serious >= 1) return "high";
  if (levels.some((level) => level === "moderate" || level === "relative") || levels.length > 3)
    return "moderate";
  return "low";
}

const RISK_ORDER: readonly RiskLevel[] = ["low", "moderate", "high", "very_high"];

export function riskForCompleteness(risk: RiskLevel, completeness: "complete" | "partial"): RiskLevel {
  if (completeness === "complete") return risk;
  return RISK_ORDER.indexOf(risk) < RISK_ORDER.indexOf("moderate") ? "moderate" : risk;
}

// Our evidence levels run 1 (strongest) to 5, so the score is 6 − level. Departure: null with no findings,
// not the spec's 0.8: nothing recorded is not evidence of safety (docs/product-rules.md §9).
export function confidenceFor(
  records: readonly { evidenceLevel: number; isVerified: boolean }[],
): number | null {
  if (records.length === 0) return null;
  const total = records.reduce(
    (sum, record) => sum + ((6 - record.evidenceLevel) / 5) * 0.8 + (record.isVerified ? 0.2 : 0),
    0,
  );
  return Math.min(1, total / records.length);
}

export function blocksProceeding(
  finding:
    | { kind: "supplement"; severity: Severity }
    | { kind: "drug"; severity: Severity; avoidCombination: boolean }
    | { kind: "medical"; level: "absolute" | "relative" },
): boolean {
  if (finding.kind === "medical") return finding.level === "absolute";
  if (finding.kind === "drug") return finding.avoidCombination || finding.severity === "contraindicated";
  return finding.severity === "contraindicated";
}

export interface TimingRule {
  slot: OptimalTiming;
  priority: "high" | "medium" | "low";
  reasoning: string;
}

// The product's own timing comes first, so the schedule never contradicts its page (docs/reference/interactions.md).
export function timingRuleFor(category: SupplementCategory, optimalTiming: OptimalTiming | null): TimingRule {
  const byCategory = categoryTimingRule(category);
  if (optimalTiming === null) return byCategory;
  const priority =
    optimalTiming === "empty_stomach"
      ? "high"
      : byCategory.slot === optimalTiming
        ? byCategory.priority
        : "medium";
  return { slot: optimalTiming, priority, reasoning: TIMING_ADVICE[optimalTiming] };
}

function categoryTimingRule(category: SupplementCategory): TimingRule {
  if (category === "sleep")
    return { slot: "evening", priority: "high", reasoning: "Sleep supplements are taken in the evening." };
  if (category === "energy")
    return { slot: "morning", priority: "high", reasoning: "Energy supplements are taken in the morning." };
  if (category === "digestive")
    return { slot: "with_food", priority: "medium", reasoning: "Digestive supplements are taken with food." };
  return {
    slot: "morning",
    priority: "low",
    reasoning: "No particular timing: taken in the morning by default.",
  };
}

export function depletionTimeframe(timeCourse: "acute" | "chronic"): "days" | "weeks" {
  return timeCourse === "acute" ? "days" : "weeks";
}
