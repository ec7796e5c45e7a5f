// Browse goals: the landing page's goal tiles that share the broad "wellness" category (Heart Health,
// Vision Health, Weight Management) narrow it with a goal, so each tile lists products relevant to it
// (docs/reference/catalogue-and-search.md "Goals"). A product serves a goal when one of its ingredients
// has an authorised GB health claim (the register rows of AuthorisedClaim, matched through
// Ingredient.claimSubstances) whose wording names that area. The app never words a benefit itself: the
// goal is read from the register's wording, as lib/analytics/benefit-goals.ts does for the other goals.
// It says what an ingredient is authorised to claim, not that the product's dose meets the claim's
// conditions of use. Pure data, so pages, the API schema and tests share it.
//
// Each pattern is a plain alternation of literal phrases: valid both as a JavaScript RegExp and as a
// PostgreSQL regular expression (the search matches it with `~*`).

export const BROWSE_GOALS = ["heart", "vision", "weight"] as const;
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
};

/** Whether an authorised claim's wording speaks to the goal (the same test the search runs in SQL). */
export function claimServesBrowseGoal(claimText: string, goal: BrowseGoal): boolean {
  return new RegExp(GOAL_DEFINITIONS[goal].claimPattern, "i").test(claimText);
}

/** The sentence shown above goal-filtered results. */
export function goalExplanation(goal: BrowseGoal): string {
  return (
    `Products containing an ingredient with a GB-authorised health claim about ${GOAL_DEFINITIONS[goal].about}. ` +
    "Each claim has conditions of use, such as a daily amount, that a product may not meet."
  );
}
