"use client";
import { useQuery } from "@/lib/api/query-hooks";
import { useEffect, useId, useState } from "react";

import { useGuardedAdd, type AddCandidate } from "@/components/stacks/guarded-add";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/components/ui/link";
import { queryKeys } from "@/lib/api/query-keys";
import { isClientError } from "@/lib/errors/client-error";
import { priceStatusNote } from "@/components/catalogue/price-provenance";
import { priceStatus } from "@/lib/catalogue/price-freshness";
import { formatPackSize } from "@/lib/catalogue/packs";
import { formatPence } from "@/lib/catalogue/pricing";
import type { SupplementSearchItem, SupplementSearchResult } from "@/lib/catalogue/search";

const MIN_QUERY_LENGTH = 2;
export const OFFLINE_SEARCH =
  "Search needs an internet connection, and this device is offline. Your stack and its offline check still work.";
const SHOWN_RESULTS = 8;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function AddSupplement() {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query.trim(), 250);
  const { add, checkingId } = useGuardedAdd();
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
      {debounced.length >= MIN_QUERY_LENGTH ? (
        <SearchResults query={debounced} checking={checkingId} onAdd={(candidate) => add(candidate)} />
      ) : null}
      {/* After the results, so Tab goes from the search box straight to them. */}
      <p className="text-sm text-slate-700">
        Product in your hand?{" "}
        <Link href="/scan" className="font-medium text-brand-800 underline underline-offset-2">
          Scan a product
        </Link>{" "}
        to check it before you add it.
      </p>
    </div>
  );
}

type SearchResultsProps = {
  query: string;
  checking: string | null;
  onAdd: (candidate: AddCandidate) => void;
};

function SearchResults({ query, checking, onAdd }: SearchResultsProps) {
  // No queryFn: the default one GETs the key's URL, /api/supplements?q=… (docs/product-rules.md §7).
  const results = useQuery<SupplementSearchResult>({ queryKey: queryKeys.supplements.search(query) });
  // Offline, react-query pauses the search (or it fails with no answer): say so, not "try again".
  const offline =
    results.fetchStatus === "paused" ||
    (results.isError && isClientError(results.error) && results.error.code === "NETWORK_ERROR");
  return (
    <div aria-live="polite">
      {offline ? (
        <p className="text-sm text-slate-700">{OFFLINE_SEARCH}</p>
      ) : results.isPending ? (
        <p className="text-sm text-slate-600">Searching…</p>
      ) : null}
      {results.isError && !offline ? (
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
  onAdd: (candidate: AddCandidate) => void;
};

function searchPriceNote(item: SupplementSearchItem): string {
  if (item.offerSource === null || item.offerCheckedAt === null) return "";
  return priceStatusNote(priceStatus({ source: item.offerSource, lastCheckedAt: item.offerCheckedAt }));
}

function packNote(item: SupplementSearchItem): string {
  return item.cheapestPackSize === null ? "" : ` for ${formatPackSize(item.cheapestPackSize, item.form)}`;
}

function SearchResult({ item, checking, onAdd }: SearchResultProps) {
  const price = item.cheapestPricePence;
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
        <p className="truncate text-xs text-slate-600">
          {item.brand}
          {price !== null
            ? ` · ${formatPence(price)}${packNote(item)}${searchPriceNote(item)}`
            : " · no price yet"}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        // Busy, not disabled, while the check runs: the button keeps the focus a dialog returns to.
        busy={checking}
        disabled={false}
        onClick={() =>
          onAdd({
            id: item.cheapestPackId ?? item.id,
            slug: item.slug,
            name: item.name,
            brand: item.brand,
            pricePence: price,
          })
        }
        className="shrink-0"
      >
        {checking ? "Checking…" : "Add"}
        <span className="sr-only"> {item.name}</span>
      </Button>
    </li>
  );
}
