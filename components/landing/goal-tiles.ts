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
  /** Stable key, also used to pick the tile's icon. */
  id: GoalTileId;
  label: string;
  category: SupplementCategory;
  href: string;
}

function goalTile(id: GoalTileId, label: string, category: SupplementCategory): GoalTile {
  return { id, label, category, href: `/browse?category=${encodeURIComponent(category)}` };
}

/**
 * The landing page's goal tiles and the browse category each opens, exactly as docs/product-rules.md §2
 * "Landing page" maps them. Several goals share "wellness" because the catalogue has no finer
 * category for them. Tiles name the goal only: the app never words its own health claims.
 */
export const GOAL_TILES: readonly GoalTile[] = [
  goalTile("heart-health", "Heart Health", "wellness"),
  goalTile("brain-function", "Brain Function", "focus"),
  goalTile("muscle-building", "Muscle Building", "performance"),
  goalTile("energy-performance", "Energy & Performance", "energy"),
  goalTile("immune-support", "Immune Support", "immune"),
  goalTile("vision-health", "Vision Health", "wellness"),
  goalTile("weight-management", "Weight Management", "wellness"),
  goalTile("general-wellness", "General Wellness", "wellness"),
];
