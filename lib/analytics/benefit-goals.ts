// Which of the app's goals (the catalogue's categories) an authorised GB health claim speaks to. The
// goal is read from the register's own wording (docs/analytics.md "Benefits"), so the app sorts the
// authorised claims into goals but never words a benefit of its own; a claim naming none of these
// areas counts towards general wellness.
import type { SupplementCategory } from "@/lib/catalogue/values";

const GOAL_WORDING: readonly (readonly [SupplementCategory, RegExp])[] = [
  ["sleep", /\b(fall asleep|sleep)\b/i],
  ["immune", /\bimmune system\b/i],
  ["energy", /tiredness and fatigue|energy-yielding metabolism/i],
  ["focus", /psychological function|cognitive function|brain function/i],
  ["performance", /\bmuscle\b|endurance performance|physical performance/i],
  ["digestive", /digest|bowel|intestinal|transit/i],
];

/** The goals a claim's wording names; general wellness when it names none. */
export function goalsOfClaim(claimText: string): SupplementCategory[] {
  const goals = GOAL_WORDING.filter(([, wording]) => wording.test(claimText)).map(([goal]) => goal);
  return goals.length > 0 ? goals : ["wellness"];
}
