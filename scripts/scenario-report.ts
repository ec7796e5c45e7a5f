// `npm run report:scenarios`: the figure the README and docs/benchmarks.md quote; the unit test asserts every scenario.
import { isFalseAlarm } from "../tests/scenarios/evaluate";
import { runAllScenarios, scenarioTallies } from "../tests/scenarios/accuracy";

const runs = runAllScenarios();
const wrong = runs.filter((run) => run.problems.length > 0);
const falseAlarms = wrong.filter((run) => run.problems.some(isFalseAlarm));
const { throughApi } = scenarioTallies(runs);

console.log(`UK scenarios: ${runs.length - wrong.length} of ${runs.length} right on the engine`);
console.log(`false alarms: ${falseAlarms.length}`);
console.log(`also run through the API (products, or ingredients without a product): ${throughApi}`);
for (const run of wrong) console.log(`  ${run.scenario.id}: ${run.problems.join("; ")}`);
process.exitCode = wrong.length > 0 ? 1 : 0;
