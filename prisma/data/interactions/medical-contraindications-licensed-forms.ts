// Condition records each checked against its text: from licensed medicines made of the ingredient (psyllium as
// ispaghula, which swells and can block a narrowed or slow gut or the throat; fish oil as omega-3 ethyl esters;
// potassium chloride), and from the GB claims register's conditions of use (the choking warning for glucomannan
// and guar gum).
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { OMACOR_REFERENCES, REF_LICENSED_FORMS } from "./references-licensed-forms";

interface Contraindication {
  condition: string;
  conditionName: string;
  conditionSynonyms: string[];
  advice: string;
  why: string;
}

function psylliumContraindicated(entry: Contraindication): MedicalContraindicationInput {
  return {
    id: `mc-psyllium-${entry.condition}`,
    ingredient: "psyllium",
    condition: entry.condition,
    conditionName: entry.conditionName,
    conditionSynonyms: entry.conditionSynonyms,
    contraindicationLevel: "absolute",
    reason: `${entry.advice.replace(/\.$/, "")}: ${entry.why}`,
    advice: entry.advice,
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_LICENSED_FORMS.fybogelSmpcSections43And44, REF.fybogelSmpc],
    isVerified: true,
  };
}

// Caution, not "do not": the Omacor text asks for care with a fish allergy, as fish protein may remain in the oil.
const FISH_OIL_WITH_FISH_ALLERGY: MedicalContraindicationInput = {
  id: "mc-omega-3-fish-oil-fish-allergy",
  ingredient: "omega-3-fish-oil",
  condition: "fish-allergy",
  conditionName: "Fish allergy",
  conditionSynonyms: ["allergic to fish", "allergy to fish"],
  contraindicationLevel: "relative",
  reason:
    "Ask your doctor or an allergy specialist before taking fish oil if you are allergic to fish: the product information of Omacor, a medicine made from fish oil, says to use it with caution in people with a known sensitivity or allergy to fish.",
  advice:
    "Ask your doctor or an allergy specialist before taking fish oil if you are allergic to fish, and stop it if you get any sign of an allergic reaction.",
  medicalSupervisionRequired: true,
  dosageModification: null,
  alternativeRecommendations: [],
  evidenceLevel: 1,
  references: [REF_LICENSED_FORMS.omacorSmpcSection44],
  isVerified: true,
};

// Omacor's text asks to allow for the longer bleeding time of its high dose in people at high risk of bleeding.
const FISH_OIL_WITH_BLEEDING_DISORDER: MedicalContraindicationInput = {
  id: "mc-omega-3-fish-oil-bleeding-disorder",
  ingredient: "omega-3-fish-oil",
  condition: "bleeding-disorder",
  conditionName: "Bleeding disorder",
  conditionSynonyms: ["bleeding disorder", "bleed easily"],
  contraindicationLevel: "relative",
  reason:
    "Ask your doctor or haemophilia centre before taking a high dose of fish oil (about 3.4 g of EPA and DHA a day or more) if you have a bleeding disorder: the product information of Omacor, a medicine made from fish oil, says its high dose moderately lengthens bleeding time and asks for allowance to be made for that in people at high risk of bleeding.",
  advice:
    "Ask your doctor or haemophilia centre before taking 3.4 g or more of EPA and DHA a day if you have a bleeding disorder.",
  medicalSupervisionRequired: true,
  dosageModification: "Below about 3.4 g of EPA and DHA a day the text raises no concern.",
  alternativeRecommendations: [],
  evidenceLevel: 1,
  references: OMACOR_REFERENCES,
  isVerified: true,
  appliesWhen: {
    ingredient: "omega-3-fish-oil",
    minDailyAmount: { amount: 3.36, unit: "g" },
    rationale:
      "Omacor's SmPC ties the longer bleeding time to its high dose of 4 capsules, each holding 460 mg EPA and 380 mg DHA (3.36 g a day).",
  },
};

// The claims register makes a choking warning a condition of using these fibres' claims: a caution, as the law words it.
function chokingWarning(ingredient: string, name: string): MedicalContraindicationInput {
  return {
    id: `mc-${ingredient}-swallowing-difficulty`,
    ingredient,
    condition: "swallowing-difficulty",
    conditionName: "Difficulty swallowing (dysphagia)",
    conditionSynonyms: ["dysphagia", "swallowing problems"],
    contraindicationLevel: "relative",
    reason: `Ask your doctor before taking ${name} if you have difficulty swallowing: it swells with water and can cause choking, and the GB claims register requires products claiming its benefits to warn people with swallowing difficulties of choking.`,
    advice: `Ask your doctor before taking ${name} if you have difficulty swallowing, and always take it with plenty of water.`,
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_LICENSED_FORMS.gbNhcRegister],
    isVerified: true,
  };
}

const POTASSIUM_WITH_HYPERKALAEMIA: MedicalContraindicationInput = {
  id: "mc-potassium-hyperkalaemia",
  ingredient: "potassium",
  condition: "hyperkalaemia",
  conditionName: "High potassium (hyperkalaemia)",
  conditionSynonyms: ["hyperkalaemia", "high potassium"],
  contraindicationLevel: "absolute",
  reason:
    "Do not take potassium supplements if your blood potassium is high: more potassium can upset the heart's rhythm, and the UK monograph of potassium chloride taken by mouth lists hyperkalaemia, and a blood potassium above 5 mmol/L, among its contraindications.",
  advice:
    "Do not take potassium supplements if you have been told your potassium is high, unless your doctor prescribes them.",
  medicalSupervisionRequired: true,
  dosageModification: null,
  alternativeRecommendations: [],
  evidenceLevel: 1,
  references: [REF_LICENSED_FORMS.medscapePotassiumChloride],
  isVerified: true,
};

export const MEDICAL_CONTRAINDICATIONS_LICENSED_FORMS: MedicalContraindicationInput[] = [
  POTASSIUM_WITH_HYPERKALAEMIA,
  chokingWarning("glucomannan", "glucomannan"),
  chokingWarning("guar-gum", "guar gum"),
  FISH_OIL_WITH_FISH_ALLERGY,
  FISH_OIL_WITH_BLEEDING_DISORDER,
  psylliumContraindicated({
    condition: "bowel-obstruction",
    conditionName: "Bowel obstruction",
    conditionSynonyms: ["intestinal obstruction", "blocked bowel", "ileus"],
    advice: "Do not take psyllium if you have, or may have, a blockage in your bowel.",
    why: "psyllium swells as it takes up water, and UK ispaghula product information lists intestinal obstruction among its contraindications.",
  }),
  psylliumContraindicated({
    condition: "faecal-impaction",
    conditionName: "Faecal impaction",
    conditionSynonyms: ["fecal impaction", "impacted stool"],
    advice: "Do not take psyllium if you have faecal impaction; ask your doctor what to use instead.",
    why: "UK ispaghula product information lists faecal impaction among its contraindications, as the swollen fibre can add to the blockage.",
  }),
  psylliumContraindicated({
    condition: "swallowing-difficulty",
    conditionName: "Difficulty swallowing (dysphagia)",
    conditionSynonyms: ["dysphagia", "swallowing problems"],
    advice: "Do not take psyllium if you have difficulty swallowing or any throat problems.",
    why: "psyllium swells when wet and can block the throat or gullet and cause choking; UK ispaghula product information lists difficulty swallowing and throat problems among its contraindications.",
  }),
];
