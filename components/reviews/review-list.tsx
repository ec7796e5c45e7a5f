import { Link } from "@/components/ui/link";

import { LazyReportControl } from "@/components/moderation/report-control-loader";
import { formatDate, isoDate } from "@/lib/format/dates";
import type { ReviewPage } from "@/lib/reviews/queries";

import { RatingStars } from "./rating-stars";

export type ReviewListProps = {
  reviews: ReviewPage;
  basePath: string;
};

function reviewsPageHref(basePath: string, page: number): string {
  return page <= 1 ? `${basePath}#reviews-heading` : `${basePath}?reviews=${page}#reviews-heading`;
}

export function ReviewList({ reviews, basePath }: ReviewListProps) {
  if (reviews.items.length === 0) return null;
  return (
    <div className="space-y-4">
      <ol aria-label="Reviews" className="space-y-4">
        {reviews.items.map((review) => {
          const edited = review.updatedAt.getTime() - review.createdAt.getTime() > 60_000;
          return (
            <li key={review.id}>
              <article
                aria-labelledby={`review-${review.id}`}
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <h3 id={`review-${review.id}`} className="font-semibold text-slate-900">
                  {review.title ?? `Review by ${review.reviewer}`}
                </h3>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                  <RatingStars rating={review.rating} />
                  <span>
                    {review.rating} out of 5<span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    by {review.reviewer},{" "}
                    <time dateTime={isoDate(review.createdAt)}>{formatDate(review.createdAt)}</time>
                    {edited ? " (edited)" : null}
                  </span>
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{review.body}</p>
                <LazyReportControl
                  target="review"
                  id={review.id}
                  label={`Report the review by ${review.reviewer}`}
                  className="mt-2"
                />
              </article>
            </li>
          );
        })}
      </ol>
      {reviews.pageCount > 1 ? (
        <nav aria-label="Review pages" className="flex flex-wrap items-center gap-4 text-sm">
          {reviews.page > 1 ? (
            <Link
              href={reviewsPageHref(basePath, reviews.page - 1)}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              Newer reviews
            </Link>
          ) : null}
          <span className="text-slate-700">
            Page {reviews.page} of {reviews.pageCount}
          </span>
          {reviews.page < reviews.pageCount ? (
            <Link
              href={reviewsPageHref(basePath, reviews.page + 1)}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              Older reviews
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
