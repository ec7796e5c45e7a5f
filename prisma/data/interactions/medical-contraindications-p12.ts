// Condition records of the p12 round, each checked against the text it cites.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_P12 } from "./references-p12";
import { REF_WGAP2 } from "./references-wgap2";
import { verifiedCondition as checked } from "./verified-record";

export const MEDICAL_CONTRAINDICATIONS_P12: MedicalContraindicationInput[] = [
  checked({
    ingredient: "betaine",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: ["pregnancy", "pregnant"],
    level: "relative",
    advice: "Ask your doctor before taking betaine (TMG) if you are pregnant or planning a baby.",
    why: "the leaflet of the betaine medicine Cystadane says to ask your doctor for advice before taking it in pregnancy, and the doctor decides whether it can be used.",
    references: [REF_P12.cystadaneLeaflet],
  }),
  checked({
    ingredient: "betaine",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: ["breastfeeding", "breast-feeding"],
    level: "relative",
    advice: "Ask your doctor before taking betaine (TMG) while breastfeeding.",
    why: "the leaflet of the betaine medicine Cystadane says to ask your doctor for advice before taking it while breastfeeding.",
    references: [REF_P12.cystadaneLeaflet],
  }),
  checked({
    ingredient: "alpha-lipoic-acid",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: ["pregnancy", "pregnant"],
    level: "relative",
    advice: "Ask your midwife, GP or pharmacist before taking alpha-lipoic acid while you are pregnant.",
    why: "Health Canada's monograph for alpha-lipoic acid says to consult a health care practitioner before use if you are pregnant.",
    references: [REF_P12.healthCanadaAlphaLipoicAcid],
  }),
  checked({
    ingredient: "alpha-lipoic-acid",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: ["breastfeeding", "breast-feeding"],
    level: "relative",
    advice: "Ask your health visitor, GP or pharmacist before taking alpha-lipoic acid while breastfeeding.",
    why: "Health Canada's monograph for alpha-lipoic acid says to consult a health care practitioner before use if you are breastfeeding.",
    references: [REF_P12.healthCanadaAlphaLipoicAcid],
  }),
  // The EU's label rule for red yeast rice (in force in Northern Ireland; Great Britain did not adopt it).
  checked({
    ingredient: "red-yeast-rice",
    condition: "aged-over-70",
    conditionName: "Aged over 70",
    conditionSynonyms: ["over 70", "aged over 70"],
    level: "absolute",
    advice: "Do not take red yeast rice if you are over 70.",
    why: "EU law requires red yeast rice labels to say it should not be consumed by adults above 70 years old, as its monacolins act like a statin.",
    references: [REF_WGAP2.euRegulation2022860],
  }),
  checked({
    ingredient: "potassium",
    condition: "aged-over-70",
    conditionName: "Aged over 70",
    conditionSynonyms: ["over 70", "aged over 70"],
    level: "relative",
    advice:
      "Ask your GP before taking potassium supplements: older people should only take them on medical advice.",
    why: "Food Standards Scotland says older people may be more at risk of harm from potassium and should not have potassium supplements unless on medical advice.",
    references: [REF_P12.fssPotassium],
  }),
];
