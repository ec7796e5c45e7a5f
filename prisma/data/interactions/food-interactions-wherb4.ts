// Food and drink with the catalogue herbs whose product information no earlier round could read: each checked
// against the text of its reference.
import type { FoodInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WHERB4 as R } from "./references-wherb4";

export const FOOD_INTERACTIONS_WHERB4: FoodInteractionInput[] = [
  // The page says "possibly" and gives no amount, so the advice is care rather than no alcohol at all.
  {
    id: "fi-chamomile-alcohol",
    ingredient: "chamomile",
    foodCategory: "alcohol",
    interactionType: "additive_sedation",
    mechanism: "Chamomile may add to the drowsiness that alcohol causes.",
    severity: "minor",
    recommendation:
      "Go easy on alcohol while you take chamomile, and do not drive or use machines if you feel drowsy.",
    clinicalSignificance:
      "The MSD (Merck) Manual's consumer page on chamomile says chamomile may increase the effects of sedatives, including alcohol.",
    evidenceLevel: 5,
    references: [R.msdChamomileGerman, R.merckChamomileEnglish],
    isVerified: true,
  },
];
