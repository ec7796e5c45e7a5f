// Supplement–supplement interactions from the vitamins' round (ingredientA sorts before ingredientB). Each was
// checked against the text of its reference.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REFN } from "./references-nutrients";

export const SUPPLEMENT_INTERACTIONS_VIT: SupplementInteractionInput[] = [
  // The SmPC gives no gap in hours, so the record carries none.
  {
    id: "ss-folic-acid-zinc",
    ingredientA: "folic-acid",
    ingredientB: "zinc",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Folic acid may reduce how much zinc is absorbed from the gut.",
    clinicalEffect:
      "You may absorb less zinc; UK folic acid product information says this matters particularly in pregnancy.",
    recommendation:
      "If you take separate folic acid and zinc supplements, especially in pregnancy, take them at different times of day and ask your pharmacist or midwife if you are unsure.",
    evidenceLevel: 1,
    references: [REFN.folicAcidEmcSmpc],
    isVerified: true,
  },
];
