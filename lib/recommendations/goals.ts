// Claims are quoted verbatim from the GB register; this table only decides which are relevant to a goal.
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES, type SupplementCategory } from "@/lib/catalogue/values";

export type Goal = SupplementCategory;

export const RECOMMENDATION_GOALS = SUPPLEMENT_CATEGORIES;

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
