import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ProductEntryForm, type ProductEntryInitial } from "@/components/labels/product-entry-form";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { isoDate } from "@/lib/format/dates";
import { getIngredientOptions, getOpenSuggestion, getProductEntry } from "@/lib/labels/queries";
import { isAllergen, type LabelRow } from "@/lib/labels/values";

export const metadata: Metadata = { title: "Enter a product", robots: { index: false, follow: false } };

export const dynamic = "force-dynamic";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

interface Prefill {
  initial: ProductEntryInitial;
  gtin?: string;
  rows?: LabelRow[];
  entryId?: string;
  suggestionId?: string;
  from: string | null;
}

async function prefillFor(entryId?: string, suggestionId?: string, gtin?: string): Promise<Prefill | null> {
  if (entryId) {
    const entry = await getProductEntry(entryId);
    if (!entry || entry.status === "published") return null;
    return {
      initial: {
        brand: entry.brand,
        name: entry.name,
        form: entry.form,
        category: entry.category,
        unitsPerPack: entry.unitsPerPack,
        unitsPerServing: entry.unitsPerServing,
        labelUrl: entry.labelUrl,
        labelPhotoId: entry.labelPhotoId,
        vegan: entry.vegan,
        vegetarian: entry.vegetarian,
        glutenFree: entry.glutenFree,
        allergens: entry.allergens.filter(isAllergen),
        ...(entry.labelReadOn ? { labelReadOn: isoDate(entry.labelReadOn) } : {}),
      },
      rows: entry.rows,
      entryId: entry.id,
      from: entry.feedItem
        ? `a row of ${entry.feedItem.retailer}'s feed (£${(entry.feedItem.pricePence / 100).toFixed(2)})`
        : "a saved draft",
      ...(entry.gtin ? { gtin: entry.gtin } : {}),
    };
  }
  if (suggestionId) {
    const suggestion = await getOpenSuggestion(suggestionId);
    if (!suggestion) return null;
    return {
      initial: {
        brand: suggestion.brand,
        name: suggestion.name,
        labelUrl: suggestion.listingUrl,
        labelPhotoId: suggestion.labelPhotoId,
      },
      suggestionId: suggestion.id,
      from: "a member's suggestion",
      ...(suggestion.gtin ? { gtin: suggestion.gtin } : {}),
    };
  }
  return { initial: {}, from: null, ...(gtin ? { gtin } : {}) };
}

export default async function NewProductPage({ searchParams }: PageProps<"/admin/products/new">) {
  await requirePageAdmin("/admin/products/new");
  const query = await searchParams;
  const [prefill, ingredients] = await Promise.all([
    prefillFor(first(query.entry), first(query.suggestion), first(query.gtin)),
    getIngredientOptions(),
  ]);
  if (!prefill) notFound();
  return (
    <div className="text-links mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href="/admin/products">Products and labels</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        Enter a product from its label
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Copy each ingredient exactly as the label states it, per serving. Nothing goes public until a second
        admin has checked your rows against the same photo or page.
        {prefill.from ? ` Prefilled from ${prefill.from}: check every field against the label.` : ""}
      </p>
      <div className="mt-8">
        <ProductEntryForm
          ingredients={ingredients}
          today={isoDate(new Date())}
          initial={prefill.initial}
          {...(prefill.gtin ? { initialGtin: prefill.gtin } : {})}
          {...(prefill.rows ? { initialRows: prefill.rows } : {})}
          {...(prefill.entryId ? { entryId: prefill.entryId } : {})}
          {...(prefill.suggestionId ? { suggestionId: prefill.suggestionId } : {})}
        />
      </div>
    </div>
  );
}
