// Liquorice with low potassium and with liver disease: the PDR for Herbal Medicines lists both among liquorice's
// contraindications, and a meta-analysis found regular glycyrrhizin intake lowers plasma potassium. The EU monograph,
// which the other liquorice condition records cite, could not be read here.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REF_WLQ } from "./references-wlq";
import { verifiedCondition as checked } from "./verified-record";

const LIVER =
  "the PDR for Herbal Medicines lists chronic hepatitis, cholestatic liver disease and cirrhosis of the liver among liquorice's contraindications; glycyrrhizin also makes the body hold salt and water and lose potassium.";

export const MEDICAL_CONTRAINDICATIONS_WLQ: MedicalContraindicationInput[] = [
  checked({
    ingredient: "licorice-root",
    condition: "hypokalaemia",
    conditionName: "Low potassium (hypokalaemia)",
    conditionSynonyms: ["hypokalaemia", "hypokalemia", "low potassium"],
    level: "absolute",
    advice: "Do not take liquorice root supplements if your blood potassium is low.",
    why: "glycyrrhizin in liquorice makes the kidneys lose potassium (in a meta-analysis of 18 trials, regular intake lowered plasma potassium and raised blood pressure), and the PDR for Herbal Medicines lists hypokalaemia among its contraindications.",
    references: [REF_WLQ.pdrLicorice, REF.licoriceMetaAnalysis2017],
  }),
  checked({
    ingredient: "licorice-root",
    condition: "cirrhosis",
    conditionName: "Cirrhosis of the liver",
    conditionSynonyms: ["cirrhosis", "liver cirrhosis"],
    level: "absolute",
    advice: "Do not take liquorice root supplements if you have cirrhosis of the liver.",
    why: LIVER,
    evidenceLevel: 5,
    references: [REF_WLQ.pdrLicorice],
  }),
  checked({
    ingredient: "licorice-root",
    condition: "hepatitis",
    conditionName: "Chronic hepatitis",
    conditionSynonyms: ["hepatitis", "chronic hepatitis"],
    level: "absolute",
    advice: "Do not take liquorice root supplements if you have chronic hepatitis.",
    why: LIVER,
    evidenceLevel: 5,
    references: [REF_WLQ.pdrLicorice],
  }),
  checked({
    ingredient: "licorice-root",
    condition: "primary-biliary-cholangitis",
    conditionName: "Primary biliary cholangitis (a cholestatic liver disease)",
    conditionSynonyms: ["primary biliary cholangitis", "PBC"],
    level: "absolute",
    advice: "Do not take liquorice root supplements if you have primary biliary cholangitis.",
    why: LIVER,
    evidenceLevel: 5,
    references: [REF_WLQ.pdrLicorice],
  }),
];
