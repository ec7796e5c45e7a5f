// Condition records read in the p19 round (references-p19.ts). Green tea extract asks rather than blocks in pregnancy
// and while breastfeeding: the text names the caffeine it carries, which the NHS allows up to a daily limit.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDS, PREGNANT } from "./condition-synonyms";
import { REF_P19 as R } from "./references-p19";
import { verifiedCondition as checked } from "./verified-record";

const GREEN_TEA =
  "Memorial Sloan Kettering Cancer Center advises against green tea in pregnancy and while breastfeeding, as its caffeine may cause a baby to have trouble sleeping; an extract concentrates the tea, and its caffeine counts towards the daily limit.";

export const MEDICAL_CONTRAINDICATIONS_P19: MedicalContraindicationInput[] = [
  checked({
    ingredient: "green-tea-extract",
    ...PREGNANT,
    level: "relative",
    advice: "Ask your midwife or GP before taking green tea extract while you are pregnant.",
    why: GREEN_TEA,
    evidenceLevel: 5,
    references: [R.mskGreenTea],
  }),
  checked({
    ingredient: "green-tea-extract",
    ...BREASTFEEDS,
    level: "relative",
    advice: "Ask your health visitor, GP or pharmacist before taking green tea extract while breastfeeding.",
    why: GREEN_TEA,
    evidenceLevel: 5,
    references: [R.mskGreenTea],
  }),
];
