"use client";
// An older page (`?reviews=N`) is fetched in the browser, so the page never depends on its query string.
import { useSearchParams } from "next/navigation";
import * as z from "zod/mini";

import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import type { ReviewsSnapshot } from "@/lib/reviews/api-client";
import { MAX_REVIEWS_PAGE } from "@/lib/reviews/schemas";

import { ReviewList } from "./review-list";
import { useReviews } from "./use-reviews";

const reviewsPageSchema = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_REVIEWS_PAGE)), 1);

export type PagedReviewListProps = {
  supplementId: string;
  path: string;
  firstPage: ReviewsSnapshot;
};

export function PagedReviewList({ supplementId, path, firstPage }: PagedReviewListProps) {
  const page = reviewsPageSchema.parse(useSearchParams().get("reviews") ?? undefined);
  const shown = useReviews(supplementId, page, firstPage);
  if (shown.isError) return <Alert>These reviews could not be loaded. Please try again.</Alert>;
  if (shown.isPending) return <Skeleton data-testid="reviews-loading" className="h-40 w-full" />;
  // A page past the last (an old link after reviews were deleted) shows the first page instead.
  const past = page > 1 && shown.data.reviews.items.length === 0;
  const reviews = past ? firstPage.reviews : shown.data.reviews;
  return <ReviewList reviews={reviews} basePath={path} />;
}
