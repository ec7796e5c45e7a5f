// The dictionaries as pick-list options for the medicine and condition autocompletes (the health
// profile and the checker): each option is the name to enter plus the other names it is found by
// (brands, US names, synonyms). Pure, so the browser filters the list as people type.
import type { Dictionaries } from "./dictionary";
import { normaliseName } from "./names";

export interface PickerOption {
  /** What is entered when the option is picked. */
  name: string;
  kind: "medicine" | "group" | "condition";
  /** Other names the option is found by, shown as "also …". */
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
    ...dictionaries.medicineClasses.map((group) => ({
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

/** How well `query` fits a name: 0 the name starts with it, 1 a word of it does, null not at all. */
function fit(name: string, query: string): number | null {
  const normal = normaliseName(name);
  if (normal.startsWith(query)) return 0;
  return ` ${normal}`.includes(` ${query}`) ? 1 : null;
}

/**
 * The options whose name or other names start (or have a word starting) with what was typed,
 * best first: the option's own name before its other names, medicines before groups, then A–Z.
 */
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
