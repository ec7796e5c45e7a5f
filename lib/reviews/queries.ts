import "server-only";
import { cache } from "react";

import { db } from "@/lib/db/prisma";

import { publicDisplayName } from "../format/names";
import { roundedAverage } from "./display";
import { REVIEWS_PAGE_SIZE } from "./schemas";

export interface RatingSummary {
  rating: number | null;
  reviewCount: number;
}

export interface PublicReview {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  reviewer: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReviewPage {
  items: PublicReview[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface OwnReview {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  updatedAt: Date;
  /** Set when a moderator hid the review: only its author still sees it. */
  hiddenReason: string | null;
}

export async function supplementExists(id: string): Promise<boolean> {
  return (await db().supplement.count({ where: { id } })) > 0;
}

export const getRatingSummary = cache(async (supplementId: string): Promise<RatingSummary> => {
  const aggregate = await db().review.aggregate({
    where: { supplementId, hiddenAt: null },
    _sum: { rating: true },
    _count: { _all: true },
  });
  const reviewCount = aggregate._count._all;
  return { rating: roundedAverage(aggregate._sum.rating ?? 0, reviewCount), reviewCount };
});

export async function listReviews(supplementId: string, page: number): Promise<ReviewPage> {
  const [total, rows] = await Promise.all([
    db().review.count({ where: { supplementId, hiddenAt: null } }),
    db().review.findMany({
      where: { supplementId, hiddenAt: null },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * REVIEWS_PAGE_SIZE,
      take: REVIEWS_PAGE_SIZE,
      select: {
        id: true,
        rating: true,
        title: true,
        body: true,
        createdAt: true,
        updatedAt: true,
        user: { select: { firstName: true, lastName: true } },
      },
    }),
  ]);
  return {
    items: rows.map(({ user, ...review }) => ({
      ...review,
      reviewer: publicDisplayName(user.firstName, user.lastName, "A customer"),
    })),
    total,
    page,
    pageCount: Math.ceil(total / REVIEWS_PAGE_SIZE),
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

export const ownReviewSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  updatedAt: true,
  hiddenAt: true,
  hiddenReason: true,
} as const;

export function ownReviewOf({
  hiddenAt,
  hiddenReason,
  ...review
}: {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  updatedAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}): OwnReview {
  return { ...review, hiddenReason: hiddenAt ? (hiddenReason ?? "") : null };
}

export async function getOwnReview(supplementId: string, userId: string): Promise<OwnReview | null> {
  const row = await db().review.findUnique({
    where: { supplementId_userId: { supplementId, userId } },
    select: ownReviewSelect,
  });
  return row && ownReviewOf(row);
}
