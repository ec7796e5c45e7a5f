// Condition records from UK product information of a licensed potassium medicine read in the unread-medicines round
// (wmed5). It asks rather than blocks: the medicine gives many times what a potassium supplement holds.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WMED5 as R } from "./references-wmed5";

export const MEDICAL_CONTRAINDICATIONS_WMED5: MedicalContraindicationInput[] = [
  checked({
    ingredient: "potassium",
    condition: "ventricular-arrhythmia",
    conditionName: "Ventricular arrhythmia",
    conditionSynonyms: ["ventricular arrhythmia", "ventricular arrhythmias", "ventricular tachycardia"],
    level: "relative",
    advice:
      "Ask your heart doctor or pharmacist before taking a potassium supplement if you have a ventricular arrhythmia.",
    why: "the UK summary of product characteristics of Potassium Citrate Mixture says, in its list of contraindications, that the mixture is not for people with ventricular arrhythmias, nor for people with high blood potassium, kidney problems or Addison's disease. It says this of its own dose (10 ml, holding 3 g of potassium citrate or about 1 g of potassium, up to three times a day); a supplement's smaller amount is not discussed.",
    references: [R.potassiumCitrateMixture, R.potassiumCitrateMixtureImedi],
  }),
];
