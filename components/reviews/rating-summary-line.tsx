import { formatRating } from "@/lib/format/names";
import type { ReviewsSnapshot } from "@/lib/reviews/api-client";
import { reviewCountLabel } from "@/lib/reviews/display";

import { RatingStars } from "./rating-stars";

export function RatingSummaryLine({ rating, reviewCount }: ReviewsSnapshot["ratings"]) {
  if (rating === null) {
    return (
      <p data-testid="rating-summary" className="text-slate-700">
        No reviews yet.
      </p>
    );
  }
  return (
    <p data-testid="rating-summary" className="flex flex-wrap items-center gap-2 text-slate-900">
      <RatingStars rating={rating} className="text-xl" />{" "}
      <span className="text-lg font-semibold">{formatRating(rating)} out of 5</span>{" "}
      <span className="text-slate-700">from {reviewCountLabel(reviewCount)}</span>
    </p>
  );
}
