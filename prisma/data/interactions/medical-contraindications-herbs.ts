// Condition records of the herbs read from their product information and monographs (docs/knowledge-base.md):
// each checked against the text of its first reference.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_HERBS } from "./references-herbs";

export const MEDICAL_CONTRAINDICATIONS_HERBS: MedicalContraindicationInput[] = [
  {
    id: "mc-ginkgo-biloba-epilepsy",
    ingredient: "ginkgo-biloba",
    condition: "epilepsy",
    conditionName: "Epilepsy",
    conditionSynonyms: ["epilepsy", "epileptic", "seizures", "seizure disorder"],
    contraindicationLevel: "relative",
    reason:
      "Speak to your doctor before taking ginkgo if you have epilepsy: its product information says further seizures, promoted by ginkgo, cannot be ruled out.",
    advice: "Speak to your doctor or epilepsy nurse before taking ginkgo if you have epilepsy.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_HERBS.ginkgoPharmaNordSmpc, REF_HERBS.ginkgoPrecautions],
    isVerified: true,
  },
];
