// Each pattern is a plain alternation of literal phrases: valid both as a JavaScript RegExp and as a
// PostgreSQL regular expression (the search matches it with `~*`).

export const BROWSE_GOALS = ["heart", "vision", "weight", "bones", "hair-skin-nails"] as const;
export type BrowseGoal = (typeof BROWSE_GOALS)[number];

interface GoalDefinition {
  label: string;
  /** Completes "Products containing an ingredient with a GB-authorised claim about …". */
  about: string;
  claimPattern: string;
}

export const GOAL_DEFINITIONS: Readonly<Record<BrowseGoal, GoalDefinition>> = {
  heart: {
    label: "Heart health",
    about: "the heart, blood pressure, blood cholesterol or blood triglycerides",
    claimPattern: "function of the heart|blood pressure|blood cholesterol|LDL-cholesterol|blood triglyceride",
  },
  vision: { label: "Vision", about: "normal vision", claimPattern: "normal vision" },
  weight: {
    label: "Weight management",
    about: "weight loss or keeping weight off",
    claimPattern: "weight loss|maintenance of weight",
  },
  bones: {
    label: "Bones",
    about: "normal bones",
    claimPattern: "normal bone|function of bones",
  },
  "hair-skin-nails": {
    label: "Hair, skin and nails",
    about: "normal hair, skin or nails",
    claimPattern: "normal hair|normal skin|normal nails|function of skin",
  },
};

/** The same test the search runs in SQL. */
export function claimServesBrowseGoal(claimText: string, goal: BrowseGoal): boolean {
  return new RegExp(GOAL_DEFINITIONS[goal].claimPattern, "i").test(claimText);
}

export function goalExplanation(goal: BrowseGoal): string {
  return (
    `Products containing an ingredient with a GB-authorised health claim about ${GOAL_DEFINITIONS[goal].about}. ` +
    "Each claim has conditions of use, such as a daily amount, that a product may not meet."
  );
}
