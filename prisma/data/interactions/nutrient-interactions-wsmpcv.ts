// Nutrient effects of the wsmpcv round: neomycin, now a dictionary medicine, lowers vitamin B12 absorption.
import type { NutrientInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REFN } from "./references-nutrients";

export const NUTRIENT_INTERACTIONS_WSMPCV: NutrientInteractionInput[] = [
  // Section 4.5 names neomycin with the medicines earlier rounds wrote (ni-colchicine-vitamin-b12 and others) when
  // neomycin was not yet in the dictionary; worded as they are.
  {
    id: "ni-neomycin-vitamin-b12",
    cause: { drug: "neomycin" },
    nutrientName: "Vitamin B12",
    nutrientIngredient: "vitamin-b12",
    interactionType: "reduced_absorption",
    mechanism: "Neomycin taken by mouth can reduce the absorption of vitamin B12 from the gut.",
    magnitude:
      "UK product information for cyanocobalamin tablets lists it among medicines that may reduce B12 absorption.",
    timeCourse: "chronic",
    clinicalRelevance: "Adds to other B12 deficiency risks with long-term use.",
    recommendations:
      "If you take neomycin tablets long term, ask your GP whether your B12 should be checked.",
    evidenceLevel: 1,
    references: [REFN.cytaconSmpc],
    isVerified: true,
  },
];
