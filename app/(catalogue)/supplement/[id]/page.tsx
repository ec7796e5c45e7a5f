// ISR (docs/architecture.md "Rendering and speed"): regenerated at most every 10 minutes, as prices change
// with feed imports, and at once when a review changes (lib/catalogue/revalidate.ts).
import type { Metadata } from "next";
import { Suspense } from "react";

import { ProductDisclaimer } from "@/components/catalogue/product-disclaimer";
import { StreamedPriceHistory } from "@/components/catalogue/price-history";
import { ProductJsonLd, productSummary } from "@/components/catalogue/product-json-ld";
import { SupplementHeader } from "@/components/catalogue/supplement-header";
import { CheckLabelLink } from "@/components/labels/check-label-link";
import {
  StreamedAlternatives,
  StreamedInteractions,
  StreamedReviews,
  SupplementActions,
  SupplementEvidence,
  SupplementFacts,
  SupplementSection,
} from "@/components/catalogue/supplement-sections";
import { SupplementSectionSkeleton } from "@/components/catalogue/supplement-skeleton";
import { getPriceHistory } from "@/lib/catalogue/price-history";
import { cheapestOffer } from "@/lib/catalogue/pricing";
import { productPath } from "@/lib/catalogue/product-paths";
import { getCheaperAlternatives } from "@/lib/catalogue/product-queries";
import { getRatingSummary, listReviews } from "@/lib/reviews/queries";

import { loadInteractions } from "./interactions";
import { loadProduct, productIdFrom } from "./product";

export const revalidate = 600;

/** None at build time: the build runs without a database. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/supplement/[id]">): Promise<Metadata> {
  const product = await loadProduct(await productIdFrom(params));
  const title = `${product.name} by ${product.brand}`;
  const description = productSummary(product);
  return {
    title,
    description,
    alternates: { canonical: productPath(product.slug) },
    openGraph: { type: "website", title, description, url: productPath(product.slug) },
  };
}

export default async function SupplementPage({ params }: PageProps<"/supplement/[id]">) {
  const id = await productIdFrom(params);
  // The structured data carries the rating, so the summary is read up front.
  const [product, ratings] = await Promise.all([loadProduct(id), getRatingSummary(id)]);
  const cheapest = cheapestOffer(product.offers);
  const alternatives = getCheaperAlternatives(id);
  const priceHistory = getPriceHistory(product.packs.map((pack) => pack.id));
  const interactions = loadInteractions(product);
  const reviews = listReviews(id, 1);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <ProductJsonLd product={product} ratings={ratings} />
      <SupplementHeader product={product}>
        <SupplementActions product={product} cheapest={cheapest} />
        <CheckLabelLink slug={product.slug} />
      </SupplementHeader>
      <SupplementFacts product={product} cheapest={cheapest} />

      <Suspense fallback={null}>
        <StreamedPriceHistory history={priceHistory} />
      </Suspense>

      <Suspense fallback={<SupplementSectionSkeleton className="mt-12" />}>
        <StreamedAlternatives alternatives={alternatives} />
      </Suspense>

      <SupplementEvidence product={product} />

      <SupplementSection id="interactions-heading" title="Interactions">
        <Suspense fallback={<SupplementSectionSkeleton />}>
          <StreamedInteractions product={product} interactions={interactions} />
        </Suspense>
      </SupplementSection>

      <SupplementSection id="reviews-heading" title="Reviews">
        <Suspense fallback={<SupplementSectionSkeleton />}>
          <StreamedReviews
            supplementId={product.id}
            path={productPath(product.slug)}
            ratings={ratings}
            reviews={reviews}
          />
        </Suspense>
      </SupplementSection>

      <div className="mt-12 border-t border-slate-200 pt-6">
        <ProductDisclaimer />
      </div>
    </div>
  );
}
