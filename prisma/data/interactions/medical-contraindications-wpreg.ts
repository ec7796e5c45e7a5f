// Condition records of the round that read each catalogue ingredient's texts on pregnancy and breastfeeding, for the
// pairs that had no finding. Each was checked against its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { BREASTFEEDING } from "./condition-synonyms";
import { REF_WPREG as R } from "./references-wpreg";

export const MEDICAL_CONTRAINDICATIONS_WPREG: MedicalContraindicationInput[] = [
  // "Little is known" asks rather than blocks, as the turmeric breastfeeding record does; the pregnancy record rests
  // on the EU monograph's "not recommended", which was not readable here.
  checked({
    ingredient: "rhodiola",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "relative",
    advice: "Ask your pharmacist, GP or health visitor before taking rhodiola while breastfeeding.",
    why: "NCCIH says little is known about whether rhodiola is safe to use while breastfeeding, so there is not enough safety information to say it is safe for your baby.",
    references: [R.nccihRhodiola],
  }),
];
