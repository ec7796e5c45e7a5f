export const EXPORT_PART_ITEMS = 100;

export function exportParts<T extends { items: readonly unknown[] }>(stacks: readonly T[]): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  let items = 0;
  for (const stack of stacks) {
    if (current.length > 0 && items + stack.items.length > EXPORT_PART_ITEMS) {
      parts.push(current);
      current = [];
      items = 0;
    }
    current.push(stack);
    items += stack.items.length;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/** `?profile=include` is kept so every part prints the same. */
export function exportPartPath(part: number, includeProfile: boolean): string {
  return `/api/reports/stacks?${includeProfile ? "profile=include&" : ""}part=${String(part)}`;
}

interface PartPosition {
  part: number;
  parts: number;
  first: number;
  last: number;
  stacks: number;
}

export function exportPartNote({ part, parts, first, last, stacks }: PartPosition): string {
  const next =
    part < parts
      ? ` Part ${String(part + 1)} is the next download from "My reports" on the analytics page.`
      : "";
  return `Part ${String(part)} of ${String(parts)} of your saved stacks: stacks ${String(first)} to ${String(last)} of ${String(stacks)} (a part holds at most ${String(EXPORT_PART_ITEMS)} items).${next}`;
}
