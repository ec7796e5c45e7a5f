// The goals a recommendation can serve: the catalogue's categories (lib/catalogue/values.ts), and for each
// the authorised-claim wording that speaks to it (docs/reference/recommendations.md "Goals and claims").
// A claim is quoted verbatim from the GB register; this table only decides which claims are relevant.
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES, type SupplementCategory } from "@/lib/catalogue/values";

export type Goal = SupplementCategory;

export const RECOMMENDATION_GOALS = SUPPLEMENT_CATEGORIES;

/** What an authorised claim must say to be quoted for a goal; wellness takes any authorised claim. */
const CLAIM_PATTERNS: Readonly<Record<Goal, RegExp>> = {
  wellness: /./,
  focus: /psychological function|cognitive function|brain function/i,
  performance: /physical performance|muscle|endurance/i,
  energy: /tiredness and fatigue|energy-yielding metabolism/i,
  immune: /immune system/i,
  sleep: /asleep|sleep/i,
  digestive: /digestion|bowel|intestinal|faecal|digestive/i,
};

export function claimServesGoal(claimText: string, goal: Goal): boolean {
  return CLAIM_PATTERNS[goal].test(claimText);
}

export function goalOptions(): { slug: Goal; name: string }[] {
  return RECOMMENDATION_GOALS.map((slug) => ({ slug, name: GOAL_LABELS[slug] }));
}
