// Supplement pairs of the p12 round, each checked against the text it cites; ingredientA sorts before ingredientB.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REFN } from "./references-nutrients";
import { REF_P12 } from "./references-p12";
import { REF_HERBS_2 } from "./references-herbs-2";
import { REF_ZERO } from "./references-zero";

export const SUPPLEMENT_INTERACTIONS_P12: SupplementInteractionInput[] = [
  {
    id: "ss-activated-charcoal-nac",
    ingredientA: "activated-charcoal",
    ingredientB: "nac",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Activated charcoal binds substances in the gut, including acetylcysteine taken at the same time.",
    clinicalEffect: "The NAC may work less well.",
    recommendation:
      "Take activated charcoal and N-acetylcysteine (NAC) at different times, and ask your pharmacist how far apart.",
    evidenceLevel: 1,
    references: [REFN.nacsysLeaflet],
    isVerified: true,
  },
  // The leaflet's "amino-acid mixture" is a medical food; a branched-chain amino acid powder is one too.
  {
    id: "ss-bcaa-betaine",
    ingredientA: "bcaa",
    ingredientB: "betaine",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "In laboratory tests betaine might interact with amino-acid mixtures; no study in people has been done.",
    clinicalEffect: "Possibly less of either absorbed if the two are taken together.",
    recommendation:
      "Leave at least 30 minutes between betaine and a branched-chain amino acid (BCAA) supplement.",
    evidenceLevel: 5,
    references: [REF_P12.cystadaneLeaflet, REFN.cystadaneSmpc],
    isVerified: true,
  },
  // 16 of the 22 liver injuries the US Drug-Induced Liver Injury Network put down to garcinia were from products that
  // also held green tea, whose extract causes liver injury on its own.
  {
    id: "ss-garcinia-cambogia-green-tea-extract",
    ingredientA: "garcinia-cambogia",
    ingredientB: "green-tea-extract",
    severity: "moderate",
    interactionType: "additive_liver_toxicity",
    mechanism:
      "Both garcinia and green tea extract can injure the liver, and weight-loss products often combine them.",
    clinicalEffect:
      "Liver injury with jaundice; in the US network's cases one person died, one needed a liver transplant and most were admitted to hospital.",
    recommendation:
      "Ask your pharmacist or GP before taking garcinia with green tea extract, and stop both and see a doctor if your skin or eyes turn yellow or your urine turns dark.",
    evidenceLevel: 4,
    references: [REF_ZERO.garciniaDilin],
    isVerified: true,
  },
  // NCCIH: noni contains a substantial amount of potassium, and may be unsafe with what raises potassium.
  {
    id: "ss-noni-potassium",
    ingredientA: "noni",
    ingredientB: "potassium",
    severity: "moderate",
    interactionType: "additive_potassium",
    mechanism:
      "Noni juice and supplements contain a substantial amount of potassium, which adds to a potassium supplement.",
    clinicalEffect:
      "Too much potassium in the blood, especially with kidney problems or medicines that raise potassium.",
    recommendation:
      "Ask your pharmacist or GP before taking noni with a potassium supplement, especially if you have kidney problems.",
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihNoni],
    isVerified: true,
  },
];
