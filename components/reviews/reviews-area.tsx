"use client";
// Signed out on the first page, nothing more loads than the page was rendered with; otherwise the live reviews load,
// over the same content (docs/benchmarks.md "Start-up and first-load JS").
import { useSearchParams } from "next/navigation";
import { Suspense, lazy } from "react";

import { useSession } from "@/components/auth/session";
import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";
import type { ReviewsSnapshot } from "@/lib/reviews/api-client";

import { RatingSummaryLine } from "./rating-summary-line";
import { ReviewList } from "./review-list";
import { SignedOutReviewSlot } from "./signed-out-review-slot";

const LiveReviews = lazy(() =>
  withRetry(() => import("./live-reviews")).then((module) => ({ default: module.LiveReviews })),
);

export type ReviewsAreaProps = { supplementId: string; path: string; firstPage: ReviewsSnapshot };

/** The first page as rendered: the same for everyone, so it is also the static HTML. */
export function RenderedReviews({
  path,
  firstPage,
  status,
}: Omit<ReviewsAreaProps, "supplementId"> & { status: "loading" | "unauthenticated" }) {
  return (
    <>
      <RatingSummaryLine {...firstPage.ratings} />
      <SignedOutReviewSlot path={path} status={status} />
      <ReviewList reviews={firstPage.reviews} basePath={path} />
    </>
  );
}

export function ReviewsArea(props: ReviewsAreaProps) {
  const { status } = useSession();
  const laterPage = useSearchParams().has("reviews");
  if (status !== "authenticated" && !laterPage) return <RenderedReviews {...props} status={status} />;
  return (
    <LazyBoundary>
      <Suspense fallback={<RenderedReviews {...props} status="loading" />}>
        <LiveReviews {...props} />
      </Suspense>
    </LazyBoundary>
  );
}
