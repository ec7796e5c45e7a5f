// Food records from the vitamins' round, each checked against its text.
import type { FoodInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_VIT } from "./references-vit";

export const FOOD_INTERACTIONS_VIT: FoodInteractionInput[] = [
  {
    id: "fi-biotin-raw-egg-white",
    ingredient: "biotin",
    foodCategory: "raw egg white",
    interactionType: "reduced_absorption",
    mechanism: "A protein in raw egg white binds biotin so that it is not absorbed; cooking destroys it.",
    severity: "minor",
    recommendation: "Eat eggs cooked rather than raw if you are taking biotin for a deficiency.",
    clinicalSignificance:
      "German biotin product information says the effect of biotin is reduced when a lot of raw egg white is eaten.",
    evidenceLevel: 1,
    references: [REF_VIT.biotinHexalFachinfo],
    isVerified: true,
  },
];
