// Condition records of the wzero2 round (references-wzero2.ts), each checked against the abstract it cites: conjugated
// linoleic acid (CLA) in type 2 diabetes, pregnancy and breastfeeding, from the European and Norwegian food safety
// assessments of CLA supplements. Level 1 as the food safety agencies' own assessments, like the EFSA beta-carotene
// record; "relative" throughout, as neither text says to avoid CLA, only that its safety is not established or that it
// may cause harm.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDS, PREGNANT } from "./condition-synonyms";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WZERO2 as R } from "./references-wzero2";

export const MEDICAL_CONTRAINDICATIONS_WZERO2: MedicalContraindicationInput[] = [
  checked({
    ingredient: "cla",
    condition: "type-2-diabetes",
    conditionName: "Type 2 diabetes",
    conditionSynonyms: ["type 2 diabetes", "type II diabetes", "T2DM"],
    level: "relative",
    advice:
      "Ask your GP, diabetes nurse or pharmacist before taking a CLA supplement if you have type 2 diabetes.",
    why: "The European Food Safety Authority says the safety of CLA for people with type 2 diabetes has not been established, and Norway's food safety committee (VKM) says CLA may upset blood fats and the handling of blood sugar in overweight or obese people with type 2 diabetes.",
    references: [R.efsaClaStatement2012, R.vkmCla2016],
  }),
  checked({
    ingredient: "cla",
    ...PREGNANT,
    level: "relative",
    advice: "Ask your midwife or doctor before taking a CLA supplement while you are pregnant.",
    why: "Norway's food safety committee (VKM) says CLA supplements taken in pregnancy may lead to lower birth weight and length in the baby.",
    references: [R.vkmCla2016],
  }),
  checked({
    ingredient: "cla",
    ...BREASTFEEDS,
    level: "relative",
    advice:
      "Ask your midwife, health visitor or doctor before taking a CLA supplement while you are breastfeeding.",
    why: "Norway's food safety committee (VKM) says CLA supplements taken while breastfeeding may reduce the amount of milk and the fat in it.",
    references: [R.vkmCla2016],
  }),
];
