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
];
