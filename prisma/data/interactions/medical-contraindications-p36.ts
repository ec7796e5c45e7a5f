// Condition records of the p36 round, from Memorial Sloan Kettering's About Herbs pages (references-p36.ts). Each
// page asks people with the condition to talk with their healthcare provider first: asked, not blocked, at level 5.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_P36 as R } from "./references-p36";
import { verifiedCondition as checked } from "./verified-record";

export const MEDICAL_CONTRAINDICATIONS_P36: MedicalContraindicationInput[] = [
  checked({
    ingredient: "glucosamine",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: ["liver disease", "cirrhosis", "hepatitis", "fatty liver disease", "liver impairment"],
    level: "relative",
    advice: "Ask your GP, liver team or pharmacist before taking glucosamine if you have liver disease.",
    why: "Memorial Sloan Kettering Cancer Center asks people with liver disease to talk with their healthcare provider before taking glucosamine supplements, as glucosamine may worsen the condition.",
    evidenceLevel: 5,
    references: [R.mskGlucosamine],
  }),
  checked({
    ingredient: "garcinia-cambogia",
    condition: "diabetes",
    conditionName: "Diabetes",
    conditionSynonyms: ["diabetes", "type 1 diabetes", "type 2 diabetes", "diabetic"],
    level: "relative",
    advice:
      "Ask your diabetes team or pharmacist before taking garcinia, and check your blood sugar more often if you do.",
    why: "Memorial Sloan Kettering Cancer Center says garcinia can decrease insulin levels and affect blood sugar levels, and that people with diabetes should use it with caution as it may interact with their medicines.",
    evidenceLevel: 5,
    references: [R.mskGarcinia],
  }),
  // The page gives breast and prostate cancer as its examples, so each is asked about as well.
  ...(
    [
      [
        "hormone-sensitive-cancer",
        "Hormone-sensitive cancer (hormone-dependent tumour)",
        ["hormone-sensitive cancer", "hormone-dependent tumour"],
        "a hormone-sensitive cancer",
      ],
      ["breast-cancer", "Breast cancer", ["breast cancer"], "breast cancer"],
      ["prostate-cancer", "Prostate cancer", ["prostate cancer"], "prostate cancer"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, cancer]) =>
    checked({
      ingredient: "melatonin",
      condition,
      conditionName,
      conditionSynonyms,
      level: "relative",
      advice: `Ask your cancer team before taking melatonin if you have ${cancer}.`,
      why: "Memorial Sloan Kettering Cancer Center asks people with a hormone-sensitive cancer, such as breast or prostate cancer, to talk with their healthcare provider before taking melatonin.",
      evidenceLevel: 5,
      references: [R.mskMelatonin],
    }),
  ),
  // The page's reason was cut off in what could be read: the request to ask first is recorded as it stands.
  checked({
    ingredient: "probiotics",
    condition: "central-venous-catheter",
    conditionName: "A central line (PICC, tunnelled line or port)",
    conditionSynonyms: ["central line", "central venous catheter", "PICC line", "Hickman line", "portacath"],
    level: "relative",
    advice:
      "Ask the team who look after your line before taking probiotic supplements while you have a central line.",
    why: "Memorial Sloan Kettering Cancer Center asks people with a central venous catheter to talk with their healthcare provider before taking probiotics as a dietary supplement.",
    evidenceLevel: 5,
    references: [R.mskProbiotics],
  }),
];
