import { REVIEW_LIMITS, reviewInputSchema, reviewListQuerySchema } from "@/lib/reviews/schemas";

const body = "Ten or more characters.";

describe("reviewInputSchema", () => {
  it("accepts a whole-star rating with a trimmed body; a blank or missing title is null", () => {
    expect(reviewInputSchema.parse({ rating: 5, body: `  ${body}  ` })).toEqual({
      rating: 5,
      title: null,
      body,
    });
    expect(reviewInputSchema.parse({ rating: 1, title: "   ", body })).toEqual({
      rating: 1,
      title: null,
      body,
    });
    expect(reviewInputSchema.parse({ rating: 3, title: " Good ", body })).toEqual({
      rating: 3,
      title: "Good",
      body,
    });
  });

  it.each([0, 6, 3.5, -1, "4", null, Number.NaN])("rejects the rating %p", (rating) => {
    const result = reviewInputSchema.safeParse({ rating, body });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["rating"]);
  });

  it("bounds the title and the body", () => {
    expect(
      reviewInputSchema.safeParse({ rating: 3, title: "t".repeat(REVIEW_LIMITS.titleMax), body }).success,
    ).toBe(true);
    expect(
      reviewInputSchema.safeParse({ rating: 3, title: "t".repeat(REVIEW_LIMITS.titleMax + 1), body }).success,
    ).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 3, body: "x".repeat(REVIEW_LIMITS.bodyMin) }).success).toBe(
      true,
    );
    expect(
      reviewInputSchema.safeParse({ rating: 3, body: ` ${"x".repeat(REVIEW_LIMITS.bodyMin - 1)}  ` }).success,
    ).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 3, body: "x".repeat(REVIEW_LIMITS.bodyMax) }).success).toBe(
      true,
    );
    expect(
      reviewInputSchema.safeParse({ rating: 3, body: "x".repeat(REVIEW_LIMITS.bodyMax + 1) }).success,
    ).toBe(false);
  });

  it("refuses unknown keys (a user id cannot be smuggled in)", () => {
    expect(reviewInputSchema.safeParse({ rating: 3, body, userId: "someone-else" }).success).toBe(false);
  });
});

describe("reviewListQuerySchema", () => {
  it("takes an optional whole page number from 1", () => {
    expect(reviewListQuerySchema.parse({})).toEqual({});
    expect(reviewListQuerySchema.parse({ page: "3" })).toEqual({ page: 3 });
    for (const page of ["0", "-1", "1.5", "abc", "1001"])
      expect(reviewListQuerySchema.safeParse({ page }).success).toBe(false);
  });
});
