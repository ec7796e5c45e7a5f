import { tidy, type DailyIntake } from "./applicability";
import { AMOUNT_NOT_GIVEN } from "./ingredient-items";
import { convertAmount, convertRange } from "./units";
import type { CumulativeDose, IngredientLimits, UpperLevelFinding } from "./types";

export { convertAmount } from "./units";

export interface FormUpperLevel {
  form: string;
  pattern: RegExp;
  amount: number;
  unit: string;
  source: string;
}

// Niacin: the Expert Group on Vitamins and Minerals (2003) levels as given by the NHS ("Vitamins and minerals:
// Vitamin B"). Inositol hexanicotinate, nicotinamide riboside and mononucleotide match neither form.
const FORM_UPPER_LEVELS: Readonly<Record<string, readonly FormUpperLevel[]>> = {
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

/** Niacin's level depends on its form: an amount without one cannot be compared. */
export const hasFormUpperLevels = (slug: string): boolean => (FORM_UPPER_LEVELS[slug]?.length ?? 0) > 0;

export function formUpperLevel(slug: string, chemicalForm: string | null | undefined): FormUpperLevel | null {
  const levels = FORM_UPPER_LEVELS[slug];
  if (!levels || !chemicalForm) return null;
  const matching = levels.filter((level) => level.pattern.test(chemicalForm));
  return matching.length === 1 ? (matching[0] ?? null) : null;
}

// The NHS says there is not enough evidence to know the effects of high doses ("Vitamins and minerals").
export const NO_KNOWN_HARM_ABOVE: ReadonlySet<string> = new Set([
  "thiamin",
  "riboflavin",
  "pantothenic-acid",
  "biotin",
  "vitamin-b12",
  "vitamin-k1",
  "vitamin-k2",
  "chromium",
]);

const MAX_UNSTATED_SOURCES = 8;

type FormComparison = Pick<CumulativeDose, "total" | "unit" | "upperLevel" | "exceedsUpperLevel">;

// A source of unstated form could be any form: true or false only when every possibility agrees, else null.
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
    const amount = convertAmount(slug, source.amount, source.unit, unit, source.chemicalForm ?? null);
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

function compareWithLevel(
  slug: string,
  sources: CumulativeDose["sources"],
  upperLevel: CumulativeDose["upperLevel"],
): Pick<CumulativeDose, "total" | "unit" | "exceedsUpperLevel"> {
  const unit = upperLevel?.unit ?? sources.find((source) => source.unit !== AMOUNT_NOT_GIVEN)?.unit ?? "mg";
  let low = 0;
  let high = 0;
  let comparable = true;
  for (const source of sources) {
    const range = convertRange(slug, source.amount, source.unit, unit, source.chemicalForm ?? null);
    if (range === null) comparable = false;
    else {
      low += range[0];
      high += range[1];
    }
  }
  const exceeds =
    upperLevel && comparable
      ? tidy(low) > upperLevel.amount
        ? true
        : tidy(high) <= upperLevel.amount
          ? false
          : null
      : null;
  // With a range, the total shown is the lower bound (what is certainly taken).
  return { total: tidy(low), unit, exceedsUpperLevel: exceeds };
}

export interface DoseOptions {
  pregnant?: boolean;
}

export function cumulativeDoses(
  intake: DailyIntake,
  limits: ReadonlyMap<string, IngredientLimits>,
  options: DoseOptions = {},
): CumulativeDose[] {
  const doses: CumulativeDose[] = [];
  for (const [slug, { name, sources }] of intake) {
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
    const ingredientLimits = limits.get(slug);
    const upperLevel =
      (options.pregnant ? ingredientLimits?.pregnancyUpperLevel : null) ??
      ingredientLimits?.upperLevel ??
      null;
    doses.push({
      ingredientSlug: slug,
      ingredientName: name,
      sources,
      upperLevel,
      duplicated,
      ...compareWithLevel(slug, sources, upperLevel),
    });
  }
  return doses.sort(
    (a, b) =>
      Number(b.exceedsUpperLevel === true) - Number(a.exceedsUpperLevel === true) ||
      a.ingredientName.localeCompare(b.ingredientName),
  );
}

const MAJOR_EXCESS_RATIO = 2;
/** Clearly dangerous in pregnancy whatever the ratio (retinol: NHS). */
const DANGEROUS_IN_PREGNANCY = new Set(["vitamin-a"]);

export function formatAmount(value: number, unit: string): string {
  return `${tidy(value).toLocaleString("en-GB")} ${unit}`;
}

function guidanceNote(
  dose: CumulativeDose,
  level: NonNullable<CumulativeDose["upperLevel"]>,
  ratio: number,
  pregnancy: boolean,
): UpperLevelFinding {
  return {
    ingredientSlug: dose.ingredientSlug,
    ingredientName: dose.ingredientName,
    total: dose.total,
    unit: dose.unit,
    upperLevel: level,
    timesUpperLevel: ratio,
    severity: "minor",
    pregnancy,
    message:
      `Your stack gives ${formatAmount(dose.total, dose.unit)} of ${dose.ingredientName} a day, above the NHS guidance ` +
      `level of ${formatAmount(level.amount, level.unit)}. No harm is known above it — the NHS says there is not enough ` +
      `evidence to know the effects of high doses — but there is no known benefit in taking more.`,
  };
}

export function upperLevelFindings(
  doses: readonly CumulativeDose[],
  options: DoseOptions = {},
): UpperLevelFinding[] {
  const findings: UpperLevelFinding[] = [];
  for (const dose of doses) {
    if (dose.exceedsUpperLevel !== true || !dose.upperLevel) continue;
    // A prescribed dose above the level is the prescriber's decision; a product adding to it is ours to flag.
    if (dose.sources.every((source) => source.prescription)) continue;
    const ratio = Math.round((dose.total / dose.upperLevel.amount) * 10) / 10;
    const pregnancy = options.pregnant === true;
    if (NO_KNOWN_HARM_ABOVE.has(dose.ingredientSlug)) {
      findings.push(guidanceNote(dose, dose.upperLevel, ratio, pregnancy));
      continue;
    }
    const major =
      ratio >= MAJOR_EXCESS_RATIO || (pregnancy && DANGEROUS_IN_PREGNANCY.has(dose.ingredientSlug));
    findings.push({
      ingredientSlug: dose.ingredientSlug,
      ingredientName: dose.ingredientName,
      total: dose.total,
      unit: dose.unit,
      upperLevel: dose.upperLevel,
      timesUpperLevel: ratio,
      severity: major ? "major" : "moderate",
      pregnancy,
      message:
        `Your stack gives ${formatAmount(dose.total, dose.unit)} of ${dose.ingredientName} a day, above the UK upper ` +
        `level of ${formatAmount(dose.upperLevel.amount, dose.upperLevel.unit)} a day` +
        (ratio >= 1.1 ? ` (${ratio} times the level)` : "") +
        `. Take less: lower the servings or remove a product that contains it, and ask a pharmacist if a doctor advised this amount.`,
    });
  }
  return findings;
}
