// The UK scenario suite (tests/scenarios/data) on the engine with the shipped knowledge base,
// dictionaries and catalogue: every scenario must come out as the cited sources say.
import { SCENARIOS } from "@/tests/scenarios/data";
import { runOnEngine } from "@/tests/scenarios/engine-run";
import { scenarioSchema } from "@/tests/scenarios/schema";

const scenarios = SCENARIOS.map((raw) => scenarioSchema.parse(raw));

describe("UK scenarios on the engine", () => {
  it.each(scenarios.map((scenario) => [scenario.id, scenario] as const))("%s", (_id, scenario) => {
    expect(runOnEngine(scenario).problems).toEqual([]);
  });
});
