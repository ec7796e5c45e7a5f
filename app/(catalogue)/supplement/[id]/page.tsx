// /supplement/{id}: one product's ingredients per serving, authorised claims, UK retailer prices and
// cheaper like-for-like alternatives (SPEC.md §2 route table "Supplement detail").
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { z } from "zod";

import { AddToStackButton } from "@/components/catalogue/add-to-stack-button";
import { CheaperAlternatives } from "@/components/catalogue/cheaper-alternatives";
import { HowToTake, howToTakeLines } from "@/components/catalogue/how-to-take";
import { IngredientClaims } from "@/components/catalogue/ingredient-claims";
import { IngredientEvidence } from "@/components/catalogue/ingredient-evidence";
import { IngredientTable, isPartialFormula } from "@/components/catalogue/ingredient-table";
import { OffersTable } from "@/components/catalogue/offers-table";
import { ProductDisclaimer } from "@/components/catalogue/product-disclaimer";
import { ProductJsonLd, productSummary } from "@/components/catalogue/product-json-ld";
import { SupplementHeader } from "@/components/catalogue/supplement-header";
import { cheapestOffer } from "@/lib/catalogue/pricing";
import { getCheaperAlternatives, getSupplementDetail, type SupplementDetail } from "@/lib/catalogue/product-queries";

// Prices and stock change with every feed import; the build also runs without a database.
export const dynamic = "force-dynamic";

type SupplementPageProps = {
  params: Promise<{ id: string }>;
};

const productIdSchema = z.string().min(1).max(100);

/** A well-formed id, or the 404 page (without touching the database for an absurd one). */
async function productIdFrom(params: SupplementPageProps["params"]): Promise<string> {
  const parsed = productIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  return parsed.data;
}

async function loadProduct(id: string): Promise<SupplementDetail> {
  // Memoised per request (React cache), so metadata and page share one read.
  const product = await getSupplementDetail(id);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: SupplementPageProps): Promise<Metadata> {
  const product = await loadProduct(await productIdFrom(params));
  const title = `${product.name} by ${product.brand}`;
  const description = productSummary(product);
  return {
    title,
    description,
    alternates: { canonical: `/supplement/${product.id}` },
    openGraph: { type: "website", title, description, url: `/supplement/${product.id}` },
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default async function SupplementPage({ params }: SupplementPageProps) {
  const id = await productIdFrom(params);
  const [product, alternatives] = await Promise.all([loadProduct(id), getCheaperAlternatives(id)]);
  const cheapest = cheapestOffer(product.offers);
  const howToTake = howToTakeLines(product);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <ProductJsonLd product={product} />
      <SupplementHeader product={product}>
        {cheapest ? (
          <AddToStackButton id={product.id} name={product.name} brand={product.brand} pricePence={cheapest.pricePence} />
        ) : (
          <p className="text-sm text-slate-600">You can add this to a stack once we have a UK price for it.</p>
        )}
        <Link href="/interactions" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          Check interactions for this supplement
        </Link>
      </SupplementHeader>

      <Section id="ingredients-heading" title="What's in it (per serving)">
        <IngredientTable ingredients={product.ingredients} partialFormula={isPartialFormula(product.description)} />
      </Section>

      <Section id="claims-heading" title="Authorised health claims">
        <IngredientClaims ingredients={product.ingredients} />
      </Section>

      {howToTake.length > 0 ? (
        <Section id="how-to-take-heading" title="How to take it">
          <HowToTake lines={howToTake} />
        </Section>
      ) : null}

      <Section id="where-to-buy-heading" title="Where to buy">
        <OffersTable offers={product.offers} cheapestOfferId={cheapest?.id ?? null} />
      </Section>

      {alternatives.length > 0 ? (
        <Section id="alternatives-heading" title="Cheaper alternatives">
          <CheaperAlternatives alternatives={alternatives} />
        </Section>
      ) : null}

      <Section id="evidence-heading" title="What the evidence says">
        <IngredientEvidence ingredients={product.ingredients} />
      </Section>

      <div className="mt-12 border-t border-slate-200 pt-6">
        <ProductDisclaimer />
      </div>
    </div>
  );
}
