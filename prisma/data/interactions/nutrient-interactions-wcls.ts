// Nutrient effects of the group round: section 4.5 of the Neomag (magnesium glycerophosphate) SmPC says a magnesium
// dose adjustment may be needed with "aminoglycoside antibiotics" because of increased magnesium losses. Nutrient
// effects are keyed by medicine, so each aminoglycoside the dictionary holds gets one (checked against the text).
import type { NutrientInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_MIN } from "./references-min";

/** The dictionary's aminoglycosides (medicine-classes-wcls.ts). */
export const AMINOGLYCOSIDES = ["gentamicin", "tobramycin", "amikacin"];

export const NUTRIENT_INTERACTIONS_WCLS: NutrientInteractionInput[] = AMINOGLYCOSIDES.map(
  (drug): NutrientInteractionInput => ({
    id: `ni-${drug}-magnesium`,
    cause: { drug },
    nutrientName: "Magnesium",
    nutrientIngredient: "magnesium",
    interactionType: "depletion",
    mechanism: "Aminoglycoside antibiotics increase the magnesium lost from the body.",
    magnitude:
      "UK magnesium glycerophosphate product information (Neomag, section 4.5) says a magnesium dose adjustment may be needed with aminoglycoside antibiotics because of increased magnesium losses.",
    timeCourse: "chronic",
    clinicalRelevance: "Low magnesium can cause tiredness, muscle cramps and heart rhythm problems.",
    recommendations:
      "Ask your doctor whether your magnesium level should be checked while you have this antibiotic, and take magnesium supplements only as they advise.",
    evidenceLevel: 1,
    references: [REF_MIN.neomagSmpc],
    isVerified: true,
  }),
);
