"use client";
// Search the catalogue and add to the stack without leaving the builder. Adding a product that is
// not yet in the stack first runs the new-supplement check (./add-check-panel.tsx).
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";

import { useStack } from "@/components/stack/use-stack";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import { formatPence } from "@/lib/catalogue/pricing";
import type { SupplementSearchItem, SupplementSearchResult } from "@/lib/catalogue/search";
import type { NewSupplementCheckResult } from "@/lib/interactions/types";

import { AddCheckPanel } from "./add-check-panel";

type Candidate = { id: string; name: string; brand: string; pricePence: number };
type Pending = { candidate: Candidate; check: NewSupplementCheckResult };

const MIN_QUERY_LENGTH = 2;
const SHOWN_RESULTS = 8;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Adds after the new-supplement check: at once without warnings, otherwise after "Before you add". */
function useAddWithCheck() {
  const { items, addSupplement } = useStack();
  const [pending, setPending] = useState<Pending | null>(null);
  const add = (candidate: Candidate) => {
    const { id, name, brand, pricePence } = candidate;
    addSupplement({ id, name, brand, price: pricePence });
    toast({ title: "Added to your stack", description: name, variant: "success" });
    setPending(null);
  };
  const check = useMutation({
    mutationFn: (candidate: Candidate) =>
      apiPost<NewSupplementCheckResult>("/api/stacks/check", {
        newSupplementId: candidate.id,
        existingSupplementIds: items.map((item) => item.supplement.id),
      }),
    onSuccess: (result, candidate) => {
      if (result.results.warnings.length === 0) add(candidate);
      else setPending({ candidate, check: result });
    },
    onError: () =>
      toast({
        title: "Unable to check supplement interactions",
        description: "The supplement was not added. Please try again.",
        variant: "destructive",
      }),
  });
  const tryAdd = (candidate: Candidate) => {
    // Already checked when first added: one more serving a day.
    if (items.some((item) => item.supplement.id === candidate.id)) add(candidate);
    else check.mutate(candidate);
  };
  const checking = check.isPending ? check.variables.id : null;
  return { pending, checking, tryAdd, add, cancel: () => setPending(null) };
}

export function AddSupplement() {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query.trim(), 250);
  const { pending, checking, tryAdd, add, cancel } = useAddWithCheck();
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <Label htmlFor={inputId} className="text-slate-900">
          Find a supplement to add
        </Label>
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. magnesium, vitamin D, Solgar"
          autoComplete="off"
        />
      </div>
      {pending ? (
        <AddCheckPanel
          key={pending.candidate.id}
          name={pending.candidate.name}
          check={pending.check}
          onAdd={() => add(pending.candidate)}
          onClose={cancel}
        />
      ) : null}
      {debounced.length >= MIN_QUERY_LENGTH ? (
        <SearchResults query={debounced} checking={checking} onAdd={tryAdd} />
      ) : null}
    </div>
  );
}

type SearchResultsProps = { query: string; checking: string | null; onAdd: (candidate: Candidate) => void };

function SearchResults({ query, checking, onAdd }: SearchResultsProps) {
  // No queryFn: the default one GETs the key's URL, /api/supplements?q=… (SPEC §7).
  const results = useQuery<SupplementSearchResult>({ queryKey: queryKeys.supplements.search(query) });
  return (
    <div aria-live="polite">
      {results.isPending ? <p className="text-sm text-slate-600">Searching…</p> : null}
      {results.isError ? (
        <p className="text-sm text-red-800">Search is unavailable. Please try again.</p>
      ) : null}
      {results.data?.items.length === 0 ? (
        <p className="text-sm text-slate-600">No supplements match “{query}”.</p>
      ) : null}
      {results.data && results.data.items.length > 0 ? (
        <ul
          aria-label="Search results"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {results.data.items.slice(0, SHOWN_RESULTS).map((item) => (
            <SearchResult key={item.id} item={item} checking={checking === item.id} onAdd={onAdd} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type SearchResultProps = {
  item: SupplementSearchItem;
  checking: boolean;
  onAdd: (candidate: Candidate) => void;
};

function SearchResult({ item, checking, onAdd }: SearchResultProps) {
  const price = item.cheapestPricePence;
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
        <p className="truncate text-xs text-slate-600">
          {item.brand}
          {price !== null
            ? ` · ${formatPence(price)}${item.offerSource === "sample" ? " (sample price)" : ""}`
            : " · no price yet"}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={price === null || checking}
        onClick={() => onAdd({ id: item.id, name: item.name, brand: item.brand, pricePence: price ?? 0 })}
        className="shrink-0"
      >
        {checking ? "Checking…" : "Add"}
        <span className="sr-only"> {item.name}</span>
      </Button>
    </li>
  );
}
