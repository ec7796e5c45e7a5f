// New-supplement check results (POST /api/stacks/check) for the guarded add path's tests (test data).
import { MEDICAL_DISCLAIMER } from "@/lib/interactions/rules";
import { checkVerdict } from "@/lib/interactions/verdict";
import type { CheckWarning, NewSupplementCheckResult } from "@/lib/interactions/types";

export function checkResult(
  newSupplementId: string,
  results: Partial<NewSupplementCheckResult["results"]> = {},
): NewSupplementCheckResult {
  return {
    newSupplementId,
    existingSupplementIds: [],
    results: {
      safeToAdd: true,
      warnings: [],
      optimizations: [],
      alternatives: [],
      unknownDrugs: [],
      unknownConditions: [],
      completeness: "complete",
      notChecked: [],
      blockingIngredients: [],
      alternativeProducts: [],
      standingCautions: [],
      noRecords: [],
      disclaimer: MEDICAL_DISCLAIMER,
      ...results,
      verdict: results.verdict ?? checkVerdict(results.warnings ?? [], results.completeness ?? "complete"),
    },
    processingTimeMs: 3,
  };
}

export const CAUTION: CheckWarning = {
  type: "supplement",
  severity: "warning",
  title: "Calcium and Iron (Calcium Plus with Iron Tablets)",
  description: "Less iron is absorbed.",
  recommendation: "Take them at different times of day.",
  canProceed: true,
  requiresAcknowledgment: true,
};

export const NOT_CHECKED: CheckWarning = {
  type: "drug",
  severity: "warning",
  title: "Not fully checked: warfrin",
  description: "“warfrin” is not in our list of UK medicines, so it was not checked. Did you mean Warfarin?",
  recommendation: "Ask your pharmacist whether this is safe with your other medicines and supplements.",
  canProceed: true,
  requiresAcknowledgment: true,
};

export const BLOCKING: CheckWarning = {
  type: "drug",
  severity: "critical",
  title: "LowMood Relief with warfarin",
  description: "St John's wort makes warfarin work less well.",
  recommendation: "Do not take St John's wort with warfarin.",
  canProceed: false,
  requiresAcknowledgment: true,
};

export const SYNERGY: CheckWarning = {
  type: "supplement",
  severity: "info",
  title: "Calcium and Vitamin D3",
  description: "Vitamin D helps calcium absorption.",
  recommendation: "They work well together.",
  canProceed: true,
  requiresAcknowledgment: false,
};
