// Every query is keyed by the session's user id, so only its author can write or delete a review.
import "server-only";

import { db } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/unique-violation";

import { ownReviewOf, ownReviewSelect, type OwnReview } from "./queries";
import type { ReviewInput } from "./schemas";

export interface SavedReview {
  review: OwnReview;
  created: boolean;
}

export async function saveReview(
  supplementId: string,
  userId: string,
  input: ReviewInput,
): Promise<SavedReview> {
  const where = { supplementId_userId: { supplementId, userId } };
  const select = ownReviewSelect;
  // Create first and update when the unique (product, user) index says one exists: the database decides
  // which of two racing saves created the review, so only that one answers 201.
  try {
    const review = await db().review.create({
      data: { supplementId, userId, rating: input.rating, title: input.title, body: input.body },
      select,
    });
    return { review: ownReviewOf(review), created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const review = await db().review.update({
    where,
    data: { rating: input.rating, title: input.title, body: input.body },
    select,
  });
  return { review: ownReviewOf(review), created: false };
}

export async function deleteReview(supplementId: string, userId: string): Promise<boolean> {
  const { count } = await db().review.deleteMany({ where: { supplementId, userId } });
  return count > 0;
}
