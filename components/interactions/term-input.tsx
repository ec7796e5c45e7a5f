// A free-text entry (a medicine, a condition) with an Add button and the entries as chips.
import { useId, useState, type ReactNode, type SyntheticEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { ChipList } from "./chip-list";

/** SPEC-side limits of lib/interactions/schemas.ts medicalProfileSchema. */
const MAX_TERM_LENGTH = 100;
const MAX_TERMS = 50;

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

  function add(event: SyntheticEvent<HTMLFormElement>) {
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
          <Label htmlFor={inputId} className="text-slate-900">
            {label}
          </Label>
          <Input
            id={inputId}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={MAX_TERM_LENGTH}
            autoComplete="off"
            aria-describedby={hint ? hintId : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={full}>
          Add<span className="sr-only"> {noun}</span>
        </Button>
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
