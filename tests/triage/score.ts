// Scores the triage on a test set: emergencies signposted (by family), ordinary messages left alone.
// Used by tests/unit/assistant/triage-set.test.ts and `npm run bench:assistant`.
import { triage } from "@/lib/assistant/triage";

import { TRIAGE_FAMILIES, type TriageCase, type TriageFamily } from "./schema";

export interface TriageScore {
  emergencies: { passed: number; total: number };
  ordinary: { passed: number; total: number };
  /** Of the emergencies signposted, those whose first answer is for a family the writer named. */
  lead: { passed: number; total: number };
  byFamily: Record<TriageFamily, { passed: number; total: number }>;
  misses: TriageCase[];
  falseAlarms: TriageCase[];
}

/** A case passes when the answer names one of its families, or (ordinary) is no emergency at all. */
export function scoreTriage(cases: readonly TriageCase[]): TriageScore {
  const byFamily = Object.fromEntries(
    TRIAGE_FAMILIES.map((family) => [family, { passed: 0, total: 0 }]),
  ) as TriageScore["byFamily"];
  const score: TriageScore = {
    emergencies: { passed: 0, total: 0 },
    ordinary: { passed: 0, total: 0 },
    lead: { passed: 0, total: 0 },
    byFamily,
    misses: [],
    falseAlarms: [],
  };
  for (const test of cases) {
    const result = triage(test.message, test.earlier ?? []);
    const named = result?.kind === "red_flag" ? result.families : [];
    if (test.families.length === 0) {
      score.ordinary.total += 1;
      if (named.length === 0) score.ordinary.passed += 1;
      else score.falseAlarms.push(test);
      continue;
    }
    const passed = named.some((family) => test.families.includes(family));
    score.emergencies.total += 1;
    if (passed) score.emergencies.passed += 1;
    else score.misses.push(test);
    if (result?.kind === "red_flag") {
      score.lead.total += 1;
      if (test.families.includes(result.flag)) score.lead.passed += 1;
    }
    for (const family of test.families) {
      byFamily[family].total += 1;
      if (passed) byFamily[family].passed += 1;
    }
  }
  return score;
}

export const rate = ({ passed, total }: { passed: number; total: number }) =>
  total === 0 ? 1 : passed / total;
