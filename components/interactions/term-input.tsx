// A free-text entry (a medicine, a condition) with an Add button and the entries as chips.
import { useId, useState, type FormEvent, type ReactNode } from "react";

import { ChipList } from "./chip-list";

/** SPEC-side limits of lib/interactions/schemas.ts medicalProfileSchema. */
export const MAX_TERM_LENGTH = 100;
export const MAX_TERMS = 50;

export type TermInputProps = {
  label: string;
  /** What one entry is, for the Add button's accessible name: "medicine" → "Add medicine". */
  noun: string;
  /** Label of the chip list, e.g. "Your medicines". */
  listLabel: string;
  hint?: ReactNode;
  terms: readonly string[];
  onChange: (terms: string[]) => void;
};

export function TermInput({ label, noun, listLabel, hint, terms, onChange }: TermInputProps) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState("");
  const full = terms.length >= MAX_TERMS;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = draft.trim().replace(/\s+/g, " ");
    if (!term || full) return;
    // The same entry twice (in any case) adds nothing.
    if (!terms.some((existing) => existing.toLowerCase() === term.toLowerCase())) onChange([...terms, term]);
    setDraft("");
  }

  return (
    <div className="space-y-2">
      <form onSubmit={add} className="flex flex-col gap-2 min-[400px]:flex-row min-[400px]:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            {label}
          </label>
          <input
            id={inputId}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={MAX_TERM_LENGTH}
            autoComplete="off"
            aria-describedby={hint ? hintId : undefined}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600"
          />
        </div>
        <button
          type="submit"
          disabled={full}
          className="rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
        >
          Add<span className="sr-only"> {noun}</span>
        </button>
      </form>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ChipList
        label={listLabel}
        items={terms.map((term) => ({ key: term, label: term }))}
        onRemove={(key) => onChange(terms.filter((term) => term !== key))}
      />
    </div>
  );
}
