// Condition records from the second systematic reading of the nutrients and other non-herbal ingredients
// (docs/knowledge-base.md): each checked against the text of its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, LIVER_DISEASE, PREGNANCY } from "./condition-synonyms";
import { REF_NUT2 } from "./references-nutrients-2";

export const MEDICAL_CONTRAINDICATIONS_NUTRIENTS_2: MedicalContraindicationInput[] = [
  {
    id: "mc-cbd-liver-disease",
    ingredient: "cbd",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: [...LIVER_DISEASE],
    // Relative: the SmPC's contraindication is for prescription doses and set liver-test limits.
    contraindicationLevel: "relative",
    reason:
      "Ask your doctor before taking CBD if you have liver disease: cannabidiol can cause dose-related rises in liver enzymes, more often in people whose liver enzymes are already raised: the UK Epidyolex (cannabidiol) product information says it must not be used when liver enzymes are above 3 times and bilirubin above 2 times the normal limit, and the Food Standards Agency names liver damage among the long-term risks of CBD taken as food.",
    advice: "Ask your doctor before taking CBD if you have liver disease.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT2.epidyolexUkSmpc, REF_NUT2.fsaCbdUpdate2023],
    isVerified: true,
  },
  // The medicinal form's leaflet; chondroitin supplements carry the same substance.
  ...(["pregnancy", "breastfeeding"] as const).map((condition): MedicalContraindicationInput => ({
    id: `mc-chondroitin-${condition}`,
    ingredient: "chondroitin",
    condition,
    conditionName: condition === "pregnancy" ? "Pregnancy" : "Breastfeeding",
    conditionSynonyms: [...(condition === "pregnancy" ? PREGNANCY : BREASTFEEDING)],
    contraindicationLevel: "absolute",
    reason: `Do not take chondroitin while ${condition === "pregnancy" ? "pregnant" : "breastfeeding"}: the leaflet of chondroitin sulfate sold as a medicine (Condrosulf) says not to, because there are not enough data on its ${condition === "pregnancy" ? "use in pregnancy" : "effect on a breastfed baby"}.`,
    advice: `Do not take chondroitin supplements while ${condition === "pregnancy" ? "pregnant" : "breastfeeding"}; ask your GP or pharmacist about joint pain relief that suits you.`,
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_NUT2.condrosulfLeaflet],
    isVerified: true,
  })),
];
