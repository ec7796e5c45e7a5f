// Nutrient effects from the third reading of the nutrients: what UK product information for colestyramine says
// it does to fat-soluble vitamins. Each was checked against the text of its reference.
import type { NutrientInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_NUT3 } from "./references-nutrients-3";

const COLESTYRAMINE = {
  cause: { drug: "colestyramine" },
  interactionType: "reduced_absorption",
  mechanism:
    "Colestyramine binds bile acids in the gut and can interfere with the absorption of fat-soluble vitamins.",
  timeCourse: "chronic",
  evidenceLevel: 1,
  references: [REF_NUT3.questranLightSmpc],
  isVerified: true,
} as const;

export const NUTRIENT_INTERACTIONS_NUTRIENTS_3: NutrientInteractionInput[] = [
  {
    ...COLESTYRAMINE,
    id: "ni-colestyramine-vitamin-a",
    nutrientName: "Vitamin A",
    nutrientIngredient: "vitamin-a",
    magnitude:
      "The UK product information says vitamin A may need supplementing during prolonged high-dose use.",
    clinicalRelevance:
      "Long-term, high-dose colestyramine can leave you short of vitamin A; the product information does not say how often this happens.",
    recommendations:
      "If you take colestyramine long term, ask your doctor or pharmacist whether you need a vitamin A supplement, and take any supplement at a different time of day from colestyramine.",
    references: [...COLESTYRAMINE.references],
  },
  {
    ...COLESTYRAMINE,
    id: "ni-colestyramine-vitamin-k",
    nutrientName: "Vitamin K",
    nutrientIngredient: "vitamin-k1",
    magnitude:
      "The UK product information says chronic use may cause a bleeding tendency from vitamin K deficiency, which responds to vitamin K.",
    clinicalRelevance:
      "Too little vitamin K can make you bruise or bleed more easily; the product information says oral vitamin K can prevent it coming back.",
    recommendations:
      "If you take colestyramine long term, tell your doctor about unusual bruising or bleeding, and ask whether you need vitamin K. If you also take warfarin, talk to your anticoagulant clinic before starting or stopping vitamin K.",
    references: [...COLESTYRAMINE.references],
  },
];
