"use client";
// The product page's review list: the first page comes with the (static) page; an older page named
// by `?reviews=N` is fetched in the browser, so the page never depends on its query string. A bad
// or absent value means the first page.
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import * as z from "zod/mini";

import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { queryKeys } from "@/lib/api/query-keys";
import { fetchReviewPage } from "@/lib/reviews/api-client";
import type { ReviewPage } from "@/lib/reviews/queries";
import { MAX_REVIEWS_PAGE } from "@/lib/reviews/schemas";

import { ReviewList } from "./review-list";

const reviewsPageSchema = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_REVIEWS_PAGE)), 1);

export type PagedReviewListProps = {
  supplementId: string;
  /** The product page's path; pages are `?reviews=N` on it. */
  path: string;
  firstPage: ReviewPage;
};

export function PagedReviewList({ supplementId, path, firstPage }: PagedReviewListProps) {
  const page = reviewsPageSchema.parse(useSearchParams().get("reviews") ?? undefined);
  const later = useQuery({
    queryKey: queryKeys.supplements.reviews(supplementId, page),
    queryFn: () => fetchReviewPage(supplementId, page),
    enabled: page > 1,
  });
  if (page === 1) return <ReviewList reviews={firstPage} basePath={path} />;
  if (later.isError) return <Alert>These reviews could not be loaded. Please try again.</Alert>;
  if (later.isPending) return <Skeleton data-testid="reviews-loading" className="h-40 w-full" />;
  // A page past the last (an old link after reviews were deleted) shows the first page instead.
  const reviews = later.data.items.length === 0 ? firstPage : later.data;
  return <ReviewList reviews={reviews} basePath={path} />;
}
