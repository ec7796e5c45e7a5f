// Food and drink with the herbs read again in their sources' own words: each checked against the text of its
// reference.
import type { FoodInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_CONDITIONS as RC } from "./references-conditions";

export const FOOD_INTERACTIONS_WHERB: FoodInteractionInput[] = [
  // The leaflet asks only that "excessive" drinking be avoided, so the advice stops short of no alcohol at all.
  {
    id: "fi-valerian-alcohol",
    ingredient: "valerian",
    foodCategory: "alcohol",
    interactionType: "additive_sedation",
    mechanism: "Alcohol can make valerian's calming, sleep-inducing effect stronger.",
    severity: "moderate",
    recommendation:
      "Avoid drinking a lot of alcohol while you take valerian, and do not drive if you feel sleepy.",
    clinicalSignificance:
      "The UK leaflet for SleepEezy valerian tablets (a traditional herbal registration) says the effect of the product may be increased by alcohol and that excessive use of alcohol should be avoided.",
    evidenceLevel: 1,
    references: [RC.sleepEezyValerianPil],
    isVerified: true,
  },
];
