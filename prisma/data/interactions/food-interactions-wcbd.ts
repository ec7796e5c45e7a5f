// Food and drink with CBD, from the secondary source the CBD round read for Epidyolex (references-wcbd.ts).
import type { FoodInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WCBD } from "./references-wcbd";

export const FOOD_INTERACTIONS_WCBD: FoodInteractionInput[] = [
  {
    id: "fi-cbd-alcohol",
    ingredient: "cbd",
    foodCategory: "alcohol",
    interactionType: "additive_sedation",
    mechanism: "Alcohol adds to the drowsiness cannabidiol can cause.",
    severity: "moderate",
    recommendation: "Avoid alcohol while you take CBD, and do not drive if you feel drowsy.",
    clinicalSignificance:
      "GoodRx says it is best to avoid sedatives, such as alcohol and benzodiazepines, with Epidiolex (prescription cannabidiol) because of a higher risk of drowsiness and sedation, and that over-the-counter CBD products can interact in the same way.",
    evidenceLevel: 3,
    references: [REF_WCBD.goodrxEpidiolex],
    isVerified: true,
  },
];
