// `npm run report:scenarios`: the figure the README and docs/benchmarks.md quote; the unit test asserts every scenario.
import { SCENARIOS } from "../tests/scenarios/data";
import { runOnEngine } from "../tests/scenarios/engine-run";
import { isFalseAlarm } from "../tests/scenarios/evaluate";
import { scenarioSchema } from "../tests/scenarios/schema";

const runs = SCENARIOS.map((raw) => {
  const scenario = scenarioSchema.parse(raw);
  return { scenario, problems: runOnEngine(scenario).problems };
});
const wrong = runs.filter((run) => run.problems.length > 0);
const falseAlarms = wrong.filter((run) => run.problems.some(isFalseAlarm));
const apiRunnable = runs.filter((run) => run.scenario.stack.every((item) => "product" in item)).length;

console.log(`UK scenarios: ${runs.length - wrong.length} of ${runs.length} right on the engine`);
console.log(`false alarms: ${falseAlarms.length}`);
console.log(`also run through the API (catalogue products only): ${apiRunnable}`);
for (const run of wrong) console.log(`  ${run.scenario.id}: ${run.problems.join("; ")}`);
process.exitCode = wrong.length > 0 ? 1 : 0;
