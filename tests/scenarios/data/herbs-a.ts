// Ginseng with coumarin anticoagulants, from the UK Ginsana SmPC, and a medicine it does not name; milk thistle in
// pregnancy and breastfeeding, from UK leaflets. Agnus castus has no catalogue product, so no product scenario here.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

const GINSANA = {
  title: "Ginsana capsules (Panax ginseng extract G115): summary of product characteristics, section 4.4",
  publisher: "UK SmPC, reproduced by medine.co.uk",
  url: "https://medine.co.uk/ginsana/summary",
} satisfies ScenarioInput["sources"][number];

const LAMBERTS_MILK_THISTLE = {
  title: "Lamberts Milk Thistle Tablets (THR 34425/0008): patient information leaflet, section 2",
  publisher: "UK patient leaflet, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/natures-best-milk-thistle-tablets",
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
  scenario(
    {
      id: "sc-herbs-a-pregnant-milk-thistle",
      title: "Pregnant and thinking of taking milk thistle for indigestion",
      conditions: ["pregnant"],
      stack: [PRODUCT.milkThistle],
      rationale:
        "The UK leaflet of a registered milk thistle product lists being pregnant or breastfeeding among the reasons not to take it.",
      sources: [LAMBERTS_MILK_THISTLE],
    },
    { flags: [flag("milk-thistle", cond("pregnant"), "moderate")] },
  ),
  scenario(
    {
      id: "sc-herbs-a-breastfeeding-milk-thistle",
      title: "Breastfeeding and taking milk thistle",
      conditions: ["breastfeeding"],
      stack: [PRODUCT.milkThistle],
      rationale:
        "The UK leaflet of a registered milk thistle product lists being pregnant or breastfeeding among the reasons not to take it.",
      sources: [LAMBERTS_MILK_THISTLE],
    },
    { flags: [flag("milk-thistle", cond("breastfeeding"), "moderate")] },
  ),
  // The leaflet names no blood pressure condition; nothing should be flagged for it.
  scenario(
    {
      id: "sc-herbs-a-high-blood-pressure-milk-thistle-no-alarm",
      title: "High blood pressure and taking milk thistle",
      conditions: ["high blood pressure"],
      stack: [PRODUCT.milkThistle],
      rationale:
        "The milk thistle leaflet lists pregnancy, breastfeeding, daisy-family allergy and age under 18 as reasons not to take it and active liver disease as a reason to ask first; high blood pressure is not among them.",
      sources: [LAMBERTS_MILK_THISTLE],
    },
    { noFlags: [noFlag("milk-thistle", cond("high blood pressure"))] },
  ),
];
