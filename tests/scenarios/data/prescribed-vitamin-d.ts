// Vitamin D a doctor prescribed, typed among medicines the way people say it, with a vitamin D supplement: the
// amounts add up (a licensed colecalciferol SmPC). Typed without saying it is prescribed, it is a supplement to add.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take, upperLevel } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

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

// The dose typed with it is the one counted: above 100 micrograms a day with the supplement, the NHS says too much.
function typedDose(id: string, typed: string, above: boolean): ScenarioInput {
  return {
    id: `sc-prescribed-vitamin-d-dose-${id}`,
    title: `Solgar vitamin D3 25 µg with "${typed}": the typed dose counts`,
    profile: { medicines: [typed], conditions: [] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: above
      ? { flags: [flag("vitamin-d3", upperLevel, "moderate", "major")], duplicated: ["vitamin-d3"] }
      : { noFlags: [noFlag("vitamin-d3", upperLevel)], duplicated: ["vitamin-d3"] },
    rationale: above
      ? "The prescribed dose as typed and the 25 µg supplement together pass 100 micrograms (4,000 IU) a day."
      : "The prescribed dose as typed and the 25 µg supplement together stay within 100 micrograms (4,000 IU) a day.",
    sources: [REF.nhsVitaminD, STRIVIT],
  };
}

export const PRESCRIBED_VITAMIN_D_SCENARIOS: ScenarioInput[] = [
  typedDose("3200-daily", "Fultium D3 3200 IU daily", true),
  typedDose("40000-weekly", "colecalciferol 40,000 units once a week", true),
  typedDose("1000-daily", "vitamin D from my GP 1000 units a day", false),
  typedDose("20000-monthly", "colecalciferol 20000 IU every month", false),
  prescribed("from-gp-weekly", "vitamin D from my GP 20000 units weekly"),
  prescribed("prescribed-by-gp", "vitamin D prescribed by GP"),
  prescribed("loading-dose", "vitamin D loading dose"),
];
