// What a re-check changes on a live product (docs/catalogue-labels.md "Re-checking a shipped product").
import { createHash } from "node:crypto";

export interface SnapshotRow {
  ingredientSlug: string;
  name: string;
  amount: number;
  unit: string;
  chemicalForm: string | null;
}

export interface LabelSnapshot {
  rows: readonly SnapshotRow[];
  vegan: boolean | null;
  vegetarian: boolean | null;
  glutenFree: boolean | null;
  allergens: readonly string[];
  labelComplete: boolean;
}

type RowField = "amount" | "unit" | "chemicalForm";

export type RowChange =
  | { kind: "same"; slug: string; name: string; before: SnapshotRow; after: SnapshotRow }
  | {
      kind: "changed";
      slug: string;
      name: string;
      before: SnapshotRow;
      after: SnapshotRow;
      fields: RowField[];
    }
  | { kind: "added"; slug: string; name: string; after: SnapshotRow }
  | { kind: "removed"; slug: string; name: string; before: SnapshotRow };

type FlagField = "vegan" | "vegetarian" | "glutenFree" | "allergens" | "labelComplete";

export interface FlagChange {
  field: FlagField;
  before: boolean | null | readonly string[];
  after: boolean | null | readonly string[];
}

export interface LabelDiff {
  rows: RowChange[];
  flags: FlagChange[];
  /** Rows changed, added or removed, or a flag changed. */
  changed: boolean;
}

const ROW_FIELDS: readonly RowField[] = ["amount", "unit", "chemicalForm"];

const sortedAllergens = (allergens: readonly string[]) => [...new Set(allergens)].sort();

/** Rows are matched by ingredient (a product lists each once); the entry's order first, then removed rows. */
export function diffLabel(before: LabelSnapshot, after: LabelSnapshot): LabelDiff {
  const old = new Map(before.rows.map((row) => [row.ingredientSlug, row]));
  const rows: RowChange[] = after.rows.map((row) => {
    const previous = old.get(row.ingredientSlug);
    if (!previous) return { kind: "added", slug: row.ingredientSlug, name: row.name, after: row };
    const fields = ROW_FIELDS.filter((field) => previous[field] !== row[field]);
    const base = { slug: row.ingredientSlug, name: row.name, before: previous, after: row };
    return fields.length === 0 ? { kind: "same", ...base } : { kind: "changed", ...base, fields };
  });
  const kept = new Set(after.rows.map((row) => row.ingredientSlug));
  for (const row of before.rows)
    if (!kept.has(row.ingredientSlug))
      rows.push({ kind: "removed", slug: row.ingredientSlug, name: row.name, before: row });

  const flags: FlagChange[] = [];
  for (const field of ["vegan", "vegetarian", "glutenFree", "labelComplete"] as const)
    if (before[field] !== after[field]) flags.push({ field, before: before[field], after: after[field] });
  const allergensBefore = sortedAllergens(before.allergens);
  const allergensAfter = sortedAllergens(after.allergens);
  if (allergensBefore.join() !== allergensAfter.join())
    flags.push({ field: "allergens", before: allergensBefore, after: allergensAfter });

  return { rows, flags, changed: flags.length > 0 || rows.some((row) => row.kind !== "same") };
}

/** Changes whenever what a re-check would replace changes, and with the check's date, whatever the row order. */
export function labelFingerprint(label: LabelSnapshot, checkedAt: Date | null): string {
  const rows = [...label.rows]
    .sort((a, b) => a.ingredientSlug.localeCompare(b.ingredientSlug))
    .map((row) => [row.ingredientSlug, row.amount, row.unit, row.chemicalForm]);
  const facts = [label.vegan, label.vegetarian, label.glutenFree, label.labelComplete];
  const text = JSON.stringify([
    rows,
    facts,
    sortedAllergens(label.allergens),
    checkedAt?.toISOString() ?? null,
  ]);
  return createHash("sha256").update(text).digest("hex");
}
