// The product page's reviews: the real average and count, the signed-in user's own review form (or
// a link to sign in), and the reviews newest first.
import Link from "next/link";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import { loginRedirectFor } from "@/lib/auth/account-paths";
import type { OwnReview, RatingSummary, ReviewPage } from "@/lib/reviews/queries";
import { formatRating } from "@/lib/format/names";
import { reviewCountLabel } from "@/lib/reviews/display";

import { RatingStars } from "./rating-stars";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";

export type ReviewsSectionProps = {
  supplementId: string;
  ratings: RatingSummary;
  reviews: ReviewPage;
  /** Undefined when signed out; null when signed in without a review of this product. */
  ownReview: OwnReview | null | undefined;
};

export function ReviewsSection({ supplementId, ratings, reviews, ownReview }: ReviewsSectionProps) {
  const basePath = `/supplement/${supplementId}`;
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

        {ownReview === undefined ? (
          <p>
            <Link
              href={loginRedirectFor(basePath)}
              className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              Sign in to write a review
            </Link>
          </p>
        ) : (
          <ReviewForm
            // Remounts with the saved values after the page refreshes from the server.
            key={ownReview ? ownReview.updatedAt.toISOString() : "new"}
            supplementId={supplementId}
            initial={
              ownReview ? { rating: ownReview.rating, title: ownReview.title, body: ownReview.body } : null
            }
          />
        )}

        <ReviewList reviews={reviews} basePath={basePath} />
      </div>
    </ComponentErrorBoundary>
  );
}
