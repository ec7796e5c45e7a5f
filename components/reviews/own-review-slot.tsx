"use client";
// Loaded in the browser after the page, so the product page stays the same for everyone and is served from the cache.
import { useQuery } from "@/lib/api/query-hooks";
import { useSession } from "@/components/auth/session";

import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { queryKeys } from "@/lib/api/query-keys";
import { fetchOwnReview } from "@/lib/reviews/api-client";

import { ReviewForm } from "./review-form";
import { SignedOutReviewSlot } from "./signed-out-review-slot";

export type OwnReviewSlotProps = {
  supplementId: string;
  path: string;
};

export function OwnReviewSlot({ supplementId, path }: OwnReviewSlotProps) {
  const { status } = useSession();
  const own = useQuery({
    queryKey: queryKeys.supplements.ownReview(supplementId),
    queryFn: () => fetchOwnReview(supplementId),
    enabled: status === "authenticated",
  });
  if (status !== "authenticated") return <SignedOutReviewSlot path={path} status={status} />;
  if (own.isError)
    return <Alert>Your review could not be loaded. Please reload the page to try again.</Alert>;
  if (own.isPending) return <Skeleton data-testid="own-review-loading" className="h-40 w-full" />;
  const review = own.data;
  return (
    <>
      {review?.hiddenReason != null ? (
        <Alert tone="warning" className="mb-4">
          A moderator has hidden your review, so only you can see it. Their reason: {review.hiddenReason}
        </Alert>
      ) : null}
      {/* Not keyed by the saved time: the read after the reader's own change would remount it mid-confirmation. */}
      <ReviewForm
        supplementId={supplementId}
        initial={review ? { rating: review.rating, title: review.title, body: review.body } : null}
      />
    </>
  );
}
