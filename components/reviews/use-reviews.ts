"use client";
// A product's rating and a page of its reviews in the browser. The first page starts from what the
// (cached) product page was rendered with; after the visitor writes, edits or deletes a review the
// product's queries are invalidated (./review-form.tsx) and this reads the API, which is never cached,
// so the change shows at once even while the page's cached copy is being regenerated.
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
