// `npm run triage:train` (docs/reference/scripts.md "Benchmarks"): a unit test fails while the weights are out of date.
import { writeFileSync } from "node:fs";
import path from "node:path";

import { trainTriageModel } from "../lib/assistant/triage/train";
import { trainingMessages } from "../tests/triage/sets";

const OUT = path.join(__dirname, "..", "lib", "assistant", "triage", "model-weights.json");

const model = trainTriageModel(trainingMessages());
writeFileSync(OUT, `${JSON.stringify(model)}\n`);
console.log(
  `Wrote ${path.relative(process.cwd(), OUT)}: ${String(Object.keys(model.emergency.weights).length)} emergency and ` +
    `${String(Object.keys(model.family.weights).length)} family features.`,
);
