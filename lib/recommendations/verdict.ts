import type { NewSupplementCheckResult } from "@/lib/interactions/types";
import { CHECK_VERDICT_LABELS, recommendable } from "@/lib/interactions/verdict";

import type { SafetyVerdict } from "./select";

export function verdictOf(check: NewSupplementCheckResult, upperLevelExceeded: string[]): SafetyVerdict {
  const { verdict, warnings } = check.results;
  if (!recommendable(verdict)) {
    const serious =
      warnings.find((warning) => !warning.canProceed) ??
      warnings.find((warning) => warning.severity === "critical" || warning.severity === "error");
    const why = serious ? `${serious.title}: ${serious.recommendation}` : CHECK_VERDICT_LABELS[verdict];
    return { ok: false, why: `${CHECK_VERDICT_LABELS[verdict]}. ${why}` };
  }
  if (upperLevelExceeded.length > 0) {
    return {
      ok: false,
      why: `Would take the daily total above the UK upper level: ${upperLevelExceeded.join(", ")}.`,
    };
  }
  const cautions = warnings
    .filter((warning) => warning.requiresAcknowledgment)
    .map((warning) => ({ title: warning.title, advice: warning.recommendation }));
  return { ok: true, cautions };
}
