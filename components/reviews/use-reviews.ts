"use client";
// After the visitor's own change this reads the uncached API, so the change shows while the cached page regenerates.
import { useQuery } from "@/lib/api/query-hooks";

import { queryKeys } from "@/lib/api/query-keys";
import { fetchReviewPage, type ReviewsSnapshot } from "@/lib/reviews/api-client";

export function useReviews(supplementId: string, page: number, firstPage: ReviewsSnapshot) {
  return useQuery({
    queryKey: queryKeys.supplements.reviews(supplementId, page),
    queryFn: () => fetchReviewPage(supplementId, page),
    ...(page === 1 ? { initialData: firstPage } : {}),
  });
}
