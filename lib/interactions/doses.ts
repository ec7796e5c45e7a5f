// Cumulative daily dose of each ingredient across the whole stack (amount per serving × servings a
// day, summed over products), compared with the UK upper level, and ingredients that appear in more
// than one product. Units convert only where the conversion is exact for the ingredient.
import type { CumulativeDose, EngineSupplement, IngredientLimits } from "./types";

const MASS_IN_MICROGRAMS: Record<string, number> = { g: 1_000_000, mg: 1_000, "µg": 1, mcg: 1 };
/** Vitamin D: 1 µg = 40 IU (NHS: 10 micrograms = 400 IU). Other vitamins' IU depend on the form. */
const IU_PER_MICROGRAM: Record<string, number> = { "vitamin-d3": 40 };

/** `amount` of `from` expressed in `to` for this ingredient, or null when it cannot be converted exactly. */
export function convertAmount(slug: string, amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  const toMicrograms = (value: number, unit: string): number | null => {
    const mass = MASS_IN_MICROGRAMS[unit];
    if (mass !== undefined) return value * mass;
    const iu = IU_PER_MICROGRAM[slug];
    return unit === "IU" && iu ? value / iu : null;
  };
  const micrograms = toMicrograms(amount, from);
  if (micrograms === null) return null;
  const mass = MASS_IN_MICROGRAMS[to];
  if (mass !== undefined) return micrograms / mass;
  const iu = IU_PER_MICROGRAM[slug];
  return to === "IU" && iu ? micrograms * iu : null;
}

/** Rounds away floating-point noise (0.1 + 0.2) without hiding real fractions. */
function tidy(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}

export function cumulativeDoses(
  supplements: readonly EngineSupplement[],
  servingsPerDay: ReadonlyMap<string, number>,
  limits: ReadonlyMap<string, IngredientLimits>,
): CumulativeDose[] {
  const bySlug = new Map<string, { name: string; sources: CumulativeDose["sources"] }>();
  for (const supplement of supplements) {
    const servings = servingsPerDay.get(supplement.id) ?? 1;
    for (const ingredient of supplement.ingredients) {
      const entry = bySlug.get(ingredient.slug) ?? { name: ingredient.name, sources: [] };
      entry.sources.push({ supplementId: supplement.id, amount: tidy(ingredient.amount * servings), unit: ingredient.unit });
      bySlug.set(ingredient.slug, entry);
    }
  }

  const doses: CumulativeDose[] = [];
  for (const [slug, { name, sources }] of bySlug) {
    const upperLevel = limits.get(slug)?.upperLevel ?? null;
    const unit = upperLevel?.unit ?? sources[0]?.unit ?? "mg";
    let total = 0;
    let comparable = true;
    for (const source of sources) {
      const converted = convertAmount(slug, source.amount, source.unit, unit);
      if (converted === null) comparable = false;
      else total += converted;
    }
    doses.push({
      ingredientSlug: slug,
      ingredientName: name,
      total: tidy(total),
      unit,
      sources,
      upperLevel,
      exceedsUpperLevel: upperLevel && comparable ? tidy(total) > upperLevel.amount : null,
      duplicated: new Set(sources.map((source) => source.supplementId)).size > 1,
    });
  }
  return doses.sort((a, b) => Number(b.exceedsUpperLevel === true) - Number(a.exceedsUpperLevel === true) || a.ingredientName.localeCompare(b.ingredientName));
}
