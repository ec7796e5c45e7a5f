// The batch export's parts (lib/reports/export-parts.ts): consecutive stacks up to the item budget,
// a stack larger than the budget alone, and the line each part prints.
import { EXPORT_PART_ITEMS, exportPartNote, exportPartPath, exportParts } from "@/lib/reports/export-parts";

const stack = (name: string, items: number) => ({ name, items: Array.from({ length: items }, () => ({})) });
const names = (parts: { name: string }[][]) => parts.map((part) => part.map((one) => one.name));

describe("exportParts", () => {
  it("keeps every stack in order, each part within the item budget", () => {
    const stacks = [stack("a", 50), stack("b", 50), stack("c", 30), stack("d", 40), stack("e", 31)];
    const parts = exportParts(stacks);
    expect(names(parts)).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    for (const part of parts) {
      expect(part.reduce((sum, one) => sum + one.items.length, 0)).toBeLessThanOrEqual(EXPORT_PART_ITEMS);
    }
  });

  it("gives a stack larger than the budget a part of its own", () => {
    expect(names(exportParts([stack("a", 10), stack("huge", EXPORT_PART_ITEMS + 1), stack("b", 5)]))).toEqual(
      [["a"], ["huge"], ["b"]],
    );
  });

  it("has no parts without stacks, and one for a hundred empty ones", () => {
    expect(exportParts([])).toEqual([]);
    expect(exportParts(Array.from({ length: 100 }, (_, index) => stack(String(index), 0)))).toHaveLength(1);
  });
});

describe("exportPartNote", () => {
  it("says which stacks the part holds and where the next part is downloaded", () => {
    const note = exportPartNote({ part: 1, parts: 3, first: 1, last: 2, stacks: 5 });
    expect(note).toContain("Part 1 of 3 of your saved stacks: stacks 1 to 2 of 5");
    expect(note).toContain('Part 2 is the next download from "My reports" on the analytics page.');
    expect(exportPartNote({ part: 3, parts: 3, first: 5, last: 5, stacks: 5 })).not.toContain(
      "next download",
    );
  });

  it("keeps the profile choice in the next part's address", () => {
    expect(exportPartPath(2, true)).toBe("/api/reports/stacks?profile=include&part=2");
    expect(exportPartPath(2, false)).toBe("/api/reports/stacks?part=2");
  });
});
