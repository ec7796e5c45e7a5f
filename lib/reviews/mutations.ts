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
  const existing = await db().review.findUnique({ where, select: { id: true } });
  // An upsert, so two saves racing each other still leave exactly one review.
  const review = await db().review.upsert({
    where,
    create: { supplementId, userId, rating: input.rating, title: input.title, body: input.body },
    update: { rating: input.rating, title: input.title, body: input.body },
    select,
  });
  return { review, created: existing === null };
}

/** Deletes the user's review of the product; false when they had none. */
export async function deleteReview(supplementId: string, userId: string): Promise<boolean> {
  const { count } = await db().review.deleteMany({ where: { supplementId, userId } });
  return count > 0;
}
