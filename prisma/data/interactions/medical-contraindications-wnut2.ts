// Condition records of the second nutrient SmPC audit: what Slow-K's section 4.3 and UK leaflet name and the checker
// did not meet for potassium. Both ask rather than block: Slow-K gives 8 mmol (about 315 mg) of potassium a tablet,
// two to twelve a day, several times what a potassium supplement holds.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WNUT2 as R } from "./references-wnut2";

const LARGER_DOSE =
  "It says this of its own tablets (about 315 mg of potassium each, usually two or three a day); a supplement's smaller amount is not discussed.";

export const MEDICAL_CONTRAINDICATIONS_WNUT2: MedicalContraindicationInput[] = [
  checked({
    ingredient: "potassium",
    condition: "addisons-disease",
    conditionName: "Addison's disease",
    conditionSynonyms: ["Addison's disease", "Addisons disease", "Addison disease"],
    level: "relative",
    advice: "Ask your doctor before taking a potassium supplement if you have Addison's disease.",
    why: `the UK Slow-K (potassium chloride) leaflet says not to take it if you have Addison's disease, and the Slow-K summary of product characteristics lists untreated Addison's disease among the states in which potassium can build up too high in the blood. ${LARGER_DOSE}`,
    references: [R.slowKLeaflet, R.slowKIrishSmpc],
  }),
  // Dehydration is passing: the record asks for the time of it, and names the Irish text it rests on.
  checked({
    ingredient: "potassium",
    condition: "dehydration",
    conditionName: "Dehydration",
    conditionSynonyms: ["dehydration", "dehydrated", "severe dehydration"],
    level: "relative",
    advice:
      "Ask a pharmacist or doctor before taking a potassium supplement while you are dehydrated, for example after severe vomiting or diarrhoea.",
    why: `the Slow-K summary of product characteristics (the Irish text, section 4.3) lists acute dehydration among the states in which potassium can build up too high in the blood. ${LARGER_DOSE}`,
    references: [R.slowKIrishSmpc],
  }),
];
