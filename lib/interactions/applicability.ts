// Unknowns count against safety: an amount that cannot be converted, or a form the label does not state,
// leaves the record in force (an unstated vitamin E form is judged by the form that gives the most).
import type { Applicability } from "./knowledge-base-schema";
import { normaliseName } from "./names";
import { convertRange } from "./units";
import type { EngineSupplement, PrescribedSource } from "./types";

interface IntakeSource {
  supplementId: string;
  amount: number;
  unit: string;
  chemicalForm: string | null;
  prescription?: PrescribedSource;
}

interface PrescribedIntake extends PrescribedSource {
  slug: string;
  ingredient: string;
  amount: number;
  unit: string;
}

export type DailyIntake = ReadonlyMap<string, { name: string; sources: IntakeSource[] }>;

/** Rounds away floating-point noise (0.1 + 0.2) without hiding real fractions. */
export function tidy(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}

export function dailyIntake(
  supplements: readonly EngineSupplement[],
  servingsPerDay: ReadonlyMap<string, number>,
  prescribed: readonly PrescribedIntake[] = [],
  names: (slug: string) => string = (slug) => slug,
): DailyIntake {
  const bySlug = new Map<string, { name: string; sources: IntakeSource[] }>();
  for (const supplement of supplements) {
    const servings = servingsPerDay.get(supplement.id) ?? 1;
    for (const ingredient of supplement.ingredients) {
      const entry = bySlug.get(ingredient.slug) ?? { name: ingredient.name, sources: [] };
      entry.sources.push({
        supplementId: supplement.id,
        amount: tidy(ingredient.amount * servings),
        unit: ingredient.unit,
        chemicalForm: ingredient.chemicalForm ?? null,
      });
      bySlug.set(ingredient.slug, entry);
    }
  }
  for (const { slug, ingredient, amount, unit, typed, medicine, usualDose, typedDose } of prescribed) {
    const entry = bySlug.get(ingredient) ?? { name: names(ingredient), sources: [] };
    entry.sources.push({
      supplementId: `prescription:${slug}`,
      amount,
      unit,
      chemicalForm: null,
      prescription: { typed, medicine, usualDose, ...(typedDose ? { typedDose } : {}) },
    });
    bySlug.set(ingredient, entry);
  }
  return bySlug;
}

function formMatches(chemicalForm: string, forms: readonly string[]): boolean {
  const label = ` ${normaliseName(chemicalForm)} `;
  return forms.some((form) => label.includes(` ${normaliseName(form)} `));
}

export function appliesToStack(appliesWhen: Applicability | undefined, intake: DailyIntake): boolean {
  if (!appliesWhen) return true;
  const sources = intake.get(appliesWhen.ingredient)?.sources ?? [];
  if (sources.length === 0) return true;
  const { chemicalForms, minDailyAmount } = appliesWhen;
  const relevant = chemicalForms
    ? sources.filter(
        (source) => source.chemicalForm === null || formMatches(source.chemicalForm, chemicalForms),
      )
    : sources;
  if (relevant.length === 0) return false;
  if (!minDailyAmount) return true;
  // The record applies unless even the highest possible amount stays under the threshold.
  let highest = 0;
  for (const source of relevant) {
    const range = convertRange(
      appliesWhen.ingredient,
      source.amount,
      source.unit,
      minDailyAmount.unit,
      source.chemicalForm,
    );
    if (range === null) return true;
    highest += range[1];
  }
  return tidy(highest) >= minDailyAmount.amount;
}
