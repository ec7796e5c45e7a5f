// The product page is static, so whatever depends on the visitor is fetched after it loads.
import * as z from "zod/mini";

import { apiGet } from "@/lib/api/fetch-client";

import type { OwnReview, RatingSummary, ReviewPage } from "./queries";

const ownReviewSchema = z.object({
  review: z.nullable(
    z.object({
      id: z.string(),
      rating: z.number(),
      title: z.nullable(z.string()),
      body: z.string(),
      updatedAt: z.coerce.date(),
      hiddenReason: z.nullable(z.string()),
    }),
  ),
});

const reviewPageSchema = z.object({
  rating: z.nullable(z.number()),
  reviewCount: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      rating: z.number(),
      title: z.nullable(z.string()),
      body: z.string(),
      reviewer: z.string(),
      createdAt: z.coerce.date(),
      updatedAt: z.coerce.date(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  pageSize: z.number(),
});

const reviewsPath = (supplementId: string) => `/api/supplements/${encodeURIComponent(supplementId)}/reviews`;

export async function fetchOwnReview(supplementId: string): Promise<OwnReview | null> {
  return ownReviewSchema.parse(await apiGet(`${reviewsPath(supplementId)}/mine`)).review;
}

export type ReviewsSnapshot = { ratings: RatingSummary; reviews: ReviewPage };

export async function fetchReviewPage(supplementId: string, page: number): Promise<ReviewsSnapshot> {
  const { rating, reviewCount, ...reviews } = reviewPageSchema.parse(
    await apiGet(`${reviewsPath(supplementId)}?page=${page}`),
  );
  return { ratings: { rating, reviewCount }, reviews };
}
