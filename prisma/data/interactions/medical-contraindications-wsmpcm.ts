// Condition records of the wsmpcm round (UK licensed nutrient products, all brands), each checked against its text.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, PREGNANCY } from "./condition-synonyms";
import { REF_WSMPCM as R } from "./references-wsmpcm";
import { verifiedCondition as checked } from "./verified-record";

// The leaflet's product holds 1,500 mg of glucosamine sulphate a day, the amount most glucosamine supplements hold.
const GLUCOSAMINE_LEAFLET =
  "the UK leaflet of Glucosamine Sulphate 1500 mg Powder for Oral Solution, a licensed glucosamine medicine,";

export const MEDICAL_CONTRAINDICATIONS_WSMPCM: MedicalContraindicationInput[] = [
  checked({
    ingredient: "glucosamine",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "absolute",
    advice: "Do not take glucosamine while pregnant.",
    why: `${GLUCOSAMINE_LEAFLET} says it should not be used during pregnancy.`,
    references: [R.glucosamineSulphate1500Leaflet],
  }),
  checked({
    ingredient: "glucosamine",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take glucosamine while breastfeeding unless a doctor has advised it.",
    why: `${GLUCOSAMINE_LEAFLET} says its use is not recommended while breastfeeding.`,
    references: [R.glucosamineSulphate1500Leaflet],
  }),
];
