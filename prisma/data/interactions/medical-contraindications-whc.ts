// Condition records of the Health Canada monograph round (references-whc.ts): each text asks people with the
// condition to consult first, so each asks and none blocks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WCN5 } from "./references-wcn5";
import { REF_WHC as R } from "./references-whc";
import { verifiedCondition as checked } from "./verified-record";

const HC_NAC_WHY =
  "Health Canada's monograph for N-acetylcysteine says to consult a health care practitioner before use";

export const MEDICAL_CONTRAINDICATIONS_WHC: MedicalContraindicationInput[] = [
  checked({
    ingredient: "nac",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: ["pregnancy", "pregnant"],
    level: "relative",
    advice: "Ask your midwife, GP or pharmacist before taking NAC (N-acetylcysteine) while you are pregnant.",
    why: `${HC_NAC_WHY} if you are pregnant.`,
    references: [R.hcNac],
  }),
  checked({
    ingredient: "nac",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: ["breastfeeding", "breast-feeding"],
    level: "relative",
    advice:
      "Ask your health visitor, GP or pharmacist before taking NAC (N-acetylcysteine) while breastfeeding.",
    why: `${HC_NAC_WHY} if you are breastfeeding.`,
    references: [R.hcNac],
  }),
  checked({
    ingredient: "nac",
    condition: "kidney-stones",
    conditionName: "Kidney stones",
    conditionSynonyms: ["kidney stones", "renal stones"],
    level: "relative",
    advice: "Ask your GP or pharmacist before taking NAC (N-acetylcysteine) if you have kidney stones.",
    why: `${HC_NAC_WHY} if you have kidney stones.`,
    references: [R.hcNac],
  }),
  // The leaflet covers Omacor at any dose, so from one capsule's EPA and DHA.
  checked({
    ingredient: "omega-3-fish-oil",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: ["liver disease", "liver problems", "liver impairment"],
    level: "relative",
    advice:
      "Tell your GP or liver team before taking a high-strength fish oil (840 mg of EPA and DHA a day or more) if you have liver disease: they may check your liver tests.",
    why: "the leaflet of Omacor, a prescribed fish oil, asks people with liver problems to take special care, as their doctor will monitor its effects on the liver with blood tests.",
    references: [R.omacorLeaflet],
    appliesWhen: {
      ingredient: "omega-3-fish-oil",
      minDailyAmount: { amount: 0.84, unit: "g" },
      rationale:
        "Omacor's leaflet applies to its every dose; the smallest is one capsule of 460 mg EPA and 380 mg DHA (0.84 g a day).",
    },
  }),
  // Section 4.6 of the Vitamin E Suspension SmPC, a medicine dosed from 100 mg a day: its "high doses" are not a
  // multivitamin's few milligrams.
  ...(
    [
      [
        "pregnancy",
        "Pregnancy",
        ["pregnancy", "pregnant"],
        "Ask your midwife or GP before taking 100 mg or more of vitamin E a day while you are pregnant, especially in the first 3 months.",
        "the UK product information of Vitamin E Suspension says there is no evidence of the safety of high doses of vitamin E in pregnancy, nor evidence from animal work that it is free from hazard, and not to use it in pregnancy, especially in the first trimester.",
      ],
      [
        "breastfeeding",
        "Breastfeeding",
        ["breastfeeding", "breast-feeding"],
        "Ask your health visitor or GP before taking 100 mg or more of vitamin E a day while breastfeeding.",
        "the UK product information of Vitamin E Suspension says no information is available on its passing into breast milk, so it is advisable not to use it while breastfeeding.",
      ],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, advice, why]) =>
    checked({
      ingredient: "vitamin-e",
      condition,
      conditionName,
      conditionSynonyms,
      level: "relative",
      advice,
      why,
      references: [REF_WCN5.vitaminESuspensionPrecautions],
      appliesWhen: {
        ingredient: "vitamin-e",
        minDailyAmount: { amount: 100, unit: "mg" },
        rationale:
          "The text is that of Vitamin E Suspension 100 mg/ml, whose adult doses start at 100 mg a day.",
      },
    }),
  ),
  // Whey is one of milk's two proteins, so no label is needed to know a whey product holds milk.
  checked({
    ingredient: "whey-protein",
    condition: "milk-allergy",
    conditionName: "Milk allergy",
    conditionSynonyms: ["milk allergy", "dairy allergy", "cows' milk allergy"],
    level: "absolute",
    advice: "Do not take whey protein if you are allergic to milk: whey is a milk protein.",
    why: "whey is made from milk, and UK allergy guidance lists whey first among the milk-derived ingredients people with a milk or dairy allergy must look out for.",
    evidenceLevel: 5,
    references: [R.allergenCheckerMilk],
  }),
];
