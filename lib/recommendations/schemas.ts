import { z } from "zod";

import { ACTIVITY_LEVELS, PREGNANCY_STATUSES, SEXES } from "@/lib/auth/health-profile-values";
import { medicalProfileSchema } from "@/lib/interactions/schemas";
import { MAX_STACK_ITEMS } from "@/lib/stacks/limits";

import { RECOMMENDATION_GOALS } from "./goals";

/** Adults only: the service is not for anyone under 18 (docs/product-rules.md). */
export const AGE_BANDS = ["18-29", "30-49", "50-64", "65+"] as const;
/** £1,000 a month: far above any stack, low enough to keep pence arithmetic small. */
const MAX_BUDGET_POUNDS = 1_000;

export const recommendationRequestSchema = z.strictObject({
  goals: z.array(z.enum(RECOMMENDATION_GOALS)).min(1).max(RECOMMENDATION_GOALS.length),
  medicalProfile: medicalProfileSchema.optional(),
  ageBand: z.enum(AGE_BANDS).optional(),
  sex: z.enum(SEXES).optional(),
  pregnancyStatus: z.enum(PREGNANCY_STATUSES).optional(),
  activityLevel: z.enum(ACTIVITY_LEVELS).optional(),
  diet: z.strictObject({ vegan: z.boolean(), vegetarian: z.boolean(), glutenFree: z.boolean() }).optional(),
  budgetPerMonth: z.number().min(0).max(MAX_BUDGET_POUNDS).optional(),
  /** Product ids in the builder's stack. */
  currentStack: z.array(z.string().min(1).max(100)).max(MAX_STACK_ITEMS).optional(),
});

export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;
