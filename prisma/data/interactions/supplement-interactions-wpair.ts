// Supplement pairs of the wpair round, each named by its source; ingredientA sorts before ingredientB.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REF_MIN } from "./references-min";

export const SUPPLEMENT_INTERACTIONS_WPAIR: SupplementInteractionInput[] = [
  // Both texts speak of mineral preparations in general, so they reach two supplements as well as a medicine.
  {
    id: "ss-iron-magnesium",
    ingredientA: "iron",
    ingredientB: "magnesium",
    severity: "moderate",
    interactionType: "competitive_absorption",
    mechanism: "Magnesium taken at the same time reduces the absorption of iron from the gut.",
    clinicalEffect:
      "Less iron is absorbed from an iron supplement taken with a magnesium supplement, which matters most if you are treating iron deficiency.",
    recommendation:
      "Take iron and magnesium supplements at least 2 hours apart, for example iron in the morning and magnesium in the evening.",
    evidenceLevel: 1,
    // Ferrous sulfate SmPC 4.5: compounds containing calcium or magnesium (including mineral supplements) may impair
    // iron absorption, at least 2 hours apart. Neomag SmPC 4.5: magnesium 3 to 4 hours before or after iron.
    references: [REF.ironSmpc, REF_MIN.neomagSmpc],
    isVerified: true,
  },
];
