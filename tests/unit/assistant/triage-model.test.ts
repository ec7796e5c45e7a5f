/** @jest-environment node */
// The triage's learned reader (lib/assistant/triage/model.ts): the shipped weights are what the sets in
// tests/triage/ train (run `npm run triage:train` after changing a set), its reading only adds to what
// the rules found, and below its threshold it says nothing.
import { triage } from "@/lib/assistant/triage";
import {
  emergencyProbability,
  EMERGENCY_THRESHOLD,
  modelFamilies,
  modelFeatures,
  type TriageModelWeights,
} from "@/lib/assistant/triage/model";
import shipped from "@/lib/assistant/triage/model-weights.json";
import { trainTriageModel } from "@/lib/assistant/triage/train";
import { TRIAGE_FAMILIES } from "@/lib/assistant/triage/families";
import { trainingMessages } from "@/tests/triage/sets";

it("ships the weights the triage sets train", () => {
  const trained = trainTriageModel(trainingMessages());
  expect(trained).toEqual(shipped);
});

/** A model that knows one word, "zzalarm", as an emergency of one family. */
function oneWordModel(family: (typeof TRIAGE_FAMILIES)[number], second?: (typeof TRIAGE_FAMILIES)[number]) {
  const index = TRIAGE_FAMILIES.indexOf(family);
  const row: [number, number][] = [[index, 4]];
  if (second) row.push([TRIAGE_FAMILIES.indexOf(second), 3.5]);
  const model: TriageModelWeights = {
    emergency: { bias: -6, weights: { zzalarm: 12 } },
    family: { bias: TRIAGE_FAMILIES.map(() => 0), weights: { zzalarm: row } },
  };
  return model;
}

describe("modelFamilies", () => {
  it("names nothing below the threshold, and the likeliest family above it", () => {
    const model = oneWordModel("stroke");
    expect(emergencyProbability(modelFeatures("all fine here"), model)).toBeLessThan(EMERGENCY_THRESHOLD);
    expect(modelFamilies("all fine here", [], model)).toEqual([]);
    expect(modelFamilies("zzalarm", [], model)).toEqual(["stroke"]);
  });

  it("names a second family when it is nearly as likely", () => {
    expect(modelFamilies("zzalarm", [], oneWordModel("stroke", "collapse"))).toEqual(["stroke", "collapse"]);
  });

  it("reads the earlier turns with the message", () => {
    const model = oneWordModel("sepsis");
    expect(modelFamilies("its getting worse", [], model)).toEqual([]);
    expect(modelFamilies("its getting worse", ["zzalarm"], model)).toEqual(["sepsis"]);
  });
});

describe("the triage with its learned reader", () => {
  it("keeps what the rules found first", () => {
    const result = triage("I took 20 paracetamol about 3 hours ago but I feel fine now");
    expect(result).toMatchObject({ kind: "red_flag", flag: "overdose" });
  });

  it("leaves ordinary supplement questions alone", () => {
    for (const message of [
      "which magnesium is best for sleep",
      "is vitamin d ok with my levothyroxine",
      "these prices are killing me, any cheaper omega 3",
    ])
      expect(triage(message)?.kind).not.toBe("red_flag");
  });
});
