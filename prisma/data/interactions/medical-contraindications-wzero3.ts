// Condition records of the wzero3 round (docs/reference/knowledge-rounds.md).
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, CKD, LIVER_DISEASE, PREGNANCY } from "./condition-synonyms";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WZERO3 as R } from "./references-wzero3";

export const MEDICAL_CONTRAINDICATIONS_WZERO3: MedicalContraindicationInput[] = [
  checked({
    ingredient: "glutamine",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "relative",
    advice: "Ask your doctor or liver team before taking glutamine if you have liver disease.",
    why: "Pediatric Oncall's glutamine monograph lists liver impairment among its contraindications, and a patient leaflet on glutamine asks people with liver disease to tell their doctor before taking it.",
    evidenceLevel: 5,
    references: [R.pediatricOncallGlutamine, R.umcvcGlutamine],
  }),
  checked({
    ingredient: "glutamine",
    condition: "chronic-kidney-disease",
    conditionName: "Kidney disease",
    conditionSynonyms: CKD,
    level: "relative",
    advice: "Ask your doctor or kidney team before taking glutamine if you have kidney disease.",
    why: "Pediatric Oncall's glutamine monograph lists renal impairment among its contraindications, and a patient leaflet on glutamine asks people with kidney disease to tell their doctor before taking it.",
    evidenceLevel: 5,
    references: [R.pediatricOncallGlutamine, R.umcvcGlutamine],
  }),
  ...(
    [
      ["pregnancy", "Pregnancy", PREGNANCY, "midwife or doctor", "pregnant", "pregnant"],
      [
        "breastfeeding",
        "Breastfeeding",
        BREASTFEEDING,
        "midwife, health visitor or doctor",
        "breastfeeding",
        "breast-feeding a baby",
      ],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, who, state, quoted]) =>
    checked({
      ingredient: "glutamine",
      condition,
      conditionName,
      conditionSynonyms,
      level: "relative",
      advice: `Ask your ${who} before taking glutamine supplements while you are ${state}.`,
      why: `A patient leaflet on glutamine says not to use it without a doctor's advice if you are ${quoted}, as it is not known whether it could harm the baby.`,
      evidenceLevel: 5,
      references: [R.umcvcGlutamine],
    }),
  ),
  ...(
    [
      ["pregnancy", "Pregnancy", PREGNANCY, "midwife or doctor", "pregnant"],
      ["breastfeeding", "Breastfeeding", BREASTFEEDING, "midwife, health visitor or doctor", "breastfeeding"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, who, state]) =>
    checked({
      ingredient: "lions-mane",
      condition,
      conditionName,
      conditionSynonyms,
      level: "relative",
      advice: `Ask your ${who} before taking lion's mane extracts while you are ${state}; the safer course is not to take them.`,
      why: "Beyond Conventional Cancer Therapies' summary on medicinal mushrooms, which lists lion's mane, says evidence is insufficient to establish their safety in pregnancy and breastfeeding and suggests erring on the side of caution and not using mushroom extracts while pregnant or nursing a baby.",
      evidenceLevel: 5,
      references: [R.bcctMedicinalMushrooms],
    }),
  ),
  checked({
    ingredient: "soy-isoflavones",
    condition: "breast-cancer",
    conditionName: "Breast cancer",
    conditionSynonyms: [
      "breast cancer",
      "history of breast cancer",
      "oestrogen receptor positive breast cancer",
    ],
    level: "absolute",
    advice:
      "Do not take soy isoflavone supplements if you have or have had breast cancer, unless your breast cancer team advises them.",
    why: "A UK pharmacy journal's article on managing the menopause says that complementary therapies with oestrogen-like plant substances (phytoestrogens), such as red clover and those found in soya, should not be used by people with a history of breast cancer.",
    evidenceLevel: 5,
    references: [R.pharmacyNetworkMenopause],
  }),
];
