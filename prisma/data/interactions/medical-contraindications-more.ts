// Condition records from the last round of source reading (docs/knowledge-base.md §1): each checked against
// the text of its reference.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, KIDNEY_STONES, PREGNANCY } from "./condition-synonyms";
import { REF_MORE } from "./references-more";

export const MEDICAL_CONTRAINDICATIONS_MORE: MedicalContraindicationInput[] = [
  {
    id: "mc-cranberry-kidney-stones",
    ingredient: "cranberry",
    condition: "kidney-stones",
    conditionName: "Kidney stones",
    conditionSynonyms: [...KIDNEY_STONES],
    contraindicationLevel: "relative",
    reason:
      "Ask your GP before taking large amounts of cranberry if you have had kidney stones: the NIH's National Center for Complementary and Integrative Health says large amounts may over time increase the risk of kidney stones.",
    advice: "Ask your GP before taking large amounts of cranberry if you have had kidney stones.",
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 4,
    references: [REF_MORE.nccihBulletinCranberry],
    isVerified: true,
  },
  ...(["pregnancy", "breastfeeding"] as const).map((condition): MedicalContraindicationInput => ({
    id: `mc-saw-palmetto-${condition}`,
    ingredient: "saw-palmetto",
    condition,
    conditionName: condition === "pregnancy" ? "Pregnancy" : "Breastfeeding",
    conditionSynonyms: [...(condition === "pregnancy" ? PREGNANCY : BREASTFEEDING)],
    contraindicationLevel: "absolute",
    reason: `Do not take saw palmetto while ${condition === "pregnancy" ? "pregnant" : "breastfeeding"}: UK saw palmetto product information says it should not be used by women who are pregnant or breastfeeding.`,
    advice: `Do not take saw palmetto while ${condition === "pregnancy" ? "pregnant" : "breastfeeding"}.`,
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_MORE.prostasanSmpc],
    isVerified: true,
  })),
];
