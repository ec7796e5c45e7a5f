import type { BrowseGoal } from "@/lib/catalogue/goals";
import type { SupplementCategory } from "@/lib/db/generated/enums";

export type GoalTileId =
  | "heart-health"
  | "brain-function"
  | "muscle-building"
  | "energy-performance"
  | "immune-support"
  | "vision-health"
  | "weight-management"
  | "general-wellness";

export interface GoalTile {
  id: GoalTileId;
  label: string;
  category: SupplementCategory;
  goal: BrowseGoal | null;
  href: string;
}

function goalTile(
  id: GoalTileId,
  label: string,
  category: SupplementCategory,
  goal: BrowseGoal | null = null,
): GoalTile {
  const query = new URLSearchParams({ category });
  if (goal) query.set("goal", goal);
  return { id, label, category, goal, href: `/browse?${query.toString()}` };
}

// Exactly as docs/product-rules.md §2 "Landing page" maps them. Several goals share "wellness", so those tiles add a
// goal (docs/reference/catalogue-and-search.md "Goals"). Tiles name the goal only: the app words no health claims.
export const GOAL_TILES: readonly GoalTile[] = [
  goalTile("heart-health", "Heart Health", "wellness", "heart"),
  goalTile("brain-function", "Brain Function", "focus"),
  goalTile("muscle-building", "Muscle Building", "performance"),
  goalTile("energy-performance", "Energy & Performance", "energy"),
  goalTile("immune-support", "Immune Support", "immune"),
  goalTile("vision-health", "Vision Health", "wellness", "vision"),
  goalTile("weight-management", "Weight Management", "wellness", "weight"),
  goalTile("general-wellness", "General Wellness", "wellness"),
];
