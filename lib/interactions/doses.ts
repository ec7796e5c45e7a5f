// Cumulative daily dose of each ingredient across the whole stack (amount per serving × servings a
// day, summed over products), compared with the UK upper level, and ingredients that appear in more
// than one product. Units convert only where the conversion is exact for the ingredient. Where the UK
// level depends on the chemical form on the label (niacin), the form's own level is used, and a total
// whose answer depends on a form no label states is reported as not comparable rather than guessed.
import type { CumulativeDose, EngineSupplement, IngredientLimits } from "./types";

const MASS_IN_MICROGRAMS: Record<string, number> = { g: 1_000_000, mg: 1_000, µg: 1, mcg: 1 };
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

/** A UK upper level that applies to one chemical form of an ingredient only. */
export interface FormUpperLevel {
  /** Plain name of the form, e.g. "nicotinamide". */
  form: string;
  /** Recognises the form in a label's chemical form, e.g. "as niacinamide". */
  pattern: RegExp;
  amount: number;
  unit: string;
  source: string;
}

/**
 * Ingredients whose UK upper level depends on the form. Niacin: the Expert Group on Vitamins and Minerals
 * (2003) guidance levels, as given by the NHS ("Vitamins and minerals: Vitamin B"): 17 mg a day or less of
 * nicotinic acid supplements, 500 mg a day or less of nicotinamide supplements. Inositol hexanicotinate,
 * nicotinamide riboside and nicotinamide mononucleotide are other substances and match neither form.
 */
export const FORM_UPPER_LEVELS: Readonly<Record<string, readonly FormUpperLevel[]>> = {
  niacin: [
    {
      form: "nicotinic acid",
      pattern: /\bnicotinic\s+acid\b/i,
      amount: 17,
      unit: "mg",
      source:
        "NHS (EVM guidance level): 17 mg or less a day of nicotinic acid supplements is unlikely to cause harm",
    },
    {
      form: "nicotinamide",
      pattern: /\b(?:nicotinamide|niacinamide)\b(?!\s+(?:riboside|mononucleotide))/i,
      amount: 500,
      unit: "mg",
      source:
        "NHS (EVM guidance level): 500 mg or less a day of nicotinamide supplements is unlikely to cause harm",
    },
  ],
};

/** The form-specific UK upper level for a label's chemical form; null when the ingredient has none or the form is not one (or is more than one) of its forms. */
export function formUpperLevel(slug: string, chemicalForm: string | null | undefined): FormUpperLevel | null {
  const levels = FORM_UPPER_LEVELS[slug];
  if (!levels || !chemicalForm) return null;
  const matching = levels.filter((level) => level.pattern.test(chemicalForm));
  return matching.length === 1 ? (matching[0] ?? null) : null;
}

/** More than this many products of unstated form are not worth enumerating: the answer is "cannot compare". */
const MAX_UNSTATED_SOURCES = 8;

type FormComparison = Pick<CumulativeDose, "total" | "unit" | "upperLevel" | "exceedsUpperLevel">;

/**
 * Compares a form-dependent ingredient with the level of each form. Sources whose form is not stated
 * could be any of the forms: the answer is true or false only when it is the same for every possibility,
 * otherwise null with a source text that says which level applies to which form.
 */
function compareByForm(
  slug: string,
  sources: CumulativeDose["sources"],
  levels: readonly FormUpperLevel[],
): FormComparison {
  const unit = levels[0]?.unit ?? "mg";
  const byForm = new Map<FormUpperLevel, number>();
  const unstated: number[] = [];
  let total = 0;
  let convertible = true;
  for (const source of sources) {
    const amount = convertAmount(slug, source.amount, source.unit, unit);
    if (amount === null) {
      convertible = false;
      continue;
    }
    total += amount;
    const level = formUpperLevel(slug, source.chemicalForm);
    if (level) byForm.set(level, (byForm.get(level) ?? 0) + amount);
    else unstated.push(amount);
  }

  let exceeds: boolean | null = null;
  if (convertible && unstated.length <= MAX_UNSTATED_SOURCES) {
    // Every way of giving each unstated source one of the forms.
    let anyAbove = false;
    let anyWithin = false;
    const combinations = levels.length ** unstated.length;
    for (let combination = 0; combination < combinations; combination += 1) {
      const totals = new Map(byForm);
      let rest = combination;
      for (const amount of unstated) {
        const level = levels[rest % levels.length] as FormUpperLevel;
        rest = Math.floor(rest / levels.length);
        totals.set(level, (totals.get(level) ?? 0) + amount);
      }
      const above = levels.some((level) => tidy(totals.get(level) ?? 0) > level.amount);
      if (above) anyAbove = true;
      else anyWithin = true;
    }
    exceeds = anyAbove && !anyWithin ? true : anyWithin && !anyAbove ? false : null;
  }

  const formsPresent = levels.filter((level) => byForm.has(level));
  const only = formsPresent.length === 1 && unstated.length === 0 ? formsPresent[0] : undefined;
  if (only)
    return {
      total: tidy(total),
      unit,
      upperLevel: { amount: only.amount, unit: only.unit, source: only.source },
      exceedsUpperLevel: exceeds,
    };

  // Several forms, or a form not stated: show the strictest level and say what applies to what.
  const strictest = levels.reduce((lowest, level) => (level.amount < lowest.amount ? level : lowest));
  const amount = (value: number) => `${tidy(value)} ${unit}`;
  const inStack = [
    ...formsPresent.map((level) => `${level.form} ${amount(byForm.get(level) ?? 0)}`),
    ...(unstated.length > 0
      ? [`form not stated on the label ${amount(unstated.reduce((sum, value) => sum + value, 0))}`]
      : []),
  ];
  const levelsText = levels
    .map((level) => `${level.amount} ${level.unit} a day applies to ${level.form}`)
    .join("; ");
  const verdict =
    exceeds === null
      ? " Whether the total is above the level depends on the form, so it is not compared."
      : "";
  return {
    total: tidy(total),
    unit,
    upperLevel: {
      amount: strictest.amount,
      unit: strictest.unit,
      source: `NHS (EVM guidance levels): the UK level depends on the form — ${levelsText}. In this stack: ${inStack.join("; ")}.${verdict}`,
    },
    exceedsUpperLevel: exceeds,
  };
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
      entry.sources.push({
        supplementId: supplement.id,
        amount: tidy(ingredient.amount * servings),
        unit: ingredient.unit,
        chemicalForm: ingredient.chemicalForm ?? null,
      });
      bySlug.set(ingredient.slug, entry);
    }
  }

  const doses: CumulativeDose[] = [];
  for (const [slug, { name, sources }] of bySlug) {
    const duplicated = new Set(sources.map((source) => source.supplementId)).size > 1;
    const formLevels = FORM_UPPER_LEVELS[slug];
    if (formLevels && formLevels.length > 0) {
      doses.push({
        ingredientSlug: slug,
        ingredientName: name,
        sources,
        duplicated,
        ...compareByForm(slug, sources, formLevels),
      });
      continue;
    }
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
      duplicated,
    });
  }
  return doses.sort(
    (a, b) =>
      Number(b.exceedsUpperLevel === true) - Number(a.exceedsUpperLevel === true) ||
      a.ingredientName.localeCompare(b.ingredientName),
  );
}
