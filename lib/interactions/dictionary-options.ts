import type { Dictionaries } from "./dictionary";
import { normaliseName } from "./names";

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
