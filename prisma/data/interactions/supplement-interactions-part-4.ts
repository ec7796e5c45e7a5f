// Supplement–supplement interactions of the ingredients added in 2026-11 (ingredientA sorts before
// ingredientB). Written from the NCCIH and ODS pages they cite; none checked against the text here yet.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REF3 } from "./references-part-3";

/** Caffeine from a plant source adds to caffeine taken as such. */
function caffeineSource(slug: string, name: string): SupplementInteractionInput {
  return {
    id: `ss-caffeine-${slug}`,
    ingredientA: "caffeine",
    ingredientB: slug,
    severity: "minor",
    interactionType: "additive_caffeine",
    mechanism: `${name} contains caffeine, so its caffeine adds to the caffeine in the other product.`,
    clinicalEffect:
      "More caffeine in total than either label suggests on its own: jitteriness, a fast heartbeat and poor sleep.",
    recommendation: `Count the caffeine in ${name.toLowerCase()} towards your daily caffeine total, and take less of one product if the two together go over what you would normally have.`,
    evidenceLevel: 1,
    references: [REF3.odsWeightLoss],
    isVerified: false,
  };
}

export const SUPPLEMENT_INTERACTIONS_PART_4: SupplementInteractionInput[] = [
  {
    id: "ss-bitter-orange-caffeine",
    ingredientA: "bitter-orange",
    ingredientB: "caffeine",
    severity: "moderate",
    interactionType: "additive_stimulant",
    mechanism:
      "Synephrine in bitter orange and caffeine are both stimulants that raise heart rate and blood pressure.",
    clinicalEffect:
      "Fainting, heart attacks and strokes have been reported in healthy people who took bitter orange, alone or combined with caffeine.",
    recommendation:
      "Avoid taking bitter orange (synephrine) with caffeine or other stimulants, and do not take it at all if you have a heart condition or high blood pressure.",
    evidenceLevel: 4,
    references: [REF3.nccihBitterOrange],
    isVerified: false,
  },
  caffeineSource("guarana", "Guarana"),
  caffeineSource("green-coffee-extract", "Green coffee bean extract"),
  {
    id: "ss-iodine-kelp",
    ingredientA: "iodine",
    ingredientB: "kelp",
    severity: "moderate",
    interactionType: "additive_iodine",
    mechanism:
      "Kelp and other brown seaweeds contain iodine, often in large and variable amounts, which adds to the iodine in the other supplement.",
    clinicalEffect:
      "Too much iodine for a long time can change the way the thyroid works, causing an underactive or overactive thyroid.",
    recommendation:
      "Ask your pharmacist or GP before taking kelp with another iodine supplement: together they can easily go over the 0.5 mg of iodine a day the NHS says is unlikely to cause harm.",
    evidenceLevel: 1,
    references: [REF.odsIodine, REF3.nhsIodine],
    isVerified: false,
  },
];
