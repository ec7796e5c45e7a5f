// The second admin's view of a re-check: every row and flag the live product would change, before it changes.
import type { FlagChange, LabelDiff, RowChange, SnapshotRow } from "@/lib/labels/label-diff";
import { cn } from "@/lib/utils/cn";

const FLAG_NAMES = {
  vegan: "Vegan",
  vegetarian: "Vegetarian",
  glutenFree: "Gluten-free",
  allergens: "Allergens declared",
  labelComplete: "Every ingredient listed",
} as const;

const KIND_TEXT = { same: "Same", changed: "Changed", added: "Added", removed: "Removed" } as const;

const KIND_STYLE = {
  same: "text-slate-600",
  changed: "font-semibold text-amber-900",
  added: "font-semibold text-emerald-800",
  removed: "font-semibold text-red-800",
} as const;

function amountOf(row: SnapshotRow | undefined): string {
  if (!row) return "—";
  return `${String(row.amount)} ${row.unit}${row.chemicalForm ? ` (${row.chemicalForm})` : ""}`;
}

function flagText(value: FlagChange["before"], field: FlagChange["field"]): string {
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.join(", ");
  if (value === null) return "not stated";
  if (field === "labelComplete") return value ? "yes" : "no, some are missing";
  return value ? "yes" : "no";
}

function RowLine({ change }: { change: RowChange }) {
  const before = change.kind === "added" ? undefined : change.before;
  const after = change.kind === "removed" ? undefined : change.after;
  return (
    <tr className={cn("border-b border-slate-100", change.kind !== "same" && "bg-amber-50/60")}>
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {change.name}
      </th>
      <td className={cn("py-2 pr-3", KIND_STYLE[change.kind])}>
        {KIND_TEXT[change.kind]}
        {change.kind === "changed"
          ? `: ${change.fields.map((field) => ROW_FIELD_NAMES[field]).join(", ")}`
          : ""}
      </td>
      <td className="py-2 pr-3 tabular-nums">{amountOf(before)}</td>
      <td className="py-2 tabular-nums">{amountOf(after)}</td>
    </tr>
  );
}

const ROW_FIELD_NAMES = { amount: "amount", unit: "unit", chemicalForm: "chemical form" } as const;

export function RecheckDiff({ diff }: { diff: LabelDiff }) {
  const counts = (kind: RowChange["kind"]) => diff.rows.filter((row) => row.kind === kind).length;
  return (
    <section aria-labelledby="diff-heading" className="mt-8">
      <h2 id="diff-heading" className="text-xl font-bold tracking-tight text-slate-900">
        What the check changes on the live product
      </h2>
      <p className="mt-2 text-slate-700">
        {diff.changed
          ? `${String(counts("changed"))} changed, ${String(counts("added"))} added, ${String(counts("removed"))} removed, ${String(diff.flags.length)} diet or label facts changed.`
          : "The rows and flags are the same as now: the check records the source and the date."}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Ingredients per serving, now and on the label</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3">
                Ingredient
              </th>
              <th scope="col" className="py-2 pr-3">
                Change
              </th>
              <th scope="col" className="py-2 pr-3">
                Now
              </th>
              <th scope="col" className="py-2">
                On the label
              </th>
            </tr>
          </thead>
          <tbody>
            {diff.rows.map((change) => (
              <RowLine key={change.slug} change={change} />
            ))}
          </tbody>
        </table>
      </div>
      {diff.flags.length > 0 ? (
        <ul className="mt-4 space-y-1 text-sm" aria-label="Diet and label facts that change">
          {diff.flags.map((flag) => (
            <li key={flag.field}>
              <span className="font-medium">{FLAG_NAMES[flag.field]}:</span>{" "}
              {flagText(flag.before, flag.field)} →{" "}
              <span className="font-semibold">{flagText(flag.after, flag.field)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
