// Conditions named by the nutrients' UK product information that had no record: liver disease for potassium
// (a potassium chloride SmPC), impaired glucose tolerance and high cholesterol for glucosamine (Dolenio), and
// breastfeeding for caffeine (PEP caffeine tablets).
// Each was checked against the text of its reference; written for licensed medicines, each asks rather than blocks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING } from "./condition-synonyms";
import { REF } from "./references";
import { REFN } from "./references-nutrients";
import { verifiedFromProductInformation as contraindication } from "./verified-record";

export const MEDICAL_CONTRAINDICATIONS_WNUT: MedicalContraindicationInput[] = [
  // Written for potassium chloride medicines giving far more potassium than a supplement, so it asks.
  contraindication({
    ingredient: "potassium",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: ["liver disease", "hepatic disease", "liver impairment"],
    level: "relative",
    reason:
      "Ask your doctor before taking potassium supplements if you have liver disease: UK product information for potassium chloride oral solution says potassium salts should be given only with extreme caution to people with liver or kidney disease, because of the risk of high blood potassium. It is written for a medicine that gives far more potassium than a supplement.",
    advice: "Ask your doctor before taking potassium supplements if you have liver disease.",
    references: [REF.potassiumChlorideSmpc],
  }),
  contraindication({
    ingredient: "glucosamine",
    condition: "prediabetes",
    conditionName: "Prediabetes (impaired glucose tolerance)",
    conditionSynonyms: ["prediabetes", "impaired glucose tolerance"],
    level: "relative",
    reason:
      "Tell your GP or practice nurse before taking glucosamine if you have prediabetes, as your blood sugar may need checking more often: UK product information for glucosamine (Dolenio) recommends monitoring blood glucose before and during treatment in people with impaired glucose tolerance.",
    advice:
      "Tell your GP or practice nurse before taking glucosamine, and ask whether your blood sugar should be checked while you take it.",
    references: [REFN.dolenioSmpc],
  }),
  contraindication({
    ingredient: "glucosamine",
    condition: "high-cholesterol",
    conditionName: "High cholesterol",
    conditionSynonyms: ["high cholesterol", "hypercholesterolaemia"],
    level: "relative",
    reason:
      "Ask whether your cholesterol should be checked while you take glucosamine: UK product information for glucosamine (Dolenio) recommends monitoring blood lipids in people with a known risk factor for cardiovascular disease, as high cholesterol has been reported in a few people treated with glucosamine.",
    advice:
      "Tell your GP or pharmacist before taking glucosamine if you have high cholesterol or heart risk factors, so your cholesterol can be checked.",
    references: [REFN.dolenioSmpc],
  }),
  // PEP's section 4.3 says not in lactation; at about the catalogue's caffeine doses, but the record asks.
  contraindication({
    ingredient: "caffeine",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "relative",
    reason:
      "Ask your midwife, health visitor or GP before taking caffeine tablets or high-caffeine supplements while breastfeeding: UK product information for caffeine tablets (PEP) lists lactation among the times they are not to be taken.",
    advice:
      "Ask your midwife, health visitor or GP before taking caffeine tablets or high-caffeine supplements while you are breastfeeding.",
    references: [REF.pepCaffeineSmpc],
  }),
];
