// Limits of a saved stack (the stacks issue "API"), shared by the server schemas and the builder.
export const MAX_STACK_ITEMS = 50;
export const MIN_SERVINGS_PER_DAY = 1;
export const MAX_SERVINGS_PER_DAY = 20;
export const STACK_NAME_MAX = 100;
export const STACK_NOTES_MAX = 1000;
export const PUBLISHED_DESCRIPTION_MAX = 1000;
/** Days in the "per month" figures. */
export const DAYS_PER_MONTH = 30;

export const TIMING_SLOTS = ["morning", "with_food", "evening", "empty_stomach"] as const;
export type TimingSlot = (typeof TIMING_SLOTS)[number];
export const TIMING_LABELS: Record<TimingSlot, string> = {
  morning: "Morning",
  with_food: "With food",
  evening: "Evening",
  empty_stomach: "Empty stomach",
};

export const STACK_GOALS = [
  "wellness",
  "focus",
  "performance",
  "energy",
  "immune",
  "sleep",
  "digestive",
] as const;
export type StackGoal = (typeof STACK_GOALS)[number];
export const GOAL_LABELS: Record<StackGoal, string> = {
  wellness: "Wellness",
  focus: "Focus",
  performance: "Performance",
  energy: "Energy",
  immune: "Immune support",
  sleep: "Sleep",
  digestive: "Digestive health",
};

export const STACK_CONFLICT_MESSAGE =
  "This stack was changed in another tab or device since you opened it. Reload it to see the latest version, then make your changes again.";
