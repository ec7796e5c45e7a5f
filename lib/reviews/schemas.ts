// zod/mini keeps the form's JavaScript small; route handlers parse the same schema.
import * as z from "zod/mini";

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  titleMax: 120,
  bodyMin: 10,
  bodyMax: 2000,
} as const;

export const REVIEWS_PAGE_SIZE = 10;
/** Deeper pages are never useful to a person and only cost OFFSET work. */
export const MAX_REVIEWS_PAGE = 1000;

const RATING_MESSAGE = `Choose a rating from ${REVIEW_LIMITS.ratingMin} to ${REVIEW_LIMITS.ratingMax} stars`;

export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: RATING_MESSAGE })
    .check(
      z.int(RATING_MESSAGE),
      z.gte(REVIEW_LIMITS.ratingMin, RATING_MESSAGE),
      z.lte(REVIEW_LIMITS.ratingMax, RATING_MESSAGE),
    ),
  title: z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: "The title must be text" })
          .check(
            z.trim(),
            z.maxLength(
              REVIEW_LIMITS.titleMax,
              `The title must be ${REVIEW_LIMITS.titleMax} characters or fewer`,
            ),
          ),
      ),
    ),
    z.transform((title) => (title ? title : null)),
  ),
  body: z
    .string({ error: "Please write your review" })
    .check(
      z.trim(),
      z.minLength(REVIEW_LIMITS.bodyMin, `Your review must be at least ${REVIEW_LIMITS.bodyMin} characters`),
      z.maxLength(
        REVIEW_LIMITS.bodyMax,
        `Your review must be ${REVIEW_LIMITS.bodyMax.toLocaleString("en-GB")} characters or fewer`,
      ),
    ),
});

export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewListQuerySchema = z.strictObject({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_REVIEWS_PAGE))),
});
