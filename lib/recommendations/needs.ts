// The person's needs in the selection (docs/reference/recommendations.md "About you"): products that give
// an ingredient the guidance says they should take, ranked to cover the most needs with the dose closest
// to the advised one; and what the guidance says about each chosen product, for its card.
import type { Avoid, IngredientNote, Need, Reference } from "./profile-rules";

interface CandidateLike {
  id: string;
  name: string;
  ingredients: { slug: string; amount: number; unit: string }[];
  costPerDayPence: number | null;
}

/** Said on a product's card because of the person's answers (or the time of year), with its source. */
export interface ProfileReason {
  rule: string;
  text: string;
  references: Reference[];
}

/** The amount of `need`'s ingredient in a serving, when it is at least the advised dose (same unit). */
function doseFor(candidate: CandidateLike, need: Need): number | null {
  const item = candidate.ingredients.find(
    (ingredient) => ingredient.slug === need.ingredient && ingredient.unit === need.unit,
  );
  return item && item.amount >= need.amount ? item.amount : null;
}

/** The needs a product meets. */
export function needsMet(candidate: CandidateLike, needs: readonly Need[]): Need[] {
  return needs.filter((need) => doseFor(candidate, need) !== null);
}

/**
 * Products meeting at least one need, best first: more needs met; then the dose closest to the advised one
 * (how many times it, summed over the needs met); fewer ingredients; lower cost a day; name; id.
 */
export function rankForNeeds<T extends CandidateLike>(
  candidates: readonly T[],
  needs: readonly Need[],
  skip: ReadonlySet<string>,
): T[] {
  const scored = candidates.flatMap((candidate) => {
    if (skip.has(candidate.id)) return [];
    const met = needsMet(candidate, needs);
    if (met.length === 0) return [];
    const excess = met.reduce((sum, need) => sum + (doseFor(candidate, need) ?? 0) / need.amount, 0);
    return [{ candidate, met: met.length, excess }];
  });
  const cost = (candidate: CandidateLike) => candidate.costPerDayPence ?? Number.MAX_SAFE_INTEGER;
  return scored
    .sort(
      (a, b) =>
        b.met - a.met ||
        a.excess - b.excess ||
        a.candidate.ingredients.length - b.candidate.ingredients.length ||
        cost(a.candidate) - cost(b.candidate) ||
        a.candidate.name.localeCompare(b.candidate.name) ||
        a.candidate.id.localeCompare(b.candidate.id),
    )
    .map((entry) => entry.candidate);
}

/** Why a product is left out because of the person's answers, or null. */
export function avoidProblem(candidate: CandidateLike, avoid: readonly Avoid[]): string | null {
  const slugs = new Set(candidate.ingredients.map((ingredient) => ingredient.slug));
  return avoid.find((entry) => slugs.has(entry.ingredient))?.why ?? null;
}

/** The needs a chosen product meets and the notes on its ingredients, as reasons for its card. */
export function profileReasonsFor(
  candidate: CandidateLike,
  needs: readonly Need[],
  notes: readonly IngredientNote[],
): ProfileReason[] {
  const slugs = new Set(candidate.ingredients.map((ingredient) => ingredient.slug));
  return [
    ...needsMet(candidate, needs).map(({ rule, why, references }) => ({ rule, text: why, references })),
    ...notes
      .filter((note) => slugs.has(note.ingredient))
      .map(({ rule, text, references }) => ({ rule, text, references })),
  ];
}
