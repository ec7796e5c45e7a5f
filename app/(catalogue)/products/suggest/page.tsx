import type { Metadata } from "next";

import { SuggestionForm } from "@/components/labels/suggestion-form";
import { requirePageUser } from "@/lib/auth/page-session";
import { normaliseGtin } from "@/lib/catalogue/gtin";

export const metadata: Metadata = { title: "Suggest a product", robots: { index: false, follow: true } };

export const dynamic = "force-dynamic";

export default async function SuggestProductPage({ searchParams }: PageProps<"/products/suggest">) {
  const raw = (await searchParams).gtin;
  // Shown as typed or scanned; the form stores it as 14 digits.
  const gtin = typeof raw === "string" && normaliseGtin(raw) ? raw.trim() : undefined;
  await requirePageUser(gtin ? `/products/suggest?gtin=${encodeURIComponent(gtin)}` : "/products/suggest");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Suggest a product</h1>
      <p className="mt-3 text-slate-700">
        Missing a supplement? Tell us what it is and where we can read its label. We add a product only from
        its label, checked by two of us, so it may take a while to appear.
      </p>
      <div className="mt-8">
        <SuggestionForm {...(gtin ? { initialGtin: gtin } : {})} />
      </div>
    </div>
  );
}
