// Price per standard dose of a single-nutrient product, so products of different strengths compare fairly.
// The amounts are common single doses on UK labels, used only as a yardstick: not advice to take them.

export interface StandardDose {
  ingredient: string;
  /** In micrograms, the unit every label amount converts to. */
  micrograms: number;
  /** "25 µg vitamin D": what "per …" reads on a card. */
  label: string;
}

const MICROGRAMS_PER_UNIT: Readonly<Record<string, number>> = { g: 1_000_000, mg: 1_000, µg: 1 };

const dose = (ingredient: string, amount: number, unit: "g" | "mg" | "µg", label: string): StandardDose => ({
  ingredient,
  micrograms: amount * (MICROGRAMS_PER_UNIT[unit] ?? 1),
  label,
});

export const STANDARD_DOSES: readonly StandardDose[] = [
  dose("vitamin-d3", 25, "µg", "25 µg (1,000 IU) vitamin D"),
  dose("vitamin-c", 1, "g", "1 g vitamin C"),
  dose("vitamin-b12", 1000, "µg", "1,000 µg vitamin B12"),
  dose("folic-acid", 400, "µg", "400 µg folic acid"),
  dose("magnesium", 100, "mg", "100 mg magnesium"),
  dose("zinc", 10, "mg", "10 mg zinc"),
  dose("iron", 14, "mg", "14 mg iron"),
  dose("omega-3-fish-oil", 1, "g", "1 g EPA + DHA"),
  dose("coq10", 100, "mg", "100 mg CoQ10"),
  dose("creatine", 3, "g", "3 g creatine"),
  dose("l-theanine", 200, "mg", "200 mg L-theanine"),
];

const BY_INGREDIENT = new Map(STANDARD_DOSES.map((standard) => [standard.ingredient, standard]));

export interface DosePrice {
  label: string;
  /** Tenths of a penny: a dose often costs a few pence. */
  decipence: number;
}

export interface LabelAmount {
  ingredient: string;
  amount: number;
  unit: string;
}

/**
 * Null unless the product holds exactly one ingredient with a standard dose and an amount in g, mg or µg.
 * The same arithmetic as the search's SQL (lib/catalogue/search/dose.ts), rounded once.
 */
export function pricePerStandardDose(
  offer: { pricePence: number; packSize: number },
  unitsPerServing: number,
  ingredients: readonly LabelAmount[],
): DosePrice | null {
  if (ingredients.length !== 1) return null;
  const [only] = ingredients;
  const standard = only && BY_INGREDIENT.get(only.ingredient);
  const perUnit = only && MICROGRAMS_PER_UNIT[only.unit];
  if (!only || !standard || !perUnit || only.amount <= 0) return null;
  const decipence =
    (offer.pricePence * unitsPerServing * 10 * standard.micrograms) /
    (offer.packSize * only.amount * perUnit);
  return { label: standard.label, decipence: Math.round(decipence) };
}

export function formatDosePrice({ label, decipence }: DosePrice): string {
  const price = decipence < 1000 ? `${(decipence / 10).toFixed(1)}p` : `£${(decipence / 1000).toFixed(2)}`;
  return `${price} per ${label}`;
}
