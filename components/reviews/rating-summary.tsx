"use client";
import type { ReviewsSnapshot } from "@/lib/reviews/api-client";

import { RatingSummaryLine } from "./rating-summary-line";
import { useReviews } from "./use-reviews";

export type RatingSummaryViewProps = { supplementId: string; firstPage: ReviewsSnapshot };

export function RatingSummaryView({ supplementId, firstPage }: RatingSummaryViewProps) {
  const ratings = useReviews(supplementId, 1, firstPage).data?.ratings ?? firstPage.ratings;
  return <RatingSummaryLine {...ratings} />;
}
