// The product page's reviews: the real average and count, the signed-in user's own review form (or
// a link to sign in) and the reviews newest first. The page is static: the own review and pages
// after the first load in the browser; the first page is in the HTML either way (the Suspense
// fallback while the list reads the query string).
import { Suspense } from "react";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import type { RatingSummary, ReviewPage } from "@/lib/reviews/queries";

import { OwnReviewSlot } from "./own-review-slot";
import { PagedReviewList } from "./paged-review-list";
import { RatingSummaryView } from "./rating-summary";
import { ReviewList } from "./review-list";

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
        <RatingSummaryView supplementId={supplementId} firstPage={firstPage} />

        <OwnReviewSlot supplementId={supplementId} path={path} />

        <Suspense fallback={<ReviewList reviews={reviews} basePath={path} />}>
          <PagedReviewList supplementId={supplementId} path={path} firstPage={firstPage} />
        </Suspense>
      </div>
    </ComponentErrorBoundary>
  );
}
