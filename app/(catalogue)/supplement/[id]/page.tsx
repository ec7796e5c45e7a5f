// /supplement/{id}: one product's ingredients per serving, authorised claims, UK retailer prices,
// cheaper like-for-like alternatives, what the interaction database says about its ingredients, and
// reviews (docs/product-rules.md §2 route table "Supplement detail").
//
// The heading, the structured data and everything in the product record are sent first; cheaper
// alternatives, the interaction summary and the reviews are separate queries that stream in behind
// their own Suspense boundaries with skeletons. ./layout.tsx has already answered 404 for an
// unknown id; the checks here repeat it from the same memoised read.
import type { Metadata } from "next";
import { Suspense } from "react";
import { z } from "zod";

import { ProductDisclaimer } from "@/components/catalogue/product-disclaimer";
import { IngredientEvidence } from "@/components/catalogue/ingredient-evidence";
import { StreamedPriceHistory } from "@/components/catalogue/price-history";
import { ProductJsonLd, productSummary } from "@/components/catalogue/product-json-ld";
import { SupplementHeader } from "@/components/catalogue/supplement-header";
import {
  StreamedAlternatives,
  StreamedInteractions,
  StreamedReviews,
  SupplementActions,
  SupplementFacts,
  SupplementSection,
} from "@/components/catalogue/supplement-sections";
import { SupplementSectionSkeleton } from "@/components/catalogue/supplement-skeleton";
import { getSessionUser } from "@/lib/auth/session";
import { getPriceHistory } from "@/lib/catalogue/price-history";
import { cheapestOffer } from "@/lib/catalogue/pricing";
import { getCheaperAlternatives, type SupplementDetail } from "@/lib/catalogue/product-queries";
import { getProductInteractions, type ProductInteractions } from "@/lib/interactions/product-interactions";
import { getOwnReview, getRatingSummary, listReviews } from "@/lib/reviews/queries";
import { MAX_REVIEWS_PAGE } from "@/lib/reviews/schemas";

import { loadProduct, productIdFrom } from "./product";

// Prices and stock change with every feed import; the build also runs without a database.
export const dynamic = "force-dynamic";

/** `?reviews=N` pages the reviews; the page is lenient, so anything else means the first page. */
const reviewsPageSchema = z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).catch(1);

export async function generateMetadata({ params }: PageProps<"/supplement/[id]">): Promise<Metadata> {
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

/** A page of reviews and, when signed in, the visitor's own review to edit. */
async function loadReviews(id: string, page: number) {
  const [firstTry, user] = await Promise.all([listReviews(id, page), getSessionUser()]);
  const [ownReview, reviews] = await Promise.all([
    user ? getOwnReview(id, user.id) : undefined,
    // A page past the last (an old link after reviews were deleted) shows the last page instead.
    firstTry.items.length === 0 && firstTry.pageCount > 0 ? listReviews(id, firstTry.pageCount) : firstTry,
  ]);
  return { reviews, ownReview };
}

export default async function SupplementPage({ params, searchParams }: PageProps<"/supplement/[id]">) {
  const id = await productIdFrom(params);
  const reviewsPage = reviewsPageSchema.parse((await searchParams).reviews);
  // The structured data carries the rating, so the (trigger-kept) summary is read up front.
  const [product, ratings] = await Promise.all([loadProduct(id), getRatingSummary(id)]);
  const cheapest = cheapestOffer(product.offers);
  const alternatives = getCheaperAlternatives(id);
  const priceHistory = getPriceHistory(id);
  const interactions = loadInteractions(product);
  const reviews = loadReviews(id, reviewsPage);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <ProductJsonLd product={product} ratings={ratings} />
      <SupplementHeader product={product}>
        <SupplementActions product={product} cheapest={cheapest} />
      </SupplementHeader>
      <SupplementFacts product={product} cheapest={cheapest} />

      <Suspense fallback={null}>
        <StreamedPriceHistory history={priceHistory} />
      </Suspense>

      <Suspense fallback={<SupplementSectionSkeleton className="mt-12" />}>
        <StreamedAlternatives alternatives={alternatives} />
      </Suspense>

      <SupplementSection id="evidence-heading" title="What the evidence says">
        <IngredientEvidence ingredients={product.ingredients} />
      </SupplementSection>

      <SupplementSection id="interactions-heading" title="Interactions">
        <Suspense fallback={<SupplementSectionSkeleton />}>
          <StreamedInteractions productId={product.id} interactions={interactions} />
        </Suspense>
      </SupplementSection>

      <SupplementSection id="reviews-heading" title="Reviews">
        <Suspense fallback={<SupplementSectionSkeleton />}>
          <StreamedReviews supplementId={product.id} ratings={ratings} reviews={reviews} />
        </Suspense>
      </SupplementSection>

      <div className="mt-12 border-t border-slate-200 pt-6">
        <ProductDisclaimer />
      </div>
    </div>
  );
}
