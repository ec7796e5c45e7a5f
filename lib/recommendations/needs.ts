import type { Avoid, IngredientNote, Need, Reference } from "./profile-rules";

interface CandidateLike {
  id: string;
  name: string;
  ingredients: { slug: string; amount: number; unit: string }[];
  costPerDayPence: number | null;
}

export interface ProfileReason {
  rule: string;
  text: string;
  references: Reference[];
}

function doseFor(candidate: CandidateLike, need: Need): number | null {
  const item = candidate.ingredients.find(
    (ingredient) => ingredient.slug === need.ingredient && ingredient.unit === need.unit,
  );
  return item && item.amount >= need.amount ? item.amount : null;
}

export function needsMet(candidate: CandidateLike, needs: readonly Need[]): Need[] {
  return needs.filter((need) => doseFor(candidate, need) !== null);
}

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

export function avoidProblem(candidate: CandidateLike, avoid: readonly Avoid[]): string | null {
  const slugs = new Set(candidate.ingredients.map((ingredient) => ingredient.slug));
  return avoid.find((entry) => slugs.has(entry.ingredient))?.why ?? null;
}

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
