// Supplement pairs of the wzero round: lutein with beta-carotene and with vitamin E (Davis's Drug Guide), and chitosan
// with the fat-soluble vitamins (GlobinMed), each of which may have its absorption reduced. Checked against their text.
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
  ...(
    [
      ["vitamin-a", "vitamin A"],
      ["vitamin-d3", "vitamin D"],
      ["vitamin-e", "vitamin E"],
      ["vitamin-k1", "vitamin K"],
      ["vitamin-k2", "vitamin K"],
      ["beta-carotene", "beta-carotene"],
    ] as const
  ).map(([slug, name]) => chitosanWith(slug, name)),
];

// An animal study and the fat-binding mechanism ("likely"), no amount or separation: minor, level 5, and the advice asks.
function chitosanWith(
  other: "vitamin-a" | "vitamin-d3" | "vitamin-e" | "vitamin-k1" | "vitamin-k2" | "beta-carotene",
  name: string,
): SupplementInteractionInput {
  const [a, b] = other < "chitosan" ? [other, "chitosan"] : ["chitosan", other];
  return {
    id: `ss-${a}-${b}`,
    ingredientA: a,
    ingredientB: b,
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism: `Chitosan binds fats in the gut, so it may reduce how much of a fat-soluble nutrient such as ${name} is absorbed.`,
    clinicalEffect: `Less of the ${name} may be absorbed, especially with long-term use of chitosan.`,
    recommendation: `If you take ${name} for a reason your doctor has given, ask your pharmacist whether chitosan may stop it working and how to time them.`,
    evidenceLevel: 5,
    references: [R.globinmedChitosanVitamins],
    isVerified: true,
  };
}
