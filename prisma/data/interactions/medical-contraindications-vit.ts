// Condition records from the vitamins' round, each checked against its text: folic acid in cancer, which the UK
// SmPC of a 400 microgram tablet (a supplement-sized dose) lists among its contraindications, and vitamin A in
// kidney failure, from German and Swiss vitamin A product information (no UK vitamin A text could be read), and
// vitamin E after a blood clot, from a UK vitamin E SmPC.
import { REF_COND } from "./references-cond";
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { KIDNEY_FAILURE } from "./condition-synonyms";
import { REFN } from "./references-nutrients";
import { REF_VIT } from "./references-vit";

// The SmPC says the thrombosis finding "has not been confirmed but should be borne in mind": ask, do not avoid.
function vitaminEAfterClot(
  condition: string,
  conditionName: string,
  synonyms: string[],
): MedicalContraindicationInput {
  return {
    id: `mc-vitamin-e-${condition}`,
    ingredient: "vitamin-e",
    condition,
    conditionName,
    conditionSynonyms: synonyms,
    contraindicationLevel: "relative",
    reason:
      "Ask your doctor before taking vitamin E supplements if you have had a blood clot: UK vitamin E product information says vitamin E has been reported to increase the risk of thrombosis in people predisposed to it, a finding not confirmed but to be borne in mind.",
    advice:
      "Ask your doctor or pharmacist before taking vitamin E supplements if you have had a blood clot, especially if you also take the pill or HRT.",
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REFN.vitaminESuspensionSmpc],
    isVerified: true,
  };
}

export const MEDICAL_CONTRAINDICATIONS_VIT: MedicalContraindicationInput[] = [
  // Kept relative, as the vitamin D kidney-stone record is: the person is sent to the cancer team, who may want
  // folic acid (for a folate-deficiency anaemia, say), rather than told never to take it.
  {
    id: "mc-folic-acid-cancer",
    ingredient: "folic-acid",
    condition: "cancer",
    conditionName: "Cancer",
    conditionSynonyms: ["malignancy"],
    contraindicationLevel: "relative",
    reason:
      "Ask your cancer team before taking folic acid: UK product information for folic acid 400 microgram and 5 mg tablets lists malignant disease among its contraindications, unless there is an anaemia caused by a lack of folic acid, and says folic acid is not for people with tumours that depend on folate.",
    advice:
      "Ask your cancer team before taking folic acid supplements or multivitamins with folic acid, and tell them about any you already take.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_VIT.folicAcid400Smpc, REF_COND.folicAcid5mgSmpc, REF_COND.folicAcid5mgLeaflet],
    isVerified: true,
  },
  {
    id: "mc-vitamin-a-kidney-failure",
    ingredient: "vitamin-a",
    condition: "kidney-failure",
    conditionName: "Kidney failure",
    conditionSynonyms: KIDNEY_FAILURE,
    contraindicationLevel: "relative",
    reason:
      "Ask your kidney team before taking vitamin A: German product information for a vitamin A and E capsule says vitamin A supplements can cause too much vitamin A, with high blood calcium, in people on haemodialysis, and Swiss product information lists renal insufficiency among its contraindications.",
    advice:
      "Ask your kidney team before taking vitamin A supplements, fish liver oils or multivitamins with vitamin A if you have kidney failure or are on dialysis.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_VIT.vitaminAEHevertFachinfo, REF_VIT.oravilFachinfo],
    isVerified: true,
  },
  vitaminEAfterClot("deep-vein-thrombosis", "Deep vein thrombosis (DVT)", [
    "DVT",
    "deep vein thrombosis",
    "blood clot in the leg",
  ]),
  vitaminEAfterClot("pulmonary-embolism", "Pulmonary embolism", ["blood clot in the lung"]),
];
