"use client";
import type { ReviewsSnapshot } from "@/lib/reviews/api-client";

import { OwnReviewSlot } from "./own-review-slot";
import { PagedReviewList } from "./paged-review-list";
import { RatingSummaryView } from "./rating-summary";

export type LiveReviewsProps = { supplementId: string; path: string; firstPage: ReviewsSnapshot };

export function LiveReviews({ supplementId, path, firstPage }: LiveReviewsProps) {
  return (
    <>
      <RatingSummaryView supplementId={supplementId} firstPage={firstPage} />
      <OwnReviewSlot supplementId={supplementId} path={path} />
      <PagedReviewList supplementId={supplementId} path={path} firstPage={firstPage} />
    </>
  );
}
