// The product's reviews: the real average and count, the signed-in user's own review form (or
// a link to sign in) and the reviews newest first. The page is static: the first page is in the HTML;
// the own review and later pages load in the browser (./reviews-area.tsx).
import { Suspense } from "react";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import type { RatingSummary, ReviewPage } from "@/lib/reviews/queries";

import { RenderedReviews, ReviewsArea } from "./reviews-area";

export type ReviewsSectionProps = {
  supplementId: string;
  /** The product page's path (/supplement/{slug}). */
  path: string;
  ratings: RatingSummary;
  /** The first page of reviews. */
  reviews: ReviewPage;
};

export function ReviewsSection({ supplementId, path, ratings, reviews }: ReviewsSectionProps) {
  const firstPage = { ratings, reviews };
  // An independent widget: if it fails in the browser, the rest of the product page stays.
  return (
    <ComponentErrorBoundary>
      <div className="space-y-6">
        {/* The area reads the query string, which a static page only knows in the browser. */}
        <Suspense fallback={<RenderedReviews path={path} firstPage={firstPage} status="loading" />}>
          <ReviewsArea supplementId={supplementId} path={path} firstPage={firstPage} />
        </Suspense>
      </div>
    </ComponentErrorBoundary>
  );
}
