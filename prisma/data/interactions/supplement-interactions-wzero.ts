// Supplement pairs of the wzero round: lutein with beta-carotene and with vitamin E, from Davis's Drug Guide, which
// says taking lutein with them may reduce their absorption. Checked against its text.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WZERO as R } from "./references-wzero";

// The guide gives no amount, study or separation, so the advice asks rather than sets hours.
function luteinWith(other: "beta-carotene" | "vitamin-e", name: string): SupplementInteractionInput {
  // The schema keys a pair by its two slugs in alphabetical order.
  const [a, b] = other < "lutein" ? [other, "lutein"] : ["lutein", other];
  return {
    id: `ss-${a}-${b}`,
    ingredientA: a,
    ingredientB: b,
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism: `Lutein may reduce how much ${name} is absorbed from the gut when they are taken together.`,
    clinicalEffect: `Less of the ${name} may be absorbed.`,
    recommendation: `If you take ${name} for a reason your doctor has given, ask your pharmacist whether to take it at a different time of day from lutein.`,
    evidenceLevel: 5,
    references: [R.davisLutein],
    isVerified: true,
  };
}

export const SUPPLEMENT_INTERACTIONS_WZERO: SupplementInteractionInput[] = [
  luteinWith("beta-carotene", "beta-carotene"),
  luteinWith("vitamin-e", "vitamin E"),
];
