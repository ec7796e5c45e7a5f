"use client";
// docs/reference/catalogue-and-search.md "Plain words". One provider call per search, never retried.
import { useMutation } from "@/lib/api/query-hooks";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { apiPost } from "@/lib/api/fetch-client";
import type { PlainWordsReading } from "@/lib/catalogue/plain-words";
import { browseQueryString, type SupplementSearchParams } from "@/lib/catalogue/search-params";

interface Refined extends PlainWordsReading {
  by: "parser" | "ai";
  fallback?: { code: string; message: string };
}

const asked = new Set<string>();
const refinedPages = new Set<string>();

function additions(params: SupplementSearchParams, reading: Refined): Partial<SupplementSearchParams> | null {
  if (reading.by !== "ai") return null;
  const { changes } = reading;
  const added: Partial<SupplementSearchParams> = {
    ...(params.category === null && changes.category ? { category: changes.category } : {}),
    ...(params.form === null && changes.form ? { form: changes.form } : {}),
    ...(!params.vegan && changes.vegan ? { vegan: true } : {}),
    ...(!params.vegetarian && changes.vegetarian ? { vegetarian: true } : {}),
    ...(!params.glutenFree && changes.glutenFree ? { glutenFree: true } : {}),
    ...(!params.inStock && changes.inStock ? { inStock: true } : {}),
    ...(params.minPrice === null && changes.minPrice !== undefined ? { minPrice: changes.minPrice } : {}),
    ...(params.maxPrice === null && changes.maxPrice !== undefined ? { maxPrice: changes.maxPrice } : {}),
    ...(reading.q !== params.q ? { q: reading.q } : {}),
  };
  return Object.keys(added).length > 0 ? added : null;
}

export function PlainWordsRefiner({
  query,
  params,
}: {
  query: string | null;
  params: SupplementSearchParams;
}) {
  const router = useRouter();
  const { mutate, data } = useMutation({
    mutationFn: (q: string) => apiPost<Refined>("/api/browse/plain-words", { q }),
    retry: false,
    onSuccess: (reading) => {
      const added = additions(params, reading);
      if (!added) return;
      if (added.q) asked.add(added.q);
      const href = `/browse${browseQueryString(params, { ...added, page: 1 })}`;
      refinedPages.add(href);
      router.replace(href, { scroll: false });
    },
  });
  useEffect(() => {
    if (query === null || asked.has(query)) return;
    asked.add(query);
    mutate(query);
  }, [query, mutate]);
  if (data?.fallback) {
    return (
      <p role="status" className="mt-2 text-xs text-slate-600">
        {data.fallback.message}
      </p>
    );
  }
  if (!refinedPages.has(`/browse${browseQueryString(params)}`)) return null;
  return (
    <p role="status" className="mt-2 text-sm text-slate-700">
      Some of these filters were read from your words by AI: remove any you do not want.
    </p>
  );
}
