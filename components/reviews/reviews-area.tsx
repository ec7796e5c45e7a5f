"use client";
// Signed out on the first page, nothing more loads than the page was rendered with; otherwise the live reviews load,
// over the same content (docs/benchmarks.md "Start-up and first-load JS"). The rendered summary and list come from
// the server, so their code is not in the page's JavaScript.
import { useSearchParams } from "next/navigation";
import { Suspense, lazy, type ReactNode } from "react";

import { useSession } from "@/components/auth/session";
import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";
import type { ReviewsSnapshot } from "@/lib/reviews/api-client";

import { SignedOutReviewSlot } from "./signed-out-review-slot";

const LiveReviews = lazy(() =>
  withRetry(() => import("./live-reviews")).then((module) => ({ default: module.LiveReviews })),
);

/** The first page as the server rendered it: the same for everyone, so it is also the static HTML. */
export type RenderedFirstPage = { summary: ReactNode; list: ReactNode };

export type ReviewsAreaProps = {
  supplementId: string;
  path: string;
  firstPage: ReviewsSnapshot;
  rendered: RenderedFirstPage;
};

export function RenderedReviews({
  path,
  rendered,
  status,
}: {
  path: string;
  rendered: RenderedFirstPage;
  status: "loading" | "unauthenticated";
}) {
  return (
    <>
      {rendered.summary}
      <SignedOutReviewSlot path={path} status={status} />
      {rendered.list}
    </>
  );
}

export function ReviewsArea({ rendered, ...props }: ReviewsAreaProps) {
  const { status } = useSession();
  const laterPage = useSearchParams().has("reviews");
  const asRendered = (shown: "loading" | "unauthenticated") => (
    <RenderedReviews path={props.path} rendered={rendered} status={shown} />
  );
  if (status !== "authenticated" && !laterPage) return asRendered(status);
  return (
    <LazyBoundary>
      <Suspense fallback={asRendered("loading")}>
        <LiveReviews {...props} />
      </Suspense>
    </LazyBoundary>
  );
}
