import { AMOUNT_NOT_GIVEN } from "@/lib/interactions/ingredient-items";
import type { CumulativeDose } from "@/lib/interactions/types";
import { cn } from "@/lib/utils/cn";

import { formatAmount } from "./format";

export type DoseTableProps = {
  doses: readonly CumulativeDose[];
};

const STATUS_TONE = {
  above: "bg-red-50 text-red-900 ring-red-300",
  within: "bg-brand-50 text-brand-900 ring-brand-300",
  unknown: "bg-slate-100 text-slate-800 ring-slate-300",
  duplicated: "bg-amber-50 text-amber-900 ring-amber-300",
} as const;

function StatusTag({ tone, children }: { tone: keyof typeof STATUS_TONE; children: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        STATUS_TONE[tone],
      )}
    >
      {children}
    </span>
  );
}

type Dose = DoseTableProps["doses"][number];

// An ingredient chosen without its product has no amount: the total says so rather than counting it as nothing.
function totalText(dose: Dose): string {
  const unknown = dose.sources.some((source) => source.unit === AMOUNT_NOT_GIVEN);
  if (!unknown) return formatAmount(dose.total, dose.unit);
  const known = dose.sources.some((source) => source.unit !== AMOUNT_NOT_GIVEN);
  return known ? `${formatAmount(dose.total, dose.unit)} + an amount not known` : "Not known";
}

function DoseRow({ dose, note }: { dose: Dose; note: number }) {
  const prescribed = dose.sources.flatMap((source) =>
    source.prescription ? [{ ...source.prescription, amount: source.amount, unit: source.unit }] : [],
  );
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
        {dose.ingredientName}
        {prescribed.map((item) => (
          <span key={item.medicine} className="block text-xs font-normal text-slate-600">
            Includes {formatAmount(item.amount, item.unit)} from your prescription ({item.medicine}),{" "}
            {item.typedDose ? `your dose: ${item.typedDose}` : `usual dose: ${item.usualDose}`}
          </span>
        ))}
      </th>
      <td className="px-3 py-2 tabular-nums">{totalText(dose)}</td>
      <td className="px-3 py-2 tabular-nums">
        {dose.upperLevel ? (
          <span title={dose.upperLevel.source || undefined}>
            {formatAmount(dose.upperLevel.amount, dose.upperLevel.unit)}
            {note > 0 ? (
              <sup>
                <a href={`#upper-level-source-${note}`} className="ml-0.5 text-brand-800 underline">
                  <span className="sr-only">Source </span>
                  {note}
                </a>
              </sup>
            ) : null}
          </span>
        ) : (
          <span className="text-slate-600">None set</span>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-1">
          {dose.exceedsUpperLevel === true ? <StatusTag tone="above">Above upper level</StatusTag> : null}
          {dose.exceedsUpperLevel === false ? <StatusTag tone="within">Within upper level</StatusTag> : null}
          {dose.exceedsUpperLevel === null ? <StatusTag tone="unknown">Cannot compare</StatusTag> : null}
          {dose.duplicated ? (
            <StatusTag tone="duplicated">
              {dose.sources.some((source) => source.prescription)
                ? "Also in your prescription"
                : "In more than one product"}
            </StatusTag>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

export function DoseTable({ doses }: DoseTableProps) {
  const sources: string[] = [];
  for (const dose of doses) {
    const source = dose.upperLevel?.source;
    if (source && !sources.includes(source)) sources.push(source);
  }

  return (
    <div>
      <div
        role="region"
        aria-labelledby="dose-table-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption id="dose-table-caption" className="sr-only">
            Daily total of each ingredient against the UK upper level
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Ingredient
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Daily total
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                UK upper level
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {doses.map((dose) => (
              <DoseRow
                key={dose.ingredientSlug}
                dose={dose}
                note={dose.upperLevel ? sources.indexOf(dose.upperLevel.source) + 1 : 0}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Totals use the servings a day set for each product (one a day where none is set). “Cannot compare”
        means there is no UK upper level for the ingredient, its units do not convert exactly, or an amount is
        not known.
      </p>
      {sources.length > 0 ? (
        <ol
          className="mt-2 list-decimal space-y-1 pl-5 text-xs text-slate-600"
          aria-label="Sources of the upper levels"
        >
          {sources.map((source, position) => (
            <li key={source} id={`upper-level-source-${position + 1}`}>
              {source}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
