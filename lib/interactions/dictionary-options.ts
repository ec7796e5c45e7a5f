import type { Dictionaries } from "./dictionary";
import { buildPhraseIndex, normaliseName, readPhrases } from "./names";

export interface PickerOption {
  name: string;
  kind: "medicine" | "group" | "condition";
  also: string[];
}

export interface PickerOptions {
  medicines: PickerOption[];
  conditions: PickerOption[];
}

const byName = (a: PickerOption, b: PickerOption) => a.name.localeCompare(b.name, "en-GB");

export function pickerOptions(dictionaries: Dictionaries): PickerOptions {
  const medicines: PickerOption[] = [
    ...dictionaries.medicines.map((medicine) => ({
      name: medicine.name,
      kind: "medicine" as const,
      also: [...medicine.brands, ...medicine.otherNames],
    })),
    ...dictionaries.medicineClasses
      .filter((group) => !group.mechanism)
      .map((group) => ({
        name: group.name,
        kind: "group" as const,
        also: group.synonyms ?? [],
      })),
  ];
  const conditions = dictionaries.conditions.map((condition) => ({
    name: condition.name,
    kind: "condition" as const,
    also: condition.synonyms,
  }));
  return { medicines: medicines.sort(byName), conditions: conditions.sort(byName) };
}

/** 0: the name starts with it; 1: a word of it does; null: neither. */
function fit(name: string, query: string): number | null {
  const normal = normaliseName(name);
  if (normal.startsWith(query)) return 0;
  return ` ${normal}`.includes(` ${query}`) ? 1 : null;
}

export function matchingOptions(options: readonly PickerOption[], typed: string, limit = 8): PickerOption[] {
  const query = normaliseName(typed);
  if (query.length < 2) return [];
  const scored: { option: PickerOption; score: number }[] = [];
  for (const option of options) {
    const own = fit(option.name, query);
    const other = option.also.reduce<number | null>((best, name) => {
      const score = fit(name, query);
      return score === null ? best : Math.min(best ?? score, score);
    }, null);
    const score = own ?? (other === null ? null : 2 + other);
    if (score !== null) scored.push({ option, score: score * 2 + (option.kind === "group" ? 1 : 0) });
  }
  return scored
    .sort((a, b) => a.score - b.score || byName(a.option, b.option))
    .slice(0, limit)
    .map((entry) => entry.option);
}

/**
 * Whether the checks will report an entry as not in our database: no name, brand or other name of the list in it,
 * read as lib/interactions/dictionary.ts reads it (a group also by its singular, a plain negation left out).
 */
export function unknownTo(options: readonly PickerOption[]): (typed: string) => boolean {
  const names = options.flatMap((option) => {
    const singular = option.kind === "group" ? [option.name.replace(/s$/, "")] : [];
    return [option.name, ...singular, ...option.also].map((name): [string, string] => [name, option.name]);
  });
  const index = buildPhraseIndex(names);
  return (typed) => {
    const reading = readPhrases(index, typed);
    const negatedOnly = reading.sawNegation && reading.unrecognised.length === 0;
    return reading.matches.length === 0 && !negatedOnly;
  };
}
