// Condition records of agnus castus and milk thistle from their UK traditional-herbal product information
// (herbs-a round): each checked against the text of its first reference.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, PREGNANCY } from "./condition-synonyms";
import { REF_HERBS_A } from "./references-herbs-a";

interface LabelCondition {
  condition: string;
  conditionName: string;
  conditionSynonyms: readonly string[];
  level: MedicalContraindicationInput["contraindicationLevel"];
  advice: string;
  why: string;
  supervision: boolean;
  references: MedicalContraindicationInput["references"];
}

function labelCondition(entry: LabelCondition, ingredient = "chasteberry"): MedicalContraindicationInput {
  return {
    id: `mc-${ingredient}-${entry.condition}`,
    ingredient,
    condition: entry.condition,
    conditionName: entry.conditionName,
    conditionSynonyms: [...entry.conditionSynonyms],
    contraindicationLevel: entry.level,
    reason: `${entry.advice.replace(/\.$/, "")}: ${entry.why}`,
    advice: entry.advice,
    medicalSupervisionRequired: entry.supervision,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: entry.references,
    isVerified: true,
  };
}

const CONTRAINDICATED_IN_SMPCS = [REF_HERBS_A.careAgnusCastusSmpc, REF_HERBS_A.aVogelAgnusCastusSmpc];

const MILK_THISTLE_LEAFLETS = [REF_HERBS_A.lambertsMilkThistlePil, REF_HERBS_A.naturesBestMilkThistlePil];

// The leaflets say "do not take"; the Thisilyn SmPC read earlier names only the daisy family in 4.3.
const milkThistle = (entry: LabelCondition) => labelCondition(entry, "milk-thistle");

export const MEDICAL_CONTRAINDICATIONS_HERBS_A: MedicalContraindicationInput[] = [
  labelCondition({
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "absolute",
    advice: "Do not take agnus castus if you are pregnant.",
    why: "UK agnus castus SmPCs list pregnancy as a contraindication.",
    supervision: false,
    references: CONTRAINDICATED_IN_SMPCS,
  }),
  labelCondition({
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take agnus castus while breastfeeding.",
    why: "UK agnus castus SmPCs list breastfeeding (lactation) as a contraindication.",
    supervision: false,
    references: CONTRAINDICATED_IN_SMPCS,
  }),
  // "Consult their doctor before using": advice first, not a bar, so relative.
  labelCondition({
    condition: "breast-cancer",
    conditionName: "Breast cancer",
    conditionSynonyms: [
      "breast cancer",
      "oestrogen receptor positive breast cancer",
      "hormone receptor positive breast cancer",
    ],
    level: "relative",
    advice:
      "Ask your doctor before taking agnus castus if you have, or have had, an oestrogen-sensitive cancer.",
    why: "UK agnus castus product information says people who have or have had an oestrogen-sensitive cancer should consult their doctor before using it.",
    supervision: true,
    references: [REF_HERBS_A.aVogelAgnusCastusSmpc, REF_HERBS_A.lifecycleAgnusCastusPil],
  }),
  milkThistle({
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "absolute",
    advice: "Do not take milk thistle tablets or capsules if you are pregnant.",
    why: "UK traditional herbal registration leaflets for milk thistle list pregnancy among the reasons not to take it.",
    supervision: false,
    references: MILK_THISTLE_LEAFLETS,
  }),
  milkThistle({
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take milk thistle tablets or capsules while breastfeeding.",
    why: "UK traditional herbal registration leaflets for milk thistle list breastfeeding among the reasons not to take it.",
    supervision: false,
    references: MILK_THISTLE_LEAFLETS,
  }),
];
