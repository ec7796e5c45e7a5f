import { GOAL_LABELS } from "@/lib/catalogue/values";
import { formatPence } from "@/lib/catalogue/pricing";

import { claimServesGoal, type Goal } from "./goals";
import { avoidProblem, needsMet, profileReasonsFor, rankForNeeds, type ProfileReason } from "./needs";
import type { Need, ProfileAdvice } from "./profile-rules";

const DAYS_PER_MONTH = 30;
/** Each is an engine check: bounds the work per request. */
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
  advice?: ProfileAdvice;
  /** Pregnant, trying to conceive or breastfeeding: evidence about pregnancy is for them. */
  forPregnancy?: boolean;
  /** Product ids already in the person's stack: checked with, never proposed again. */
  current?: readonly string[];
}

interface Caution {
  title: string;
  advice: string;
}

export type SafetyVerdict = { ok: true; cautions: Caution[] } | { ok: false; why: string };
export type SafetyCheck = (candidateId: string, chosenIds: readonly string[]) => Promise<SafetyVerdict>;

interface Reason {
  goal: Goal;
  goalName: string;
  ingredient: string;
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
  cautions: Caution[];
  whyChosen: string;
  profileReasons: ProfileReason[];
}

export interface RecommendationResult {
  items: RecommendedItem[];
  excluded: { supplementId: string; name: string; why: string }[];
  unmetGoals: { goal: Goal; why: string }[];
  /** Goals a product already in the stack serves, so nothing was added for them. */
  coveredByStack: { goal: Goal; products: string[] }[];
  profileNotes: ProfileReason[];
  totalCostPerDayPence: number;
  totalCostPerMonthPence: number;
}

// Without an authorised claim, an ingredient serves its goal only when its own evidence summary does not say
// the evidence is lacking (valerian for sleep: "not enough evidence to show that it works").
const EVIDENCE_LACKING =
  /\b(?:not enough (?:reliable )?evidence|no (?:clear|conclusive|good|reliable|firm) evidence|(?:little|limited) (?:reliable )?evidence|evidence (?:is|was|remains) (?:limited|weak|mixed|inconclusive|inconsistent|unclear)|limited or (?:mixed|inconsistent)|inconclusive|inconsistent results|results (?:are|were) (?:not consistent|inconsistent|mixed)|(?:has|have) not (?:been )?shown|not (?:been )?shown to|no better than (?:a )?placebo|few firm conclusions|not clear whether|did not (?:reduce|improve|help)|have not produced clear evidence|not been established|little or no evidence|(?:has|have|had) not found|(?:found|showed?|shown) no benefit|unclear|not clearly|at most a small|often none|results vary|(?:mostly|mainly) small and of low|of low (?:methodological )?quality|is limited|too limited|not a substitute)\b/i;

export function evidenceSupports(summary: string): boolean {
  return !EVIDENCE_LACKING.test(summary);
}

const ABOUT_PREGNANCY = /\b(?:pregnan\w*|conce(?:ive|ption)\w*|foet\w*|fetus|breastfe\w*|neural tube)\b/i;

/** The evidence shown with a reason, without sentences about pregnancy for someone it does not concern. */
export function evidenceShown(summary: string, forPregnancy: boolean): string {
  if (forPregnancy) return summary;
  const sentences = summary.match(/[^.!?]+[.!?]+(?:\s+|$)|[^.!?]+$/g) ?? [summary];
  return sentences
    .filter((sentence) => !ABOUT_PREGNANCY.test(sentence))
    .join("")
    .trim();
}

function reasonsFor(candidate: Candidate, goal: Goal, facts: ReadonlyMap<string, IngredientFacts>): Reason[] {
  const reasons: Reason[] = [];
  for (const ingredient of candidate.ingredients) {
    const fact = facts.get(ingredient.slug);
    if (!fact?.evidenceSummary || fact.references.length === 0) continue;
    const claims = fact.claims.filter((claim) => claimServesGoal(claim.claimText, goal));
    if (claims.length === 0 && (fact.category !== goal || !evidenceSupports(fact.evidenceSummary))) continue;
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

const DIET_NAMES = { vegan: "vegan", vegetarian: "vegetarian", glutenFree: "gluten-free" } as const;

/** Why a goal went unmet when its diet alone ruled out every product: which diets no checked label meets yet. */
function unmetByDiet(ranked: readonly Ranked[], diet: DietNeeds): string | null {
  if (ranked.length === 0 || ranked.some(({ candidate }) => dietProblem(candidate, diet) === null))
    return null;
  const wanted = (Object.keys(DIET_NAMES) as (keyof DietNeeds)[]).filter((name) => diet[name]);
  const unmet = wanted.filter(
    (name) => !ranked.some(({ candidate }) => dietProblem(candidate, { ...NO_DIET, [name]: true }) === null),
  );
  const names = (unmet.length > 0 ? unmet : wanted).map((name) => DIET_NAMES[name]);
  return `No product for this goal has a label we have checked as ${names.join(" and ")} yet, so we could not recommend one.`;
}

const NO_DIET: DietNeeds = { vegan: false, vegetarian: false, glutenFree: false };

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

function whyChosen(
  entry: Ranked,
  ranked: readonly Ranked[],
  cautions: readonly Caution[],
  leftOut: number,
): string {
  const goals = entry.served.map((goal) => GOAL_LABELS[goal]).join(" and ");
  const rivals = ranked.filter(
    (other) => other !== entry && other.served.some((goal) => entry.served.includes(goal)),
  );
  const basis =
    entry.claimBacked > 0
      ? `It covers ${goals} with an authorised health claim`
      : `It covers ${goals} with the evidence summarised below`;
  const cost =
    entry.candidate.costPerDayPence === null
      ? ""
      : ` at ${formatPence(entry.candidate.costPerDayPence)} a day`;
  const others =
    rivals.length === 0
      ? " It is the only product in our catalogue that does."
      : ` Of ${String(rivals.length + 1)} products that serve ${goals}, it covers the most of your goals, then has the most authorised claims, then costs the least a day${leftOut > 0 ? `; ${String(leftOut)} ranked higher were left out for you (see below)` : ""}.`;
  const caution =
    cautions.length > 0
      ? " It is chosen with a caution for you (below) because every product for this goal either needs one too or was left out."
      : "";
  return `${basis}${cost}.${others}${caution}`;
}

function itemOf(entry: Ranked, cautions: Caution[], why: string): RecommendedItem {
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
    whyChosen: why,
    profileReasons: [],
  };
}

/** A second source of an ingredient the stack already has would only add to its dose. */
function stackOverlap(candidate: Candidate, inStack: ReadonlyMap<string, string>): string | null {
  const shared = candidate.ingredients.map((ingredient) => inStack.get(ingredient.slug)).find(Boolean);
  return shared ? `Your stack already has ${shared}.` : null;
}

async function pickOne(
  ranked: readonly Ranked[],
  selection: Selection,
  state: {
    chosen: RecommendedItem[];
    excluded: Map<string, { name: string; why: string }>;
    checks: number;
    inStack: ReadonlyMap<string, string>;
  },
  check: SafetyCheck,
): Promise<RecommendedItem | null> {
  const spent = state.chosen.reduce((sum, item) => sum + item.costPerDayPence, 0);
  let cautioned: { entry: Ranked; cautions: Caution[]; leftOut: number } | null = null;
  let leftOut = 0;
  for (const entry of ranked) {
    const { candidate } = entry;
    const exclude = (why: string) => state.excluded.set(candidate.id, { name: candidate.name, why });
    const problem =
      stackOverlap(candidate, state.inStack) ??
      avoidProblem(candidate, selection.advice?.avoid ?? []) ??
      dietProblem(candidate, selection.diet) ??
      (candidate.costPerDayPence === null ? "No in-stock UK price." : null) ??
      (selection.budgetPencePerMonth !== null &&
      (spent + (candidate.costPerDayPence ?? 0)) * DAYS_PER_MONTH > selection.budgetPencePerMonth
        ? "Over your monthly budget with the rest of the stack."
        : null);
    if (problem) {
      exclude(problem);
      leftOut += 1;
      continue;
    }
    if (state.checks >= MAX_SAFETY_CHECKS) break;
    state.checks += 1;
    const verdict = await check(candidate.id, [
      ...(selection.current ?? []),
      ...state.chosen.map((item) => item.supplementId),
    ]);
    if (!verdict.ok) {
      exclude(verdict.why);
      leftOut += 1;
      continue;
    }
    if (verdict.cautions.length === 0) return itemOf(entry, [], whyChosen(entry, ranked, [], leftOut));
    cautioned ??= { entry, cautions: verdict.cautions, leftOut };
  }
  if (!cautioned) return null;
  return itemOf(
    cautioned.entry,
    cautioned.cautions,
    whyChosen(cautioned.entry, ranked, cautioned.cautions, cautioned.leftOut),
  );
}

type State = Parameters<typeof pickOne>[2];

async function coverNeeds(
  context: {
    candidates: readonly Candidate[];
    facts: ReadonlyMap<string, IngredientFacts>;
    check: SafetyCheck;
  },
  selection: Selection,
  state: State,
): Promise<{ uncovered: Goal[]; notes: ProfileReason[] }> {
  let uncovered = [...new Set(selection.goals)];
  const stack = (selection.current ?? []).flatMap((id) =>
    context.candidates.filter((entry) => entry.id === id),
  );
  let needs: Need[] = (selection.advice?.needs ?? []).filter(
    (need) => !stack.some((candidate) => needsMet(candidate, [need]).length > 0),
  );
  while (needs.length > 0) {
    const skip = new Set([
      ...(selection.current ?? []),
      ...state.excluded.keys(),
      ...state.chosen.map((item) => item.supplementId),
    ]);
    const ranked = rankForNeeds(context.candidates, needs, skip).map((candidate): Ranked => {
      const reasons = uncovered.flatMap((goal) => reasonsFor(candidate, goal, context.facts));
      const served = uncovered.filter((goal) => reasons.some((reason) => reason.goal === goal));
      return { candidate, served, claimBacked: 0, reasons };
    });
    const picked = await pickOne(ranked, selection, state, context.check);
    if (!picked) break;
    state.chosen.push(picked);
    const met = new Set(needsMet(candidateOf(context.candidates, picked), needs));
    needs = needs.filter((need) => !met.has(need));
    uncovered = uncovered.filter((goal) => !picked.goals.includes(goal));
  }
  const notes = needs.map(({ rule, why, references }) => ({
    rule,
    text: `${why} We could not add a product for it with your other answers (see what was left out below).`,
    references,
  }));
  return { uncovered, notes };
}

function candidateOf(candidates: readonly Candidate[], item: RecommendedItem): Candidate {
  const found = candidates.find((candidate) => candidate.id === item.supplementId);
  if (!found) throw new Error(`Chosen product ${item.supplementId} is not a candidate`);
  return found;
}

export async function selectRecommendations(
  candidates: readonly Candidate[],
  facts: ReadonlyMap<string, IngredientFacts>,
  selection: Selection,
  check: SafetyCheck,
): Promise<RecommendationResult> {
  const stack = (selection.current ?? []).flatMap((id) => candidates.filter((entry) => entry.id === id));
  const inStack = new Map(stack.flatMap((entry) => entry.ingredients.map(({ slug, name }) => [slug, name])));
  const state: State = { chosen: [], excluded: new Map(), checks: 0, inStack };
  const coveredByStack = selection.goals.flatMap((goal) => {
    const products = stack
      .filter((entry) => reasonsFor(entry, goal, facts).length > 0)
      .map((entry) => entry.name);
    return products.length > 0 ? [{ goal, products }] : [];
  });
  const stackGoals = new Set(coveredByStack.map(({ goal }) => goal));
  const covered = await coverNeeds(
    { candidates, facts, check },
    { ...selection, goals: selection.goals.filter((goal) => !stackGoals.has(goal)) },
    state,
  );
  let uncovered = covered.uncovered;
  const unmetGoals: RecommendationResult["unmetGoals"] = [];
  while (uncovered.length > 0) {
    const skip = new Set([
      ...(selection.current ?? []),
      ...state.excluded.keys(),
      ...state.chosen.map((item) => item.supplementId),
    ]);
    const ranked = rank(candidates, uncovered, facts, skip);
    const picked = await pickOne(ranked, selection, state, check);
    if (!picked) {
      const why =
        ranked.length === 0
          ? "No product in our catalogue serves this goal with evidence we hold."
          : (unmetByDiet(ranked, selection.diet) ??
            "Every product that serves this goal was excluded (see why below).");
      unmetGoals.push(...uncovered.map((goal) => ({ goal, why })));
      break;
    }
    state.chosen.push(picked);
    uncovered = uncovered.filter((goal) => !picked.goals.includes(goal));
  }
  const advice = selection.advice;
  const forPregnancy = selection.forPregnancy ?? false;
  const items = state.chosen.map((item) => ({
    ...item,
    reasons: item.reasons
      .map((reason) => ({ ...reason, evidence: evidenceShown(reason.evidence, forPregnancy) }))
      .filter((reason) => reason.evidence !== "" || reason.claims.length > 0),
    profileReasons: advice
      ? profileReasonsFor(candidateOf(candidates, item), advice.needs, advice.ingredientNotes)
      : [],
  }));
  const perDay = items.reduce((sum, item) => sum + item.costPerDayPence, 0);
  return {
    items,
    excluded: [...state.excluded].map(([supplementId, { name, why }]) => ({ supplementId, name, why })),
    unmetGoals,
    coveredByStack,
    profileNotes: [...(advice?.notes ?? []), ...covered.notes],
    totalCostPerDayPence: perDay,
    totalCostPerMonthPence: perDay * DAYS_PER_MONTH,
  };
}
