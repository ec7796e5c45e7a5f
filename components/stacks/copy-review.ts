// From the copied stack's analysis with the user's health profile: anything not fully checked, blocking or serious.
import { groupFindings, nameLookupFor } from "@/components/interactions/finding-views";
import { allergenWording } from "@/lib/interactions/allergens";
import type { AnalysisResult, NotChecked } from "@/lib/interactions/types";

export interface CopyReviewItem {
  severity: "critical" | "error" | "warning";
  label: string;
  text: string;
}

const KIND_LABELS: Record<NotChecked["kind"], string> = {
  medicine: "Medicine",
  condition: "Condition",
  product: "Product",
};

export function copyReviewItems(analysis: AnalysisResult): CopyReviewItem[] {
  const serious = groupFindings(analysis, nameLookupFor(analysis))
    .filter((group) => group.severity === "critical" || group.severity === "error")
    .flatMap((group) =>
      group.findings.map((finding) => ({
        severity: group.severity === "critical" ? ("critical" as const) : ("error" as const),
        label: group.label,
        text: finding.title,
      })),
    );
  return [
    ...analysis.allergenFindings.map((finding) => ({
      severity: "critical" as const,
      label: "Do not take",
      text: allergenWording(finding).title,
    })),
    ...analysis.combinedWarnings.map((warning) => ({
      severity: "error" as const,
      label: "Serious",
      text: warning.title,
    })),
    ...serious,
    ...analysis.upperLevelFindings
      .filter((finding) => finding.severity === "major")
      .map((finding) => ({
        severity: "error" as const,
        label: "Serious",
        text: `${finding.ingredientName} above the UK upper level`,
      })),
    ...analysis.notChecked.map((item) => ({
      severity: "warning" as const,
      label: "Not fully checked",
      text: `${KIND_LABELS[item.kind]}: ${item.name} — ${item.reason}`,
    })),
  ];
}
