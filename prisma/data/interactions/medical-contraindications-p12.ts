// Condition records of the p12 round, each checked against the text it cites.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_P12 } from "./references-p12";
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
];
