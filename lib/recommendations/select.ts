// The recommendation's selection rules, pure and deterministic (docs/reference/recommendations.md): candidates
// are ranked by the goals they serve with evidence, then by authorised claims, then by cost a day; each is
// run through the safety check (the interaction engine, with the person's profile) before it is chosen.
import { GOAL_LABELS } from "@/lib/catalogue/values";

import { claimServesGoal, type Goal } from "./goals";

/** A month of servings, for the budget. */
const DAYS_PER_MONTH = 30;
/** Safety checks one recommendation may run (each is an engine check): bounds the work per request. */
const MAX_SAFETY_CHECKS = 60;

interface Reference {
  title: string;
  url: string;
}

export interface IngredientFacts {
  slug: string;
  name: string;
  category: Goal;
  evidenceSummary: string | null;
  references: Reference[];
  /** Authorised claims of the ingredient's claim substances, verbatim. */
  claims: { claimText: string; conditionsOfUse: string }[];
}

export interface Candidate {
  id: string;
  slug: string;
  name: string;
  brand: string;
  category: Goal;
  diet: { vegan: boolean | null; vegetarian: boolean | null; glutenFree: boolean | null };
  ingredients: { slug: string; name: string; amount: number; unit: string }[];
  /** One serving a day at the cheapest in-stock offer; null without an in-stock UK price. */
  costPerDayPence: number | null;
  packPricePence: number | null;
}

interface DietNeeds {
  vegan: boolean;
  vegetarian: boolean;
  glutenFree: boolean;
}

export interface Selection {
  goals: readonly Goal[];
  diet: DietNeeds;
  budgetPencePerMonth: number | null;
}

export type SafetyVerdict = { ok: true; cautions: string[] } | { ok: false; why: string };
/** Checks `candidateId` against the products already chosen, for this person. */
export type SafetyCheck = (candidateId: string, chosenIds: readonly string[]) => Promise<SafetyVerdict>;

interface Reason {
  goal: Goal;
  goalName: string;
  ingredient: string;
  /** Authorised claim wording for this goal (empty when the register holds none for it). */
  claims: { claimText: string; conditionsOfUse: string }[];
  evidence: string;
  references: Reference[];
}

export interface RecommendedItem {
  supplementId: string;
  slug: string;
  name: string;
  brand: string;
  goals: Goal[];
  reasons: Reason[];
  dosePerDay: { ingredient: string; amount: number; unit: string }[];
  costPerDayPence: number;
  packPricePence: number;
  /** Engine warnings that do not stop the recommendation but must be read (asked again when added). */
  cautions: string[];
}

export interface RecommendationResult {
  items: RecommendedItem[];
  excluded: { supplementId: string; name: string; why: string }[];
  unmetGoals: { goal: Goal; why: string }[];
  totalCostPerDayPence: number;
  totalCostPerMonthPence: number;
}

/** The reasons a candidate serves `goal`: ingredients of that category, or with a claim for it, with evidence. */
function reasonsFor(candidate: Candidate, goal: Goal, facts: ReadonlyMap<string, IngredientFacts>): Reason[] {
  const reasons: Reason[] = [];
  for (const ingredient of candidate.ingredients) {
    const fact = facts.get(ingredient.slug);
    if (!fact?.evidenceSummary || fact.references.length === 0) continue;
    const claims = fact.claims.filter((claim) => claimServesGoal(claim.claimText, goal));
    if (fact.category !== goal && claims.length === 0) continue;
    reasons.push({
      goal,
      goalName: GOAL_LABELS[goal],
      ingredient: fact.name,
      claims,
      evidence: fact.evidenceSummary,
      references: fact.references,
    });
  }
  return reasons;
}

function dietProblem(candidate: Candidate, diet: DietNeeds): string | null {
  if (diet.vegan && candidate.diet.vegan !== true) return "Not labelled vegan.";
  if (diet.vegetarian && candidate.diet.vegetarian !== true && candidate.diet.vegan !== true)
    return "Not labelled vegetarian.";
  if (diet.glutenFree && candidate.diet.glutenFree !== true) return "Not labelled gluten-free.";
  return null;
}

interface Ranked {
  candidate: Candidate;
  served: Goal[];
  claimBacked: number;
  reasons: Reason[];
}

function rank(
  candidates: readonly Candidate[],
  uncovered: readonly Goal[],
  facts: ReadonlyMap<string, IngredientFacts>,
  skip: ReadonlySet<string>,
): Ranked[] {
  const ranked: Ranked[] = [];
  for (const candidate of candidates) {
    if (skip.has(candidate.id)) continue;
    const reasons = uncovered.flatMap((goal) => reasonsFor(candidate, goal, facts));
    const served = uncovered.filter((goal) => reasons.some((reason) => reason.goal === goal));
    if (served.length === 0) continue;
    const claimBacked = served.filter((goal) =>
      reasons.some((reason) => reason.goal === goal && reason.claims.length > 0),
    ).length;
    ranked.push({ candidate, served, claimBacked, reasons });
  }
  const cost = (entry: Ranked) => entry.candidate.costPerDayPence ?? Number.MAX_SAFE_INTEGER;
  return ranked.sort(
    (a, b) =>
      b.served.length - a.served.length ||
      b.claimBacked - a.claimBacked ||
      cost(a) - cost(b) ||
      a.candidate.name.localeCompare(b.candidate.name) ||
      a.candidate.id.localeCompare(b.candidate.id),
  );
}

function itemOf(entry: Ranked, cautions: string[]): RecommendedItem {
  const { candidate } = entry;
  return {
    supplementId: candidate.id,
    slug: candidate.slug,
    name: candidate.name,
    brand: candidate.brand,
    goals: entry.served,
    reasons: entry.reasons,
    dosePerDay: candidate.ingredients.map(({ name, amount, unit }) => ({ ingredient: name, amount, unit })),
    costPerDayPence: candidate.costPerDayPence ?? 0,
    packPricePence: candidate.packPricePence ?? 0,
    cautions,
  };
}

/** The first candidate of `ranked` that passes diet, price, budget and safety; the rest passed over are excluded. */
async function pickOne(
  ranked: readonly Ranked[],
  selection: Selection,
  state: { chosen: RecommendedItem[]; excluded: Map<string, { name: string; why: string }>; checks: number },
  check: SafetyCheck,
): Promise<RecommendedItem | null> {
  const spent = state.chosen.reduce((sum, item) => sum + item.costPerDayPence, 0);
  for (const entry of ranked) {
    const { candidate } = entry;
    const exclude = (why: string) => state.excluded.set(candidate.id, { name: candidate.name, why });
    const problem =
      dietProblem(candidate, selection.diet) ??
      (candidate.costPerDayPence === null ? "No in-stock UK price." : null) ??
      (selection.budgetPencePerMonth !== null &&
      (spent + (candidate.costPerDayPence ?? 0)) * DAYS_PER_MONTH > selection.budgetPencePerMonth
        ? "Over your monthly budget with the rest of the stack."
        : null);
    if (problem) {
      exclude(problem);
      continue;
    }
    if (state.checks >= MAX_SAFETY_CHECKS) return null;
    state.checks += 1;
    const verdict = await check(
      candidate.id,
      state.chosen.map((item) => item.supplementId),
    );
    if (!verdict.ok) {
      exclude(verdict.why);
      continue;
    }
    return itemOf(entry, verdict.cautions);
  }
  return null;
}

/** Chooses the fewest products, one round at a time, that cover the goals (docs/reference/recommendations.md). */
export async function selectRecommendations(
  candidates: readonly Candidate[],
  facts: ReadonlyMap<string, IngredientFacts>,
  selection: Selection,
  check: SafetyCheck,
): Promise<RecommendationResult> {
  const state = {
    chosen: [] as RecommendedItem[],
    excluded: new Map<string, { name: string; why: string }>(),
    checks: 0,
  };
  let uncovered = [...new Set(selection.goals)];
  const unmetGoals: RecommendationResult["unmetGoals"] = [];
  while (uncovered.length > 0) {
    const skip = new Set([...state.excluded.keys(), ...state.chosen.map((item) => item.supplementId)]);
    const ranked = rank(candidates, uncovered, facts, skip);
    const picked = await pickOne(ranked, selection, state, check);
    if (!picked) {
      const why =
        ranked.length === 0
          ? "No product in our catalogue serves this goal with evidence we hold."
          : "Every product that serves this goal was excluded (see why below).";
      unmetGoals.push(...uncovered.map((goal) => ({ goal, why })));
      break;
    }
    state.chosen.push(picked);
    uncovered = uncovered.filter((goal) => !picked.goals.includes(goal));
  }
  const perDay = state.chosen.reduce((sum, item) => sum + item.costPerDayPence, 0);
  return {
    items: state.chosen,
    excluded: [...state.excluded].map(([supplementId, { name, why }]) => ({ supplementId, name, why })),
    unmetGoals,
    totalCostPerDayPence: perDay,
    totalCostPerMonthPence: perDay * DAYS_PER_MONTH,
  };
}
