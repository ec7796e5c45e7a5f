// Condition records from the wcn3 spot audit of supplement–condition pairs.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WCN3 as R } from "./references-wcn3";

export const MEDICAL_CONTRAINDICATIONS_WCN3: MedicalContraindicationInput[] = [
  // The MHRA's own page was not readable here; two regulators' pages that report the same review are cited instead.
  checked({
    ingredient: "omega-3-fish-oil",
    condition: "atrial-fibrillation",
    conditionName: "Atrial fibrillation",
    conditionSynonyms: ["atrial fibrillation", "AF"],
    level: "relative",
    advice:
      "Ask your GP or heart specialist before taking fish oil if you have atrial fibrillation, and get medical advice if you notice palpitations, dizziness or breathlessness.",
    why: "the UK medicines regulator (MHRA) and the European review it followed found a dose-dependent increase in the risk of atrial fibrillation in people with heart disease or heart risk factors taking omega-3-acid ethyl ester medicines (Omacor, Teromeg), highest at 4 g a day, and say the medicine should be stopped for good if atrial fibrillation develops. The warning is for those prescribed medicines; most fish oil supplements give far less omega-3, and the regulators do not say whether they carry the same risk.",
    references: [R.hkDrugOfficeOmega3Af, R.famhpOmega3Af],
  }),
  // A US professional monograph that gives no study for it, so level 5; no UK chromium medicine was found to read.
  checked({
    ingredient: "chromium",
    condition: "kidney-failure",
    conditionName: "Kidney failure",
    conditionSynonyms: ["kidney failure", "renal failure"],
    level: "relative",
    advice: "Ask your kidney doctor before taking a chromium supplement if you have kidney failure.",
    why: "the Drugs.com chromium monograph says renal failure may be considered a relative contraindication, and lists damage to the kidney tubules among the effects some forms of chromium may cause.",
    evidenceLevel: 5,
    references: [R.drugsComChromium],
  }),
];
