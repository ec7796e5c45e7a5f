// Goals are read from the register's own wording (docs/analytics.md "Benefits"): the app never words a benefit.
import type { SupplementCategory } from "@/lib/catalogue/values";

const GOAL_WORDING: readonly (readonly [SupplementCategory, RegExp])[] = [
  ["sleep", /\b(fall asleep|sleep)\b/i],
  ["immune", /\bimmune system\b/i],
  ["energy", /tiredness and fatigue|energy-yielding metabolism/i],
  ["focus", /psychological function|cognitive function|brain function/i],
  ["performance", /\bmuscle\b|endurance performance|physical performance/i],
  ["digestive", /digest|bowel|intestinal|transit/i],
];

export function goalsOfClaim(claimText: string): SupplementCategory[] {
  const goals = GOAL_WORDING.filter(([, wording]) => wording.test(claimText)).map(([goal]) => goal);
  return goals.length > 0 ? goals : ["wellness"];
}
