import { diffLabel, labelFingerprint, type LabelSnapshot, type SnapshotRow } from "@/lib/labels/label-diff";

const row = (ingredientSlug: string, amount: number, unit = "mg", chemicalForm: string | null = null) =>
  ({ ingredientSlug, name: ingredientSlug, amount, unit, chemicalForm }) satisfies SnapshotRow;

const label = (rows: SnapshotRow[], overrides: Partial<LabelSnapshot> = {}): LabelSnapshot => ({
  rows,
  vegan: null,
  vegetarian: null,
  glutenFree: null,
  allergens: [],
  labelComplete: true,
  ...overrides,
});

describe("diffLabel", () => {
  it("reports nothing changed for the same rows in another order", () => {
    const diff = diffLabel(
      label([row("zinc", 10), row("magnesium", 200)]),
      label([row("magnesium", 200), row("zinc", 10)]),
    );
    expect(diff.changed).toBe(false);
    expect(diff.rows.map((change) => change.kind)).toEqual(["same", "same"]);
    expect(diff.flags).toEqual([]);
  });

  it("names the fields of a changed row, and lists added rows in place and removed rows last", () => {
    const diff = diffLabel(
      label([row("zinc", 10), row("copper", 1), row("magnesium", 200)]),
      label([
        row("zinc", 15, "mg", "as zinc citrate"),
        row("selenium", 55, "µg"),
        row("magnesium", 0.2, "g"),
      ]),
    );
    expect(diff.changed).toBe(true);
    expect(diff.rows.map((change) => [change.slug, change.kind])).toEqual([
      ["zinc", "changed"],
      ["selenium", "added"],
      ["magnesium", "changed"],
      ["copper", "removed"],
    ]);
    expect(diff.rows[0]).toMatchObject({ fields: ["amount", "chemicalForm"] });
    expect(diff.rows[2]).toMatchObject({ fields: ["amount", "unit"] });
  });

  it("reports diet flags, allergens (whatever their order) and completeness that change", () => {
    const before = label([row("zinc", 10)], { allergens: ["soya", "milk"], labelComplete: false });
    const after = label([row("zinc", 10)], { vegan: true, allergens: ["milk", "soya"], labelComplete: true });
    const diff = diffLabel(before, after);
    expect(diff.flags).toEqual([
      { field: "vegan", before: null, after: true },
      { field: "labelComplete", before: false, after: true },
    ]);
    expect(diffLabel(before, { ...after, allergens: ["milk"] }).flags).toContainEqual({
      field: "allergens",
      before: ["milk", "soya"],
      after: ["milk"],
    });
    expect(diff.changed).toBe(true);
  });
});

describe("labelFingerprint", () => {
  const base = label([row("zinc", 10), row("magnesium", 200)], { allergens: ["milk", "soya"] });

  it("ignores row and allergen order", () => {
    const reordered = label([row("magnesium", 200), row("zinc", 10)], { allergens: ["soya", "milk"] });
    expect(labelFingerprint(reordered, null)).toBe(labelFingerprint(base, null));
  });

  it.each([
    ["an amount", label([row("zinc", 11), row("magnesium", 200)], { allergens: ["milk", "soya"] })],
    [
      "a chemical form",
      label([row("zinc", 10, "mg", "as zinc citrate"), row("magnesium", 200)], {
        allergens: ["milk", "soya"],
      }),
    ],
    ["a flag", { ...base, glutenFree: true }],
    ["completeness", { ...base, labelComplete: false }],
    ["an allergen", { ...base, allergens: ["milk"] }],
  ])("changes with %s", (_case, changed) => {
    expect(labelFingerprint(changed, null)).not.toBe(labelFingerprint(base, null));
  });

  it("changes when the label is checked", () => {
    expect(labelFingerprint(base, new Date("2026-11-28T10:00:00Z"))).not.toBe(labelFingerprint(base, null));
  });
});
