// Products added from a label read for the shipped data: the herb's records reach the product a person buys.
import type { ScenarioInput } from "../schema";
import { flag, med, take } from "./build";
import { PRODUCT } from "./products";

const PASSIFLORA_SMPC = {
  title: "PASSIFLORA Herb Capsules: summary of product characteristics",
  publisher: "Medine.co.uk",
  url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
};

export const SOURCED_PRODUCT_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-sourced-passionflower-lorazepam",
    title: "Takes lorazepam and buys passion flower tablets for stress",
    profile: { medicines: ["lorazepam"], conditions: [] },
    stack: [take(PRODUCT.passionflower)],
    expect: { flags: [flag("passionflower", med("lorazepam"), "minor", "major")] },
    rationale:
      "The UK product information of a registered passion flower medicine (section 4.5) says use with synthetic sedatives such as benzodiazepines is not recommended unless a doctor advises it.",
    sources: [PASSIFLORA_SMPC],
  },
];
