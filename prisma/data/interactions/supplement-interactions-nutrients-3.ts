// Supplement–supplement interactions from the third reading of the nutrients' UK product information
// (ingredientA sorts before ingredientB). Each was checked against the text of its references.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REFN } from "./references-nutrients";
import { REF_NUT3 } from "./references-nutrients-3";

export const SUPPLEMENT_INTERACTIONS_NUTRIENTS_3: SupplementInteractionInput[] = [
  // The SmPC asks for "a few hours"; no figure is given, so the record carries none.
  {
    id: "ss-iron-vitamin-e",
    ingredientA: "iron",
    ingredientB: "vitamin-e",
    severity: "minor",
    interactionType: "reduced_effect",
    mechanism: "Iron taken at the same time reduces the activity of vitamin E.",
    clinicalEffect:
      "Vitamin E may do less when the two are taken together; in children with iron-deficiency anaemia, high-dose vitamin E may also delay the response to iron.",
    recommendation:
      "Take iron and vitamin E a few hours apart, for example one in the morning and one in the evening.",
    evidenceLevel: 1,
    references: [REF_NUT3.vitaminEOralSmpc, REFN.vitaminESuspensionSmpc],
    isVerified: true,
  },
];
