// Condition records of the wnccih2 round: chasteberry with the womb and ovarian cancers NCCIH's page names beside breast.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WNCCIH2 as R } from "./references-wnccih2";

// "May not be safe" is a caution, not a bar, so the records ask; breast cancer already has its own record.
export const MEDICAL_CONTRAINDICATIONS_WNCCIH2: MedicalContraindicationInput[] = (
  [
    ["womb-cancer", "Womb (uterine) cancer", ["womb cancer", "uterine cancer", "endometrial cancer"], "womb"],
    ["ovarian-cancer", "Ovarian cancer", ["ovarian cancer"], "ovarian"],
  ] as const
).map(([condition, conditionName, conditionSynonyms, kind]) =>
  checked({
    ingredient: "chasteberry",
    condition,
    conditionName,
    conditionSynonyms,
    level: "relative",
    advice: `Ask your cancer team before taking agnus castus (chasteberry) if you have or have had ${kind} cancer.`,
    why: `the NIH's complementary health centre says it may not be safe for women with hormone-sensitive conditions, such as breast, uterine or ovarian cancer, to take chasteberry; whether your ${kind} cancer is hormone-sensitive decides it.`,
    evidenceLevel: 5,
    references: [R.nccihChasteberry],
  }),
);
