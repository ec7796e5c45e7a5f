// Ingredients with what the licensed medicine made of them names: psyllium with the conditions and medicines of
// Fybogel's sections 4.3 and 4.4, fish oil with a fish allergy (Omacor 4.4), typed the way people type them; and
// conditions those texts do not name, which must stay quiet.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

const FYBOGEL = {
  title: "Fybogel granules (ispaghula husk): summary of product characteristics, sections 4.3 and 4.4",
  publisher: "RxReasoner (copy of the SmPC the MHRA holds)",
  url: "https://www.rxreasoner.com/monographs/fybogel/precautions",
};

const OMACOR = {
  title: "Omacor (omega-3-acid ethyl esters 90): summary of product characteristics, section 4.4",
  publisher: "RxReasoner (copy of the SmPC held by Ireland's HPRA)",
  url: "https://www.rxreasoner.com/monographs/omacor/precautions",
};

const POTASSIUM_CHLORIDE = {
  title: "Potassium chloride oral: contraindications",
  publisher: "Medscape UK",
  url: "https://www.medscape.co.uk/drug/potassium-chloride-oral-69462-69462",
};

const SWELLS =
  "Fybogel's SmPC lists intestinal obstruction, faecal impaction, and difficulty in swallowing or throat problems as contraindications: the husk swells with water.";

function withCondition(id: string, typed: string, title: string): ScenarioInput {
  return scenario(
    {
      id: `sc-licensed-psyllium-${id}`,
      title,
      conditions: [typed],
      stack: [PRODUCT.psyllium500],
      rationale: SWELLS,
      sources: [FYBOGEL],
    },
    { flags: [flag("psyllium", cond(typed), "major", "contraindicated")] },
  );
}

export const LICENSED_FORMS_SCENARIOS: ScenarioInput[] = [
  withCondition(
    "bowel-obstruction",
    "partial bowel obstruction",
    "Psyllium capsules with a partial bowel obstruction",
  ),
  withCondition("impaction", "faecal impaction", "Psyllium for constipation with faecal impaction"),
  withCondition(
    "dysphagia",
    "dysphagia after a stroke",
    "Psyllium husk capsules with dysphagia after a stroke",
  ),
  withCondition(
    "swallowing",
    "trouble swallowing",
    "Psyllium husk capsules for someone who has trouble swallowing",
  ),
  scenario(
    {
      id: "sc-licensed-psyllium-co-codamol",
      title: "Psyllium husk with co-codamol 30/500 for back pain",
      medicines: ["co-codamol 30/500"],
      stack: [PRODUCT.psyllium500],
      rationale:
        "Fybogel's SmPC says ispaghula should not be used with medicines that slow the gut's movement, such as opioids, and then only under medical supervision, because of the risk of a blockage.",
      sources: [FYBOGEL],
    },
    { flags: [flag("psyllium", med("co-codamol 30/500"), "moderate", "contraindicated")] },
  ),
  scenario(
    {
      id: "sc-licensed-psyllium-ibs-quiet",
      title: "Psyllium husk for irritable bowel syndrome: IBS is what it is used for",
      conditions: ["IBS"],
      stack: [PRODUCT.psyllium500],
      rationale:
        "Fybogel's SmPC names irritable bowel syndrome among its uses, not among its contraindications.",
      sources: [FYBOGEL],
    },
    { noFlags: [noFlag("psyllium", cond("IBS"))] },
  ),
  scenario(
    {
      id: "sc-licensed-fish-oil-fish-allergy",
      title: "Fish oil 1000 mg capsules for someone allergic to fish",
      conditions: ["allergic to fish (hives)"],
      stack: [PRODUCT.fishOil1000],
      rationale:
        "Omacor's SmPC, for a medicine made from fish oil, asks for caution in people with a known sensitivity or allergy to fish.",
      sources: [OMACOR],
    },
    { flags: [flag("omega-3-fish-oil", cond("allergic to fish (hives)"), "moderate", "contraindicated")] },
  ),
  scenario(
    {
      id: "sc-licensed-potassium-high-potassium",
      title: "Potassium citrate capsules when a blood test showed high potassium",
      conditions: ["high potassium on my last blood test"],
      stack: [PRODUCT.potassium99],
      rationale: "Oral potassium chloride lists hyperkalaemia among its contraindications.",
      sources: [POTASSIUM_CHLORIDE],
    },
    { flags: [flag("potassium", cond("high potassium on my last blood test"), "major", "contraindicated")] },
  ),
  {
    id: "sc-licensed-fish-oil-haemophilia-high-dose",
    title: "High-strength fish oil four a day with haemophilia",
    profile: { medicines: [], conditions: ["haemophilia A"] },
    // 4 × 882 mg = 3.5 g of EPA and DHA a day, above Omacor's high dose of 4 capsules (3.36 g).
    stack: [{ product: PRODUCT.fishOilTripleStrength, servingsPerDay: 4 }],
    expect: { flags: [flag("omega-3-fish-oil", cond("haemophilia A"), "minor", "major")] },
    rationale:
      "Omacor's SmPC: its high dose moderately increases bleeding time, and allowance should be made for that in people at high risk of haemorrhage.",
    sources: [OMACOR],
  },
  {
    id: "sc-licensed-fish-oil-haemophilia-usual-dose-quiet",
    title: "One high-strength fish oil capsule a day with von Willebrand disease",
    profile: { medicines: [], conditions: ["von Willebrand disease"] },
    stack: [{ product: PRODUCT.fishOilTripleStrength, servingsPerDay: 1 }],
    expect: { noFlags: [noFlag("omega-3-fish-oil", cond("von Willebrand disease"))] },
    rationale:
      "Omacor's text ties the longer bleeding time to its high dose of 4 capsules; 0.9 g a day is far below it.",
    sources: [OMACOR],
  },
  scenario(
    {
      id: "sc-licensed-fish-oil-nut-allergy-quiet",
      title: "Fish oil capsules with a tree nut allergy",
      conditions: ["tree nut allergy"],
      stack: [PRODUCT.fishOil1000],
      rationale: "The Omacor text names a fish allergy, not other food allergies.",
      sources: [OMACOR],
    },
    { noFlags: [noFlag("omega-3-fish-oil", cond("tree nut allergy"))] },
  ),
];
