// Sensitivity and specificity of the engine on the scenario set, overall and per kind of finding.
// The kind comes from what each expected flag links the ingredient to, so it is read off the data.
import type { FindingKind, Tally } from "@/lib/accuracy/schema";
import { FINDING_KINDS } from "@/lib/accuracy/schema";

import { SCENARIOS } from "./data";
import { runOnEngine, type EngineRun } from "./engine-run";
import { judgeFlags } from "./evaluate";
import { runsThroughApi } from "./ingredient-run";
import { scenarioSchema, type Scenario } from "./schema";

type Counterpart = Scenario["expect"]["flags"][number]["with"];

export function kindOf(counterpart: Counterpart): FindingKind {
  if ("medicine" in counterpart) return "supplement-medicine";
  if ("ingredient" in counterpart) return "supplement-supplement";
  if ("condition" in counterpart) return "condition";
  if ("food" in counterpart) return "food";
  return "dose";
}

export interface ScenarioRun extends EngineRun {
  scenario: Scenario;
}

/** Every scenario of the suite, run on the engine. */
export function runAllScenarios(): ScenarioRun[] {
  return SCENARIOS.map((raw) => {
    const scenario = scenarioSchema.parse(raw);
    return { scenario, ...runOnEngine(scenario) };
  });
}

const emptyTally = (): Tally => ({
  positives: 0,
  truePositives: 0,
  wrongSeverity: 0,
  negatives: 0,
  falseAlarms: 0,
});

export function scenarioTallies(runs: readonly ScenarioRun[]) {
  const overall = emptyTally();
  const byKind = new Map<FindingKind, Tally>(FINDING_KINDS.map((kind) => [kind.value, emptyTally()]));
  const add = (kind: FindingKind, field: keyof Tally) => {
    overall[field] += 1;
    const tally = byKind.get(kind);
    if (tally) tally[field] += 1;
  };
  for (const run of runs) {
    const { flags, noFlags } = judgeFlags(run.scenario.expect, run.analysis);
    for (const { flag, worst, right } of flags) {
      const kind = kindOf(flag.with);
      add(kind, "positives");
      if (right) add(kind, "truePositives");
      else if (worst !== undefined) add(kind, "wrongSeverity");
    }
    for (const { link, alarm } of noFlags) {
      const kind = kindOf(link.with);
      add(kind, "negatives");
      if (alarm !== undefined) add(kind, "falseAlarms");
    }
  }
  return {
    total: runs.length,
    right: runs.filter((run) => run.problems.length === 0).length,
    throughApi: runs.filter((run) => runsThroughApi(run.scenario)).length,
    overall,
    byKind: FINDING_KINDS.map((kind) => ({ kind: kind.value, ...(byKind.get(kind.value) ?? emptyTally()) })),
  };
}
