// The batch export in parts: one PDF of every saved stack could be minutes of layout (about 1.4 s per
// 50-item stack, up to 100 stacks), so each PDF holds consecutive stacks up to a budget of items
// and says which part of how many it is (docs/analytics.md "Reports").

/** Items one part may hold: about three seconds of layout (docs/benchmarks.md "Reports"). */
export const EXPORT_PART_ITEMS = 100;

/** Stacks in their order, cut into parts of at most EXPORT_PART_ITEMS items; a larger stack is a part alone. */
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

/** The export's address for one part; `?profile=include` is kept so every part prints the same. */
export function exportPartPath(part: number, includeProfile: boolean): string {
  return `/api/reports/stacks?${includeProfile ? "profile=include&" : ""}part=${String(part)}`;
}

interface PartPosition {
  part: number;
  parts: number;
  /** 1-based positions of the part's first and last stacks among all of them. */
  first: number;
  last: number;
  stacks: number;
}

/** The line under a part's title when the export has more than one. */
export function exportPartNote({ part, parts, first, last, stacks }: PartPosition): string {
  const next =
    part < parts
      ? ` Part ${String(part + 1)} is the next download from "My reports" on the analytics page.`
      : "";
  return `Part ${String(part)} of ${String(parts)} of your saved stacks: stacks ${String(first)} to ${String(last)} of ${String(stacks)} (a part holds at most ${String(EXPORT_PART_ITEMS)} items).${next}`;
}
