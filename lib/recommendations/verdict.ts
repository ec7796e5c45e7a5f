// What the interaction engine's answer means for a recommendation (docs/reference/recommendations.md "Safety").
import type { NewSupplementCheckResult } from "@/lib/interactions/types";

import type { SafetyVerdict } from "./select";

/**
 * Not recommended: anything the engine blocks, anything it flags critical or major (error), or any
 * daily total above a UK upper level. Other warnings stay with the item as cautions.
 */
export function verdictOf(check: NewSupplementCheckResult, upperLevelExceeded: string[]): SafetyVerdict {
  const serious = check.results.warnings.find(
    (warning) => !warning.canProceed || warning.severity === "critical" || warning.severity === "error",
  );
  if (serious) return { ok: false, why: `${serious.title}: ${serious.description}` };
  if (upperLevelExceeded.length > 0) {
    return {
      ok: false,
      why: `Would take the daily total above the UK upper level: ${upperLevelExceeded.join(", ")}.`,
    };
  }
  return { ok: true, cautions: check.results.warnings.map((warning) => warning.title) };
}
