// Condition records from the third reading of the nutrients' UK product information (docs/knowledge-base.md):
// each checked against the text of its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, CKD, KIDNEY_FAILURE, LIVER_DISEASE, PREGNANCY } from "./condition-synonyms";
import { REFN } from "./references-nutrients";
import { REF_NUT3 } from "./references-nutrients-3";

export const MEDICAL_CONTRAINDICATIONS_NUTRIENTS_3: MedicalContraindicationInput[] = [
  // Relative: the leaflet asks people with kidney failure to talk to their doctor first, not to avoid vitamin C.
  {
    id: "mc-vitamin-c-kidney-failure",
    ingredient: "vitamin-c",
    condition: "kidney-failure",
    conditionName: "Kidney failure",
    conditionSynonyms: KIDNEY_FAILURE,
    contraindicationLevel: "relative",
    reason:
      "Ask your kidney team or pharmacist before taking vitamin C if you have kidney failure: the UK leaflet for Ascorbic Acid 500 mg Tablets says vitamin C increases the absorption of aluminium from antacids (indigestion remedies), which may reach toxic levels in kidney failure.",
    advice:
      "Talk to your kidney team or pharmacist before taking vitamin C if you have kidney failure or are on dialysis, especially if you also take an indigestion remedy containing aluminium.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REFN.ascorbicAcidLeaflet],
    isVerified: true,
  },
  // Relative: the SmPC warns about long-term high oral doses; it does not forbid carnitine in kidney failure.
  {
    id: "mc-l-carnitine-kidney-failure",
    ingredient: "l-carnitine",
    condition: "kidney-failure",
    conditionName: "Kidney failure",
    conditionSynonyms: KIDNEY_FAILURE,
    contraindicationLevel: "relative",
    reason:
      "Ask your kidney team before taking L-carnitine if you have severe kidney disease or are on dialysis: UK product information for levocarnitine says long-term high oral doses in severely reduced kidney function or on dialysis may lead to a build-up of potentially toxic breakdown products (trimethylamine and trimethylamine-N-oxide), which the kidneys normally clear.",
    advice:
      "Ask your kidney team before taking L-carnitine supplements long term if you have severe kidney disease or are on dialysis.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REFN.levocarnitineSmpc],
    isVerified: true,
  },
  // Absolute: a contraindication in the product information of 5-HTP sold as a medicine (Switzerland).
  {
    id: "mc-5-htp-kidney-failure",
    ingredient: "5-htp",
    condition: "kidney-failure",
    conditionName: "Kidney failure",
    conditionSynonyms: KIDNEY_FAILURE,
    contraindicationLevel: "absolute",
    reason:
      "Do not take 5-HTP if you have severe kidney disease: the Swiss product information for Tript-OH (oxitriptan, 5-HTP sold as a medicine) lists severe kidney insufficiency as a contraindication.",
    advice:
      "Do not take 5-HTP if you have kidney failure or are on dialysis, unless your kidney team says you can.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT3.triptOhSwiss],
    isVerified: true,
  },
  // Relative: the Spanish product information of citrulline malate contraindicates it in severe kidney or liver
  // failure; the French one, for the same product, does not.
  ...(
    [
      [
        "kidney-failure",
        "Kidney failure",
        KIDNEY_FAILURE,
        "kidney failure or are on dialysis",
        "kidney team",
      ],
      ["liver-disease", "Liver disease", LIVER_DISEASE, "severe liver disease", "liver specialist"],
    ] as const
  ).map(([condition, conditionName, synonyms, who, team]): MedicalContraindicationInput => ({
    id: `mc-citrulline-${condition}`,
    ingredient: "citrulline",
    condition,
    conditionName,
    conditionSynonyms: [...synonyms],
    contraindicationLevel: "relative",
    reason: `Ask your ${team} before taking citrulline if you have ${who}: the Spanish product information for Stimol (citrulline malate sold as a medicine) lists severe kidney or liver insufficiency as a contraindication, although the French product information for the same medicine does not.`,
    advice: `Ask your ${team} before taking citrulline supplements if you have ${who}.`,
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT3.stimolSpanish, REF_NUT3.stimolFrench],
    isVerified: true,
  })),
  // Relative: Carotaben is 25 mg capsules taken several a day; supplements give far less, so people are asked to check.
  {
    id: "mc-beta-carotene-liver-disease",
    ingredient: "beta-carotene",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: [...LIVER_DISEASE],
    contraindicationLevel: "relative",
    reason:
      "Ask your doctor before taking beta-carotene if you have liver disease: the German leaflet for Carotaben (beta-carotene sold as a medicine, in 25 mg capsules) lists liver damage as a contraindication.",
    advice:
      "Ask your doctor or liver specialist before taking beta-carotene supplements if you have liver disease.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT3.carotabenGerman],
    isVerified: true,
  },
  {
    id: "mc-beta-carotene-chronic-kidney-disease",
    ingredient: "beta-carotene",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: CKD,
    contraindicationLevel: "relative",
    reason:
      "Ask your kidney team before taking beta-carotene if you have kidney disease: the German leaflet for Carotaben (beta-carotene sold as a medicine) asks for special care in kidney disease.",
    advice:
      "Ask your kidney team or pharmacist before taking beta-carotene supplements if you have kidney disease.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT3.carotabenGerman],
    isVerified: true,
  },
  // Relative: the Italian SmPCs ask for a real need and medical supervision rather than forbidding it outright.
  {
    id: "mc-coq10-pregnancy",
    ingredient: "coq10",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: [...PREGNANCY],
    contraindicationLevel: "relative",
    reason:
      "Ask your doctor or midwife before taking coenzyme Q10 if you are pregnant: Italian product information for ubidecarenone (coenzyme Q10 sold as a medicine) says that in the first three months of pregnancy it should be given only when really needed and under a doctor's supervision, and one product (Ubidex) lists pregnancy as a general contraindication.",
    advice: "Ask your doctor or midwife before taking coenzyme Q10 while pregnant.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT3.ubitenItalian, REF_NUT3.ubidexItalian],
    isVerified: true,
  },
  {
    id: "mc-coq10-breastfeeding",
    ingredient: "coq10",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: [...BREASTFEEDING],
    contraindicationLevel: "relative",
    reason:
      "Ask your doctor, midwife or health visitor before taking coenzyme Q10 while breastfeeding: the Italian product information for Ubidex (ubidecarenone, coenzyme Q10 sold as a medicine) lists breastfeeding as a general contraindication and says it should be given to breastfeeding women only when really needed and under a doctor's supervision.",
    advice: "Ask your doctor, midwife or health visitor before taking coenzyme Q10 while breastfeeding.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT3.ubidexItalian],
    isVerified: true,
  },
  {
    id: "mc-5-htp-pregnancy",
    ingredient: "5-htp",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: [...PREGNANCY],
    contraindicationLevel: "relative",
    reason:
      "Ask your doctor or midwife before taking 5-HTP if you are pregnant: the Swiss product information for Tript-OH (oxitriptan, 5-HTP sold as a medicine) says it should be used in pregnancy only for compelling reasons, as there are no controlled studies in pregnant women.",
    advice: "Ask your doctor or midwife before taking 5-HTP while pregnant.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT3.triptOhSwiss],
    isVerified: true,
  },
];
