// Condition records of the wrest round (references-wrest.ts): L-theanine in pregnancy and breastfeeding and tribulus
// with prostate cancer (Memorial Sloan Kettering), lycopene during radiotherapy (an Oncology review), fenugreek with a
// peanut allergy (Drugs.com). Each was
// checked against its text; these sources give no grade of evidence, so the records are level 5.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, PREGNANCY } from "./condition-synonyms";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WREST as R } from "./references-wrest";

export const MEDICAL_CONTRAINDICATIONS_WREST: MedicalContraindicationInput[] = [
  // "May not be safe for you": a question for the midwife or doctor, not a ban.
  ...(
    [
      ["pregnancy", "Pregnancy", PREGNANCY, "pregnant"],
      ["breastfeeding", "Breastfeeding", BREASTFEEDING, "breastfeeding"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, state]) =>
    checked({
      ingredient: "l-theanine",
      condition,
      conditionName,
      conditionSynonyms,
      level: "relative",
      advice: `Ask your doctor, midwife or pharmacist before taking L-theanine supplements while you are ${state}.`,
      why: `Memorial Sloan Kettering Cancer Center asks people who are ${state} to talk with their healthcare provider first, as L-theanine supplements may not be safe for them; L-theanine from tea is not meant.`,
      evidenceLevel: 5,
      references: [R.mskLTheanine],
    }),
  ),
  // "Should avoid this herb": absolute, as NCCIH's "should avoid" for ashwagandha and prostate cancer.
  checked({
    ingredient: "tribulus",
    condition: "prostate-cancer",
    conditionName: "Prostate cancer",
    conditionSynonyms: ["prostate cancer"],
    level: "absolute",
    advice:
      "Do not take Tribulus terrestris if you have prostate cancer, unless your cancer team says it is safe for you.",
    why: "Memorial Sloan Kettering Cancer Center says that, because of its potential hormonal activities, people with prostate cancer should avoid tribulus until more is known about its safety.",
    evidenceLevel: 5,
    references: [R.mskTribulus],
  }),
  // The same review's chemotherapy advice is di-lycopene-cytotoxic-chemotherapy; radiotherapy is a condition.
  checked({
    ingredient: "lycopene",
    condition: "having-radiotherapy",
    conditionName: "Having radiotherapy",
    conditionSynonyms: ["radiotherapy", "radiation therapy"],
    level: "relative",
    advice: "Ask your cancer or radiotherapy team before taking lycopene supplements during radiotherapy.",
    why: "a review of lycopene in the journal Oncology says its strong antioxidant effects give lycopene supplements the potential to interfere with radiation therapy, and that people with cancer should use caution before increasing their lycopene intake.",
    evidenceLevel: 5,
    references: [R.lycopeneOncology],
  }),
  // "Avoid if an allergy to any member of the Fabaceae family exists": peanut is the one the dictionary holds that the
  // text names; soya, also a legume, is not named, so it has no record.
  checked({
    ingredient: "fenugreek",
    condition: "peanut-allergy",
    conditionName: "Peanut allergy",
    conditionSynonyms: ["peanut allergy", "groundnut allergy"],
    level: "absolute",
    advice:
      "Do not take fenugreek if you are allergic to peanuts, unless an allergy specialist says it is safe for you.",
    why: "the Drugs.com professional monograph says to avoid fenugreek with an allergy to any plant of the pea family (Fabaceae) and that cross-reactivity with a chickpea, peanut or coriander allergy is possible.",
    evidenceLevel: 5,
    references: [R.drugsComFenugreek],
  }),
];
