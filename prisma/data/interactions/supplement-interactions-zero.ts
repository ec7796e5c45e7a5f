// Supplement pairs of the zero round: chamomile with iron, from the Merck Manual's table of herb–drug interactions.
// Checked against its text.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_ZERO as R } from "./references-zero";

export const SUPPLEMENT_INTERACTIONS_ZERO: SupplementInteractionInput[] = [
  // The table gives no amount or separation, so the advice asks rather than sets hours.
  {
    id: "ss-chamomile-iron",
    ingredientA: "chamomile",
    ingredientB: "iron",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Chamomile may reduce how much iron is absorbed from the gut.",
    clinicalEffect: "Less of the iron from an iron supplement may be absorbed.",
    recommendation:
      "If you take iron for low iron levels, ask your pharmacist how to time it around chamomile supplements.",
    evidenceLevel: 5,
    references: [R.merckHerbDrugTable],
    isVerified: true,
  },
];
