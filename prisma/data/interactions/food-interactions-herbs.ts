// Food and drink interactions of the herbs read from their product information and monographs: each checked
// against the text of its reference.
import type { FoodInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_HERBS } from "./references-herbs";

export const FOOD_INTERACTIONS_HERBS: FoodInteractionInput[] = [
  {
    id: "fi-passionflower-alcohol",
    ingredient: "passionflower",
    foodCategory: "alcohol",
    interactionType: "additive_sedation",
    mechanism: "Alcohol adds to the drowsiness passion flower can cause.",
    severity: "moderate",
    recommendation: "Avoid alcohol while taking passion flower, and do not drive if you feel drowsy.",
    clinicalSignificance:
      "Health Canada's passionflower monograph says taking it with alcohol or other products with sedative properties is not recommended.",
    evidenceLevel: 1,
    references: [REF_HERBS.healthCanadaPassionflower],
    isVerified: true,
  },
  {
    id: "fi-peppermint-oil-meals",
    ingredient: "peppermint-oil",
    foodCategory: "meals",
    interactionType: "premature_release",
    mechanism:
      "Eating at the same time can make the coating of gastro-resistant peppermint oil capsules dissolve too early, releasing the oil in the stomach.",
    severity: "minor",
    recommendation:
      "Take enteric-coated peppermint oil capsules before meals rather than with food, swallowed whole.",
    clinicalSignificance:
      "The Colpermin leaflet says the capsules should not be taken with food, as this could cause premature release of the oil and irritation of the mouth and gullet.",
    evidenceLevel: 1,
    references: [REF_HERBS.colperminLeaflet],
    isVerified: true,
  },
];
