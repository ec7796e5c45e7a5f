// Condition records from the vitamins' round, each checked against its text: folic acid in cancer, which the UK
// SmPC of a 400 microgram tablet (a supplement-sized dose) lists among its contraindications.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_VIT } from "./references-vit";

export const MEDICAL_CONTRAINDICATIONS_VIT: MedicalContraindicationInput[] = [
  // Kept relative, as the vitamin D kidney-stone record is: the person is sent to the cancer team, who may want
  // folic acid (for a folate-deficiency anaemia, say), rather than told never to take it.
  {
    id: "mc-folic-acid-cancer",
    ingredient: "folic-acid",
    condition: "cancer",
    conditionName: "Cancer",
    conditionSynonyms: ["tumour", "malignancy"],
    contraindicationLevel: "relative",
    reason:
      "Ask your cancer team before taking folic acid: UK product information for folic acid 400 microgram tablets lists malignant disease among its contraindications, unless there is an anaemia caused by a lack of folic acid, and says folic acid is not for people with tumours that depend on folate.",
    advice:
      "Ask your cancer team before taking folic acid supplements or multivitamins with folic acid, and tell them about any you already take.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_VIT.folicAcid400Smpc],
    isVerified: true,
  },
];
