// Review writes: one review per user per product (the unique index on supplement_id + user_id),
// written and deleted only by its author — every query is keyed by the session's user id.
import "server-only";

import { db } from "@/lib/db/prisma";

import type { OwnReview } from "./queries";
import type { ReviewInput } from "./schemas";

export interface SavedReview {
  review: OwnReview;
  /** False when an existing review was updated. */
  created: boolean;
}

/** Creates the user's review of the product or replaces its rating, title and text. */
export async function saveReview(
  supplementId: string,
  userId: string,
  input: ReviewInput,
): Promise<SavedReview> {
  const where = { supplementId_userId: { supplementId, userId } };
  const select = { id: true, rating: true, title: true, body: true, updatedAt: true } as const;
  // Create first and fall back to an update when the unique (product, user) index says one exists:
  // the database decides which of two racing saves created the review, so only that one answers
  // 201 (issue 15, item 10: parallel saves answered 201 more than once).
  try {
    const review = await db().review.create({
      data: { supplementId, userId, rating: input.rating, title: input.title, body: input.body },
      select,
    });
    return { review, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const review = await db().review.update({
    where,
    data: { rating: input.rating, title: input.title, body: input.body },
    select,
  });
  return { review, created: false };
}

/** Prisma's P2002 "Unique constraint failed" (matched by name and code, as lib/errors does). */
function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === "PrismaClientKnownRequestError" &&
    "code" in error &&
    error.code === "P2002"
  );
}

/** Deletes the user's review of the product; false when they had none. */
export async function deleteReview(supplementId: string, userId: string): Promise<boolean> {
  const { count } = await db().review.deleteMany({ where: { supplementId, userId } });
  return count > 0;
}
