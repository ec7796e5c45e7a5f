// Vitamin D a doctor prescribed, typed among medicines the way people say it, with a vitamin D supplement: the
// amounts add up (a licensed colecalciferol SmPC). Typed without saying it is prescribed, it is a supplement to add.
import type { ScenarioInput } from "../schema";
import { flag, med, take } from "./build";
import { PRODUCT } from "./products";

const STRIVIT: ScenarioInput["sources"][number] = {
  title: "Strivit-D3: special warnings and precautions (UK SmPC)",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
};

function prescribed(id: string, typed: string): ScenarioInput {
  return {
    id: `sc-prescribed-vitamin-d-${id}`,
    title: `Solgar vitamin D3 25 µg with "${typed}" among medicines`,
    profile: { medicines: [typed], conditions: [] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: { flags: [flag("vitamin-d3", med(typed), "minor", "moderate")] },
    rationale:
      "Both give vitamin D3, so the amounts add up: a supplement on top of prescribed vitamin D needs the prescriber's agreement.",
    sources: [STRIVIT],
  };
}

export const PRESCRIBED_VITAMIN_D_SCENARIOS: ScenarioInput[] = [
  prescribed("from-gp-weekly", "vitamin D from my GP 20000 units weekly"),
  prescribed("prescribed-by-gp", "vitamin D prescribed by GP"),
  prescribed("loading-dose", "vitamin D loading dose"),
];
