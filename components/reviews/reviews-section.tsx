import { Suspense } from "react";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import type { RatingSummary, ReviewPage } from "@/lib/reviews/queries";

import { RatingSummaryLine } from "./rating-summary-line";
import { RenderedReviews, ReviewsArea } from "./reviews-area";
import { ReviewList } from "./review-list";

export type ReviewsSectionProps = {
  supplementId: string;
  path: string;
  ratings: RatingSummary;
  reviews: ReviewPage;
};

export function ReviewsSection({ supplementId, path, ratings, reviews }: ReviewsSectionProps) {
  const rendered = {
    summary: <RatingSummaryLine {...ratings} />,
    list: <ReviewList reviews={reviews} basePath={path} />,
  };
  // An independent widget: if it fails in the browser, the rest of the product page stays.
  return (
    <ComponentErrorBoundary>
      <div className="space-y-6">
        {/* The area reads the query string, which a static page only knows in the browser. */}
        <Suspense fallback={<RenderedReviews path={path} rendered={rendered} status="loading" />}>
          <ReviewsArea
            supplementId={supplementId}
            path={path}
            firstPage={{ ratings, reviews }}
            rendered={rendered}
          />
        </Suspense>
      </div>
    </ComponentErrorBoundary>
  );
}
