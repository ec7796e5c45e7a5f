import { ActivityLevel, PregnancyStatus, Sex } from "@/lib/db/generated/enums";

import type { SupplementCategory } from "../catalogue/values";
import type { HealthProfileInput } from "./schemas";

export type { ActivityLevel, PregnancyStatus, Sex };

export const SEX_OPTIONS = [
  [Sex.female, "Female"],
  [Sex.male, "Male"],
  [Sex.other, "Other"],
  [Sex.prefer_not_to_say, "Prefer not to say"],
] as const satisfies readonly (readonly [Sex, string])[];

export const PREGNANCY_STATUS_OPTIONS = [
  [PregnancyStatus.not_applicable, "Not applicable"],
  [PregnancyStatus.trying_to_conceive, "Trying to conceive"],
  [PregnancyStatus.pregnant, "Pregnant"],
  [PregnancyStatus.breastfeeding, "Breastfeeding"],
] as const satisfies readonly (readonly [PregnancyStatus, string])[];

export const ACTIVITY_LEVEL_OPTIONS = [
  [ActivityLevel.sedentary, "Mostly sitting"],
  [ActivityLevel.light, "Lightly active"],
  [ActivityLevel.moderate, "Moderately active"],
  [ActivityLevel.active, "Active"],
  [ActivityLevel.very_active, "Very active"],
] as const satisfies readonly (readonly [ActivityLevel, string])[];

// docs/product-rules.md §3 "Goal categories": a subset of the catalogue's categories.
export const HEALTH_GOAL_OPTIONS = [
  ["wellness", "General wellness"],
  ["focus", "Focus and brain function"],
  ["performance", "Sport and muscle performance"],
  ["energy", "Energy"],
  ["immune", "Immune support"],
] as const satisfies readonly (readonly [SupplementCategory, string])[];

export const DIETARY_PREFERENCE_OPTIONS = [
  ["vegan", "Vegan"],
  ["vegetarian", "Vegetarian"],
  ["gluten-free", "Gluten-free"],
  ["dairy-free", "Dairy-free"],
] as const;

function valuesOf<T extends string>(options: readonly (readonly [T, string])[]): [T, ...T[]] {
  return options.map(([value]) => value) as [T, ...T[]];
}

export const SEXES = valuesOf(SEX_OPTIONS);
export const PREGNANCY_STATUSES = valuesOf(PREGNANCY_STATUS_OPTIONS);
export const ACTIVITY_LEVELS = valuesOf(ACTIVITY_LEVEL_OPTIONS);
export const HEALTH_GOALS = valuesOf(HEALTH_GOAL_OPTIONS);
export const DIETARY_PREFERENCES = valuesOf(DIETARY_PREFERENCE_OPTIONS);

/** What someone who never saved a health profile has. */
export const EMPTY_HEALTH_PROFILE = {
  age: null,
  sex: null,
  activityLevel: null,
  goals: [],
  dietaryPreferences: [],
  pregnancyStatus: null,
  prescriptionDrugs: [],
  medicineSchedules: [],
  medicalConditions: [],
} satisfies HealthProfileInput;
