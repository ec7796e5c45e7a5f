// The product record renders at once; the slower sections arrive as promises behind the page's Suspense boundaries.
import { Link } from "@/components/ui/link";
import { use, type ReactNode } from "react";

import { AddToStackButton } from "@/components/catalogue/add-to-stack-button";
import { CheaperAlternatives } from "@/components/catalogue/cheaper-alternatives";
import { HowToTake, howToTakeLines } from "@/components/catalogue/how-to-take";
import {
  CLAIMS_SHOWN_INLINE,
  ClaimsSummary,
  IngredientClaims,
  claimCount,
} from "@/components/catalogue/ingredient-claims";
import { EvidenceLink, IngredientEvidence } from "@/components/catalogue/ingredient-evidence";
import { IngredientTable, isPartialFormula } from "@/components/catalogue/ingredient-table";
import { OffersTable } from "@/components/catalogue/offers-table";
import {
  checkerHref,
  ProductInteractionSummaryView,
} from "@/components/interactions/product-interaction-summary";
import { ReviewsSection, type ReviewsSectionProps } from "@/components/reviews/reviews-section";
import { formatDosePrice, pricePerStandardDose } from "@/lib/catalogue/dose-price";
import { productSubpagePath } from "@/lib/catalogue/product-paths";
import type { ProductOffer, CheaperAlternative, SupplementDetail } from "@/lib/catalogue/product-queries";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";
import type { ProductInteractions } from "@/lib/interactions/product-interactions";

export function SupplementSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function SupplementActions({
  product,
  cheapest,
}: {
  product: SupplementDetail;
  cheapest: ProductOffer | undefined;
}) {
  return (
    <>
      {/* The pack whose offer is the cheapest, so the stack costs what the page shows. */}
      <AddToStackButton
        id={cheapest?.productId ?? product.id}
        slug={product.slug}
        name={product.name}
        brand={product.brand}
        pricePence={cheapest?.pricePence ?? null}
      />
      {cheapest ? null : (
        <p className="text-sm text-slate-600">
          No UK price yet: a stack checks it like any other product and leaves it out of the cost.
        </p>
      )}
      <Link
        href={checkerHref(product.id)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        Check interactions for this supplement
      </Link>
    </>
  );
}

export function SupplementFacts({
  product,
  cheapest,
}: {
  product: SupplementDetail;
  cheapest: ProductOffer | undefined;
}) {
  const howToTake = howToTakeLines(product);
  const dosePrice =
    cheapest &&
    pricePerStandardDose(
      cheapest,
      product.unitsPerServing,
      product.ingredients.map((row) => ({ ingredient: row.slug, amount: row.amount, unit: row.unit })),
    );
  return (
    <>
      <SupplementSection id="ingredients-heading" title="What's in it (per serving)">
        <IngredientTable
          ingredients={product.ingredients}
          partialFormula={isPartialFormula(product.description)}
        />
      </SupplementSection>
      <SupplementSection id="claims-heading" title="Authorised health claims">
        {hasLongLabel(product) ? (
          <ClaimsSummary
            ingredients={product.ingredients}
            href={productSubpagePath(product.slug, "evidence")}
          />
        ) : (
          <IngredientClaims ingredients={product.ingredients} />
        )}
      </SupplementSection>
      {howToTake.length > 0 ? (
        <SupplementSection id="how-to-take-heading" title="How to take it">
          <HowToTake lines={howToTake} />
        </SupplementSection>
      ) : null}
      <SupplementSection id="where-to-buy-heading" title="Where to buy">
        <OffersTable offers={product.offers} form={product.form} cheapestOfferId={cheapest?.id ?? null} />
        {dosePrice ? (
          <p className="mt-3 text-sm text-slate-700">
            That is {formatDosePrice(dosePrice)} at the lowest price above, to compare with other strengths.
          </p>
        ) : null}
      </SupplementSection>
    </>
  );
}

/** A multivitamin's claims and references would be most of its page: it links to them on their own page instead. */
const hasLongLabel = (product: Pick<SupplementDetail, "ingredients">) =>
  claimCount(product.ingredients) > CLAIMS_SHOWN_INLINE;

export function SupplementEvidence({ product }: { product: SupplementDetail }) {
  return (
    <SupplementSection id="evidence-heading" title="What the evidence says">
      {hasLongLabel(product) ? (
        <EvidenceLink ingredients={product.ingredients} href={productSubpagePath(product.slug, "evidence")} />
      ) : (
        <IngredientEvidence ingredients={product.ingredients} />
      )}
    </SupplementSection>
  );
}

export function StreamedAlternatives({ alternatives }: { alternatives: Promise<CheaperAlternative[]> }) {
  const found = use(alternatives);
  if (found.length === 0) return null;
  return (
    <SupplementSection id="alternatives-heading" title="Cheaper alternatives">
      <CheaperAlternatives alternatives={found} />
    </SupplementSection>
  );
}

/** Never "no findings" when nothing was checked. */
export function InteractionsUnavailable() {
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      Interaction information is unavailable right now. Please try again later, and ask your pharmacist before
      combining this product with medicines.
    </p>
  );
}

export type StreamedInteractionsProps = {
  product: Pick<SupplementDetail, "id" | "slug">;
  interactions: Promise<ProductInteractions | null>;
};

export function StreamedInteractions({ product, interactions }: StreamedInteractionsProps) {
  const found = use(interactions);
  if (!found) {
    return <InteractionsUnavailable />;
  }
  return (
    <ProductInteractionSummaryView
      productId={product.id}
      allFindingsHref={productSubpagePath(product.slug, "findings")}
      summary={found.summary}
      ingredientNames={found.ingredientNames}
      evidenceLevels={EVIDENCE_LEVELS}
    />
  );
}

export type StreamedReviewsProps = Pick<ReviewsSectionProps, "supplementId" | "path" | "ratings"> & {
  reviews: Promise<ReviewsSectionProps["reviews"]>;
};

export function StreamedReviews({ reviews, ...props }: StreamedReviewsProps) {
  return <ReviewsSection {...props} reviews={use(reviews)} />;
}
