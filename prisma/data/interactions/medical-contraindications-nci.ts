// Condition records of the NCCIH/NCI round: ashwagandha with hormone-sensitive prostate cancer, and kava in
// pregnancy and breastfeeding. Each was checked against the text of its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { BREASTFEEDING, PREGNANCY } from "./condition-synonyms";
import { REF_NCI as R } from "./references-nci";

// NCCIH's "should avoid" is written as absolute; its kava "may have special risks" is a caution, so relative.
export const MEDICAL_CONTRAINDICATIONS_NCI: MedicalContraindicationInput[] = [
  checked({
    ingredient: "ashwagandha",
    condition: "prostate-cancer",
    conditionName: "Prostate cancer",
    conditionSynonyms: ["prostate cancer", "hormone-sensitive prostate cancer"],
    level: "absolute",
    advice:
      "Do not take ashwagandha if you have hormone-sensitive prostate cancer, unless your cancer team agrees.",
    why: "NCCIH says ashwagandha may increase testosterone levels, so people with hormone-sensitive prostate cancer should avoid it.",
    evidenceLevel: 5,
    references: [R.nccihBulletinAshwagandha, R.nccihAshwagandhaCopy],
  }),
  checked({
    ingredient: "kava",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "relative",
    advice: "Ask your midwife or doctor before taking kava while pregnant.",
    why: "NCCIH says kava may have special risks in pregnancy because of harmful pyrone constituents, and that its use has been linked to liver injury that is sometimes serious.",
    evidenceLevel: 5,
    references: [R.nccihKava],
  }),
  checked({
    ingredient: "kava",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "relative",
    advice: "Ask your midwife, health visitor or doctor before taking kava while breastfeeding.",
    why: "NCCIH says kava may have special risks while breastfeeding because of harmful pyrone constituents.",
    evidenceLevel: 5,
    references: [R.nccihKava],
  }),
];
