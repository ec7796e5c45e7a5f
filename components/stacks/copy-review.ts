// What must be read before a stack replaces the builder's (issue 12 "Copy to my stack … checks what
// it copies"): from the analysis of the copied stack with the user's health profile, anything not
// fully checked and every blocking or serious finding. Pure.
import { groupFindings, nameLookupFor } from "@/components/interactions/finding-views";
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

/** The items to acknowledge; none means the copy may go ahead at once. */
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
