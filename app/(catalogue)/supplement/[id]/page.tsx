// /supplement/{id}: one product's ingredients per serving, authorised claims, UK retailer prices,
// cheaper like-for-like alternatives, what the interaction database says about its ingredients, and
// reviews (SPEC.md §2 route table "Supplement detail").
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { z } from "zod";

import { recordIdSchema } from "@/lib/db/ids";

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
import {
  checkerHref,
  ProductInteractionSummaryView,
} from "@/components/interactions/product-interaction-summary";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { getSessionUser } from "@/lib/auth/session";
import { cheapestOffer } from "@/lib/catalogue/pricing";
import {
  getCheaperAlternatives,
  getSupplementDetail,
  type SupplementDetail,
} from "@/lib/catalogue/product-queries";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";
import { getProductInteractions, type ProductInteractions } from "@/lib/interactions/product-interactions";
import { getOwnReview, getRatingSummary, listReviews } from "@/lib/reviews/queries";
import { MAX_REVIEWS_PAGE } from "@/lib/reviews/schemas";

// Prices and stock change with every feed import; the build also runs without a database.
export const dynamic = "force-dynamic";

type SupplementPageProps = {
  params: Promise<{ id: string }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

/** `?reviews=N` pages the reviews; the page is lenient, so anything else means the first page. */
const reviewsPageSchema = z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).catch(1);

/** A well-formed id, or the 404 page (without touching the database for an absurd one). */
async function productIdFrom(params: SupplementPageProps["params"]): Promise<string> {
  const parsed = recordIdSchema.safeParse((await params).id);
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

/**
 * The interaction summary, or null (logged) when the knowledge base cannot be loaded: the rest of the
 * product page must not fail with it, and the section then says so instead of implying "no findings".
 */
async function loadInteractions(product: SupplementDetail): Promise<ProductInteractions | null> {
  try {
    return await getProductInteractions(product.ingredients);
  } catch (error) {
    console.error(`[supplement ${product.id}] interaction summary unavailable`, error);
    return null;
  }
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

export default async function SupplementPage({ params, searchParams }: SupplementPageProps) {
  const id = await productIdFrom(params);
  const reviewsPage = reviewsPageSchema.parse((await searchParams)?.reviews);
  const [product, alternatives, ratings, firstTry, user] = await Promise.all([
    loadProduct(id),
    getCheaperAlternatives(id),
    getRatingSummary(id),
    listReviews(id, reviewsPage),
    getSessionUser(),
  ]);
  const [interactions, ownReview, reviews] = await Promise.all([
    loadInteractions(product),
    user ? getOwnReview(id, user.id) : undefined,
    // A page past the last (an old link after reviews were deleted) shows the last page instead.
    firstTry.items.length === 0 && firstTry.pageCount > 0 ? listReviews(id, firstTry.pageCount) : firstTry,
  ]);
  const cheapest = cheapestOffer(product.offers);
  const howToTake = howToTakeLines(product);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <ProductJsonLd product={product} ratings={ratings} />
      <SupplementHeader product={product}>
        {cheapest ? (
          <AddToStackButton
            id={product.id}
            name={product.name}
            brand={product.brand}
            pricePence={cheapest.pricePence}
          />
        ) : (
          <p className="text-sm text-slate-600">
            You can add this to a stack once we have a UK price for it.
          </p>
        )}
        <Link
          href={checkerHref(product.id)}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Check interactions for this supplement
        </Link>
      </SupplementHeader>

      <Section id="ingredients-heading" title="What's in it (per serving)">
        <IngredientTable
          ingredients={product.ingredients}
          partialFormula={isPartialFormula(product.description)}
        />
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

      <Section id="interactions-heading" title="Interactions">
        {interactions ? (
          <ProductInteractionSummaryView
            productId={product.id}
            summary={interactions.summary}
            ingredientNames={interactions.ingredientNames}
            evidenceLevels={EVIDENCE_LEVELS}
          />
        ) : (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            Interaction information is unavailable right now. Please try again later, and ask your pharmacist
            before combining this product with medicines.
          </p>
        )}
      </Section>

      <Section id="reviews-heading" title="Reviews">
        <ReviewsSection supplementId={product.id} ratings={ratings} reviews={reviews} ownReview={ownReview} />
      </Section>

      <div className="mt-12 border-t border-slate-200 pt-6">
        <ProductDisclaimer />
      </div>
    </div>
  );
}
