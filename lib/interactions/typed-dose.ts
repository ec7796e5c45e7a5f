// The dose a person types with a vitamin prescribed as a medicine ("Fultium D3 3200 IU daily"), read so their
// own amount, not the usual one, counts towards the day's total.
import type { DoseFrequency, NutrientContent } from "./dictionary-schema";
import { convertAmount, WRITTEN_UNITS, writtenAmounts } from "./units";

// Prescriptions also say "units" for IU.
const UNITS: Readonly<Record<string, string>> = { ...WRITTEN_UNITS, μg: "µg", unit: "IU", units: "IU" };

// "2 capsules", "two tablets", "2 x 800 IU".
const COUNT = /\b([1-4]|one|two|three|four)\s*(?:(?:tablets?|tabs?|capsules?|caps?|sachets?)\b|x\s*(?=\d))/i;
const COUNT_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4 };

// Checked in order: "twice a day" before "a day", "every 2 weeks" before "a week".
const TYPED_FREQUENCIES: readonly (readonly [RegExp, number])[] = [
  [/\b(?:every\s+other\s+day|alternate\s+days)\b/i, 1 / 2],
  [/\b(?:twice|2\s*x|two\s+times|2\s+times)\s+(?:a\s+|per\s+|each\s+)?(?:day|daily)\b|\b(?:bd|bid)\b/i, 2],
  [/\b(?:three|3)\s+times\s+(?:a\s+|per\s+|each\s+)?(?:day|daily)\b|\b(?:tds|tid)\b/i, 3],
  [/\b(?:four|4)\s+times\s+(?:a\s+|per\s+|each\s+)?(?:day|daily)\b|\b(?:qds|qid)\b/i, 4],
  [/\b(?:fortnightly|every\s+(?:other\s+week|fortnight|(?:2|two)\s+weeks))\b/i, 1 / 14],
  [
    /\b(?:monthly|every\s+(?:month|(?:4|four)\s+weeks|(?:28|30)\s+days)|(?:a|per|each|once\s+a)\s+month)\b/i,
    1 / 30,
  ],
  [/\b(?:weekly|every\s+(?:week|7\s+days)|(?:a|per|each|once\s+a)\s+week)\b/i, 1 / 7],
  [
    /\b(?:daily|od|every\s+day|(?:a|per|each|once\s+a)\s+day|once\s+daily|at\s+night|in\s+the\s+morning)\b/i,
    1,
  ],
];

const PER_DAY: Readonly<Record<DoseFrequency, number | null>> = {
  once_daily: 1,
  twice_daily: 2,
  three_times_daily: 3,
  four_times_daily: 4,
  weekly: 1 / 7,
  as_needed: null,
};

// With no word for how often, a strength far above the usual daily amount is likely a weekly or monthly dose.
const MAX_UNSTATED_MULTIPLE = 5;

export interface TypedDose {
  /** The day's amount in the entry's unit. */
  amount: number;
  /** What was read, in plain words: "3,200 IU once a day". */
  described: string;
}

function strengthsIn(typed: string): { amount: number; unit: string; text: string }[] {
  return writtenAmounts(typed, UNITS).map(({ amount, unit }) => ({
    amount,
    unit,
    text: `${amount.toLocaleString("en-GB")} ${unit}`,
  }));
}

function timesADay(typed: string, frequency: DoseFrequency | null | undefined): number | null {
  for (const [pattern, perDay] of TYPED_FREQUENCIES) if (pattern.test(typed)) return perDay;
  return frequency ? PER_DAY[frequency] : null;
}

const HOW_OFTEN: readonly (readonly [number, string])[] = [
  [1, "once a day"],
  [2, "twice a day"],
  [3, "three times a day"],
  [4, "four times a day"],
  [1 / 2, "every other day"],
  [1 / 7, "once a week"],
  [1 / 14, "every two weeks"],
  [1 / 30, "once a month"],
];

/**
 * The daily amount of `content` a typed entry states, or null when it states none that can be read: no strength,
 * strengths that disagree, a unit that does not convert, or no way to tell how often a large strength is taken.
 */
export function typedDailyDose(
  typed: string,
  content: NutrientContent,
  frequency: DoseFrequency | null | undefined,
  usualFrequency: DoseFrequency | null | undefined,
): TypedDose | null {
  const strengths = strengthsIn(typed).map((strength) => ({
    ...strength,
    converted: convertAmount(content.ingredient, strength.amount, strength.unit, content.unit),
  }));
  const first = strengths[0];
  if (!first || first.converted === null) return null;
  if (strengths.some((strength) => strength.converted === null || strength.converted !== first.converted))
    return null;
  const countWord = COUNT.exec(typed)?.[1]?.toLowerCase() ?? "1";
  const count = COUNT_WORDS[countWord] ?? Number(countWord);
  const stated = timesADay(typed, frequency);
  const perDay = stated ?? (usualFrequency ? PER_DAY[usualFrequency] : 1);
  if (perDay === null) return null;
  const amount = first.converted * count * perDay;
  if (stated === null && !usualFrequency && amount > content.amount * MAX_UNSTATED_MULTIPLE) return null;
  const often = HOW_OFTEN.find(([value]) => value === perDay)?.[1] ?? "a day";
  const dose = count > 1 ? `${String(count)} × ${first.text}` : first.text;
  return {
    amount,
    described: stated === null ? `${dose}, counted ${often} as how often was not given` : `${dose} ${often}`,
  };
}
