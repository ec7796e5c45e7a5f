// The product page's reviews: the real average and count, the signed-in user's own review form (or
// a link to sign in) and the reviews newest first. The page is static: the own review and pages
// after the first load in the browser; the first page is in the HTML either way (the Suspense
// fallback while the list reads the query string).
import { Suspense } from "react";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import type { RatingSummary, ReviewPage } from "@/lib/reviews/queries";
import { formatRating } from "@/lib/format/names";
import { reviewCountLabel } from "@/lib/reviews/display";

import { RatingStars } from "./rating-stars";
import { OwnReviewSlot } from "./own-review-slot";
import { PagedReviewList } from "./paged-review-list";
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
  // An independent widget: if it fails in the browser, the rest of the product page stays.
  return (
    <ComponentErrorBoundary>
      <div className="space-y-6">
        {ratings.rating === null ? (
          <p data-testid="rating-summary" className="text-slate-700">
            No reviews yet.
          </p>
        ) : (
          <p data-testid="rating-summary" className="flex flex-wrap items-center gap-2 text-slate-900">
            <RatingStars rating={ratings.rating} className="text-xl" />{" "}
            <span className="text-lg font-semibold">{formatRating(ratings.rating)} out of 5</span>{" "}
            <span className="text-slate-700">from {reviewCountLabel(ratings.reviewCount)}</span>
          </p>
        )}

        <OwnReviewSlot supplementId={supplementId} path={path} />

        <Suspense fallback={<ReviewList reviews={reviews} basePath={path} />}>
          <PagedReviewList supplementId={supplementId} path={path} firstPage={reviews} />
        </Suspense>
      </div>
    </ComponentErrorBoundary>
  );
}
