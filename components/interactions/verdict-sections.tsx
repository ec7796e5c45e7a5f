import { useId } from "react";

import type {
  AllergenFinding,
  AnalysisResult,
  CombinedWarning,
  NotChecked,
  StandingCautionFinding,
  UpperLevelFinding,
} from "@/lib/interactions/types";
import { allergenWording } from "@/lib/interactions/allergens";
import { cn } from "@/lib/utils/cn";

import { formatAmount } from "./format";

const KIND_LABELS: Record<NotChecked["kind"], string> = {
  medicine: "Medicine",
  condition: "Condition",
  product: "Product",
};

export type UseSuggestion = (item: NotChecked, suggestion: string) => void;

function Suggestions({ item, onUseSuggestion }: { item: NotChecked; onUseSuggestion?: UseSuggestion }) {
  if (item.suggestions.length === 0) return null;
  const editable = onUseSuggestion !== undefined && item.kind !== "product";
  return (
    <p className="mt-1">
      Did you mean{" "}
      {item.suggestions.map((suggestion, index) => (
        <span key={suggestion}>
          {index > 0 ? " or " : ""}
          {editable ? (
            <button
              type="button"
              onClick={() => onUseSuggestion(item, suggestion)}
              aria-label={`Use ${suggestion} instead of “${item.name}”`}
              className="rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
            >
              {suggestion}
            </button>
          ) : (
            <span className="font-semibold">{suggestion}</span>
          )}
        </span>
      ))}
      ?
    </p>
  );
}

export type NotCheckedNoticeProps = { notChecked: readonly NotChecked[]; onUseSuggestion?: UseSuggestion };

export function NotCheckedNotice({ notChecked, onUseSuggestion }: NotCheckedNoticeProps) {
  return (
    <section
      aria-labelledby="not-checked-heading"
      className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="not-checked-heading" className="text-lg font-semibold">
        What we could not check
      </h3>
      <p className="mt-1 text-sm">
        The result may miss what these bring: each says how far it was checked. Ask your pharmacist before you
        rely on it.
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {notChecked.map((item, index) => (
          <li key={`${item.kind}-${item.name}-${String(index)}`}>
            <p>
              <span className="font-semibold">
                {KIND_LABELS[item.kind]}: {item.name}
              </span>{" "}
              — {item.reason}
            </p>
            <Suggestions item={item} onUseSuggestion={onUseSuggestion} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StandingCautionCard({ caution }: { caution: StandingCautionFinding }) {
  return (
    <article className="rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950">
      <p className="text-xs font-semibold tracking-wide uppercase">Caution · every supplement</p>
      <h3 className="mt-1 text-lg font-semibold">
        While {caution.because.toLowerCase()} (you entered “{caution.typed}”)
      </h3>
      <p className="mt-2 text-sm text-slate-900">{caution.advice}</p>
      <ul className="mt-2 space-y-1 text-xs">
        {caution.references.map((reference) => (
          <li key={reference.url}>
            <a
              href={reference.url}
              className="text-brand-800 underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              {reference.title}
            </a>{" "}
            ({reference.publisher})
          </li>
        ))}
      </ul>
    </article>
  );
}

export function CombinedWarningCard({ warning }: { warning: CombinedWarning }) {
  return (
    <article
      aria-labelledby={`combined-${warning.kind}-${warning.drugName}`}
      className="rounded-lg border-2 border-red-600 bg-red-50 p-4 text-red-950"
    >
      <p className="text-xs font-semibold tracking-wide uppercase">Serious · adds up across your stack</p>
      <h3 id={`combined-${warning.kind}-${warning.drugName}`} className="mt-1 text-lg font-semibold">
        {warning.title}
      </h3>
      <p className="mt-2 text-sm">{warning.description}</p>
      <div className="mt-3 rounded-md bg-white p-3 text-sm text-slate-900">
        <p className="font-semibold">What to do</p>
        <p className="mt-1">{warning.recommendation}</p>
      </div>
    </article>
  );
}

export function AllergenCard({ finding }: { finding: AllergenFinding }) {
  const id = useId();
  const wording = allergenWording(finding);
  return (
    <article aria-labelledby={id} className="rounded-lg border-2 border-red-600 bg-red-50 p-4 text-red-950">
      <p className="text-xs font-semibold tracking-wide uppercase">Do not take · allergy</p>
      <h3 id={id} className="mt-1 text-lg font-semibold">
        {wording.title}
      </h3>
      <p className="mt-2 text-sm">{wording.description}</p>
      <div className="mt-3 rounded-md bg-white p-3 text-sm text-slate-900">
        <p className="font-semibold">What to do</p>
        <p className="mt-1">{wording.recommendation}</p>
      </div>
    </article>
  );
}

const UPPER_LEVEL_STYLE: Record<UpperLevelFinding["severity"], { label: string; tone: string }> = {
  major: { label: "Serious", tone: "border-l-orange-600" },
  moderate: { label: "Caution", tone: "border-l-amber-500" },
  minor: { label: "Good to know", tone: "border-l-slate-400" },
};

export function UpperLevelCard({ finding }: { finding: UpperLevelFinding }) {
  const style = UPPER_LEVEL_STYLE[finding.severity];
  return (
    <article
      className={cn("rounded-lg border border-l-4 border-slate-200 bg-white p-4 shadow-xs", style.tone)}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{style.label}</p>
      <h4 className="mt-1 text-base font-semibold text-slate-900">
        {finding.ingredientName} above the {finding.severity === "minor" ? "NHS guidance" : "UK upper"} level
        {finding.pregnancy ? " in pregnancy" : ""}
      </h4>
      <p className="mt-2 text-sm text-slate-800">{finding.message}</p>
      <p className="mt-2 text-xs text-slate-600">
        Upper level: {formatAmount(finding.upperLevel.amount, finding.upperLevel.unit)} a day (
        {finding.upperLevel.source})
      </p>
    </article>
  );
}

type Checked = { key: string; label: string; found: boolean };

function labelOf(typed: string, names: readonly string[]): string {
  const named = names.join(", ");
  if (!named) return typed;
  return named.toLowerCase() === typed.toLowerCase() ? named : `${named} (you entered “${typed}”)`;
}

export function checkedEntries(result: AnalysisResult): Checked[] {
  const noRecords = (kind: "medicine" | "condition", typed: string) =>
    result.noRecords.some((entry) => entry.kind === kind && entry.typed === typed);
  const aboutMedicine = (typed: string) => !noRecords("medicine", typed);
  const aboutCondition = (typed: string) => !noRecords("condition", typed);
  return [
    ...result.recognisedMedicines.map((entry) => ({
      key: `medicine-${entry.typed}`,
      label: labelOf(
        entry.typed,
        [...entry.medicines, ...entry.classes].map((item) => item.name),
      ),
      found: aboutMedicine(entry.typed),
    })),
    ...result.recognisedConditions.map((entry) => ({
      key: `condition-${entry.typed}`,
      label: labelOf(
        entry.typed,
        entry.conditions.map((item) => item.name),
      ),
      found: aboutCondition(entry.typed),
    })),
  ];
}

export function CheckedAgainst({ entries }: { entries: readonly Checked[] }) {
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.found ? (
            <>
              <span className="font-medium text-slate-900">{entry.label}</span>: see the findings on this
              page.
            </>
          ) : (
            `We have no records for ${entry.label} with this stack. No record is not evidence of no interaction: ask your pharmacist.`
          )}
        </li>
      ))}
    </ul>
  );
}
