// A WAI-ARIA 1.2 combobox with a listbox; free text is still taken, and reported as unknown if not recognised.
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { matchingOptions, type PickerOption } from "@/lib/interactions/dictionary-options";
import { normaliseName } from "@/lib/interactions/names";
import { cn } from "@/lib/utils/cn";

import { ChipList } from "./chip-list";

/** The limits of lib/interactions/schemas.ts medicalProfileSchema. */
const MAX_TERM_LENGTH = 100;
const MAX_TERMS = 50;
const ALSO_SHOWN = 3;

export type TermInputProps = {
  label: string;
  noun: string;
  listLabel: string;
  hint?: ReactNode;
  terms: readonly string[];
  onChange: (terms: string[]) => void;
  /** The pick list; without it (still loading, or unavailable) the input takes free text only. */
  options?: readonly PickerOption[];
  renderEntries?: (terms: readonly string[]) => ReactNode;
  /** Said with an entry as it is added, e.g. that it is not in our database. */
  noteFor?: (term: string) => string | undefined;
};

const sameTerm = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function alsoNames(option: PickerOption, typed: string): string[] {
  const query = normaliseName(typed);
  const matching = option.also.filter((name) => normaliseName(name).includes(query));
  const rest = option.also.filter((name) => !matching.includes(name));
  return [...matching, ...rest].slice(0, ALSO_SHOWN);
}

function useCombobox(props: TermInputProps) {
  const { terms, onChange, options, listLabel, noteFor } = props;
  const [draft, setDraft] = useState("");
  const [said, setSaid] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(
    () =>
      options
        ? matchingOptions(options, draft).filter(
            (option) => !terms.some((term) => sameTerm(term, option.name)),
          )
        : [],
    [options, draft, terms],
  );
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const full = terms.length >= MAX_TERMS;

  function commit(typed: string): void {
    const term = typed.trim().replace(/\s+/g, " ");
    setDraft("");
    setOpen(false);
    setActive(-1);
    if (!term || full) return;
    if (terms.some((existing) => sameTerm(existing, term))) {
      setSaid(`${term} is already in ${listLabel.toLowerCase()}.`);
      return;
    }
    onChange([...terms, term]);
    const note = noteFor?.(term);
    setSaid(note ? `Added ${term}. ${note}` : `Added ${term}.`);
  }

  function move(step: 1 | -1): void {
    const count = suggestions.length;
    if (count === 0) return;
    setOpen(true);
    if (activeIndex < 0) setActive(step === 1 ? 0 : count - 1);
    else setActive((activeIndex + step + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      const picked = suggestions[activeIndex];
      if (picked) commit(picked.name);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (draft) {
        event.preventDefault();
        setDraft("");
      }
    }
  }

  function onDraftChange(value: string): void {
    setSaid("");
    setDraft(value);
    setOpen(true);
    setActive(-1);
  }

  return {
    draft,
    suggestions,
    expanded,
    activeIndex,
    full,
    said,
    commit,
    onKeyDown,
    onDraftChange,
    close: () => setOpen(false),
  };
}

type SuggestionListProps = {
  id: string;
  label: string;
  suggestions: readonly PickerOption[];
  expanded: boolean;
  activeIndex: number;
  typed: string;
  onPick: (name: string) => void;
};

const optionId = (listId: string, index: number) => `${listId}-option-${String(index)}`;

function SuggestionList({
  id,
  label,
  suggestions,
  expanded,
  activeIndex,
  typed,
  onPick,
}: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={`${label} suggestions`}
      hidden={!expanded}
      className="absolute top-full left-0 z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
    >
      {suggestions.map((option, index) => {
        const also = alsoNames(option, typed);
        return (
          // Keyboard users reach options with the arrow keys from the input (aria-activedescendant).
          <li
            key={option.name}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            ref={
              index === activeIndex ? (element) => element?.scrollIntoView({ block: "nearest" }) : undefined
            }
            // Keep focus in the input while a pointer picks an option.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.name)}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm text-slate-900",
              index === activeIndex ? "bg-brand-50 ring-1 ring-brand-300 ring-inset" : "hover:bg-slate-50",
            )}
          >
            <span className="font-medium">{option.name}</span>
            {option.kind === "group" ? (
              <Badge tone="info" className="ml-2">
                Group of medicines
              </Badge>
            ) : null}
            {also.length > 0 ? (
              <span className="block text-xs text-slate-600">also: {also.join(", ")}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function TermInput(props: TermInputProps) {
  const { label, noun, listLabel, hint, terms, onChange, renderEntries } = props;
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const combobox = useCombobox(props);

  function add(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.commit(combobox.draft);
  }

  return (
    <div className="space-y-2">
      <form onSubmit={add} className="flex items-end gap-2">
        <div className="relative flex min-w-0 flex-1 flex-col gap-1">
          <Label htmlFor={inputId} className="text-slate-900">
            {label}
          </Label>
          <Input
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={combobox.expanded}
            aria-controls={listId}
            aria-activedescendant={
              combobox.activeIndex >= 0 ? optionId(listId, combobox.activeIndex) : undefined
            }
            value={combobox.draft}
            onChange={(event) => combobox.onDraftChange(event.target.value)}
            onKeyDown={combobox.onKeyDown}
            onBlur={combobox.close}
            maxLength={MAX_TERM_LENGTH}
            autoComplete="off"
            aria-describedby={hint ? hintId : undefined}
          />
          <SuggestionList
            id={listId}
            label={label}
            suggestions={combobox.suggestions}
            expanded={combobox.expanded}
            activeIndex={combobox.activeIndex}
            typed={combobox.draft}
            onPick={combobox.commit}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={combobox.full}>
          Add<span className="sr-only"> {noun}</span>
        </Button>
      </form>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {combobox.expanded
          ? `${String(combobox.suggestions.length)} suggestions: use the up and down arrows to choose.`
          : combobox.said}
      </p>
      {renderEntries ? (
        renderEntries(terms)
      ) : (
        <ChipList
          label={listLabel}
          items={terms.map((term) => ({ key: term, label: term }))}
          onRemove={(key) => onChange(terms.filter((term) => term !== key))}
          onEmptyFocus={() => document.getElementById(inputId)?.focus()}
        />
      )}
    </div>
  );
}
