"use client";
// Search the catalogue and add to the stack without leaving the builder. Adding a product that is
// not yet in the stack first runs the new-supplement check: warnings that need acknowledgement must
// be acknowledged; a blocked addition says why and offers the alternatives the check suggests.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";

import { useStack } from "@/components/stack/use-stack";
import { toast } from "@/components/ui/use-toast";
import { apiGet, apiPost } from "@/lib/api/fetch-client";
import type { SupplementSearchResult } from "@/lib/catalogue/search";
import { formatPence } from "@/lib/catalogue/pricing";
import type { CheckWarning, NewSupplementCheckResult } from "@/lib/interactions/types";

type Candidate = { id: string; name: string; brand: string; pricePence: number };

const SEVERITY_STYLES: Record<CheckWarning["severity"], string> = {
  critical: "border-red-300 bg-red-50 text-red-950",
  error: "border-orange-300 bg-orange-50 text-orange-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  info: "border-sky-200 bg-sky-50 text-sky-950",
};
const SEVERITY_LABELS: Record<CheckWarning["severity"], string> = {
  critical: "Critical",
  error: "Serious",
  warning: "Caution",
  info: "Information",
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function AddSupplement() {
  const { items, addSupplement } = useStack();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query.trim(), 250);
  const [pending, setPending] = useState<{ candidate: Candidate; check: NewSupplementCheckResult } | null>(
    null,
  );
  const [acknowledged, setAcknowledged] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);

  const results = useQuery({
    queryKey: ["builder-search", debounced],
    queryFn: ({ signal }) =>
      apiGet<SupplementSearchResult>(`/api/supplements?q=${encodeURIComponent(debounced)}`, { signal }),
    enabled: debounced.length >= 2,
  });

  function add(candidate: Candidate) {
    addSupplement({
      id: candidate.id,
      name: candidate.name,
      brand: candidate.brand,
      price: candidate.pricePence,
    });
    toast({ title: "Added to your stack", description: candidate.name, variant: "success" });
    setPending(null);
    setAcknowledged(false);
  }

  async function tryAdd(candidate: Candidate) {
    if (items.some((item) => item.supplement.id === candidate.id)) {
      add(candidate); // already checked when first added: one more serving a day
      return;
    }
    setChecking(candidate.id);
    try {
      const check = await apiPost<NewSupplementCheckResult>("/api/stacks/check", {
        newSupplementId: candidate.id,
        existingSupplementIds: items.map((item) => item.supplement.id),
      });
      if (check.results.warnings.length === 0) add(candidate);
      else {
        setAcknowledged(false);
        setPending({ candidate, check });
      }
    } catch {
      toast({
        title: "Unable to check supplement interactions",
        description: "The supplement was not added. Please try again.",
        variant: "destructive",
      });
    } finally {
      setChecking(null);
    }
  }

  const blocked = pending ? pending.check.results.warnings.some((warning) => !warning.canProceed) : false;
  const needsAck = pending
    ? pending.check.results.warnings.some((warning) => warning.requiresAcknowledgment)
    : false;

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
          Find a supplement to add
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. magnesium, vitamin D, Solgar"
          autoComplete="off"
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600"
        />
      </div>

      {pending ? (
        <section
          aria-label={`Before you add ${pending.candidate.name}`}
          className="space-y-3 rounded-lg border border-slate-300 bg-white p-4"
        >
          <h3 className="font-semibold text-slate-900">Before you add {pending.candidate.name}</h3>
          <ul className="space-y-2">
            {pending.check.results.warnings.map((warning, index) => (
              <li
                key={index}
                className={`rounded-md border p-3 text-sm ${SEVERITY_STYLES[warning.severity]}`}
              >
                <p className="font-semibold">
                  {SEVERITY_LABELS[warning.severity]}: {warning.title}
                </p>
                <p className="mt-1">{warning.description}</p>
                <p className="mt-1">
                  <span className="font-medium">What to do:</span> {warning.recommendation}
                </p>
              </li>
            ))}
          </ul>
          {blocked ? (
            <div className="space-y-2 text-sm text-slate-800">
              <p className="font-semibold text-red-900">
                This supplement cannot be added to this stack: the combination above should be avoided.
              </p>
              {pending.check.results.alternatives.length > 0 ? (
                <div>
                  <p className="font-medium">Consider instead:</p>
                  <ul className="list-disc pl-5">
                    {pending.check.results.alternatives.map((alternative) => (
                      <li key={alternative}>{alternative}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ) : needsAck ? (
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.target.checked)}
                className="mt-1 size-4"
              />
              I have read these warnings and will check with my pharmacist or GP.
            </label>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {!blocked ? (
              <button
                type="button"
                disabled={needsAck && !acknowledged}
                onClick={() => add(pending.candidate)}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
              >
                Add anyway
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => setPending(null)}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {blocked ? "Close" : "Cancel"}
            </button>
          </div>
        </section>
      ) : null}

      {debounced.length >= 2 ? (
        <div aria-live="polite">
          {results.isPending ? <p className="text-sm text-slate-600">Searching…</p> : null}
          {results.isError ? (
            <p className="text-sm text-red-800">Search is unavailable. Please try again.</p>
          ) : null}
          {results.data && results.data.items.length === 0 ? (
            <p className="text-sm text-slate-600">No supplements match “{debounced}”.</p>
          ) : null}
          {results.data && results.data.items.length > 0 ? (
            <ul
              aria-label="Search results"
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
            >
              {results.data.items.slice(0, 8).map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
                    <p className="truncate text-xs text-slate-600">
                      {item.brand}
                      {item.cheapestPricePence !== null
                        ? ` · ${formatPence(item.cheapestPricePence)}${item.offerSource === "sample" ? " (sample price)" : ""}`
                        : " · no price yet"}
                    </p>
                  </div>
                  <button
                    type="button"
                    disabled={item.cheapestPricePence === null || checking === item.id}
                    onClick={() =>
                      tryAdd({
                        id: item.id,
                        name: item.name,
                        brand: item.brand,
                        pricePence: item.cheapestPricePence ?? 0,
                      })
                    }
                    className="shrink-0 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
                  >
                    {checking === item.id ? "Checking…" : "Add"}
                    <span className="sr-only"> {item.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
