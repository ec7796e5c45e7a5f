// Ginseng with coumarin anticoagulants, from the UK Ginsana SmPC, and a medicine it does not name. Agnus castus
// has no catalogue product, so its UK leaflet is measured by no product scenario here.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

const GINSANA = {
  title: "Ginsana capsules (Panax ginseng extract G115): summary of product characteristics, section 4.4",
  publisher: "UK SmPC, reproduced by medine.co.uk",
  url: "https://medine.co.uk/ginsana/summary",
} satisfies ScenarioInput["sources"][number];

const COUMARINS =
  "The Ginsana SmPC says people taking warfarin or other coumarin anticoagulants need closer INR monitoring when they start or stop a ginseng product.";

export const HERBS_A_SCENARIOS: ScenarioInput[] = [
  scenario(
    {
      id: "sc-herbs-a-acenocoumarol-ginseng",
      title: "Acenocoumarol for atrial fibrillation, starting Panax ginseng",
      medicines: ["acenocoumarol 1mg"],
      stack: [PRODUCT.ginseng],
      rationale: `${COUMARINS} Acenocoumarol is a coumarin anticoagulant like warfarin.`,
      sources: [GINSANA],
    },
    { flags: [flag("ginseng", med("acenocoumarol 1mg"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herbs-a-sinthrome-ginseng",
      title: "Sinthrome (acenocoumarol) with a ginseng supplement",
      medicines: ["Sinthrome"],
      stack: [PRODUCT.ginseng],
      rationale: `${COUMARINS} Sinthrome is a brand of acenocoumarol.`,
      sources: [GINSANA],
    },
    { flags: [flag("ginseng", med("Sinthrome"), "minor", "major")] },
  ),
  // The SmPC's warning is for coumarins only; a proton pump inhibitor is named nowhere in it.
  scenario(
    {
      id: "sc-herbs-a-lansoprazole-ginseng-no-alarm",
      title: "Lansoprazole for reflux with a ginseng supplement",
      medicines: ["lansoprazole 30mg"],
      stack: [PRODUCT.ginseng],
      rationale:
        "The Ginsana SmPC names coumarin anticoagulants in its warnings and no acid-reducing medicine; nothing should be flagged between ginseng and lansoprazole.",
      sources: [GINSANA],
    },
    { noFlags: [noFlag("ginseng", med("lansoprazole 30mg"))] },
  ),
];
