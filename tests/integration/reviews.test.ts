// Product reviews through their route handlers on a migrated, seeded database: one review per user
// per product, only the author edits or deletes it, the rating summary is the real average, and the
// product's structured data rates it only when real reviews exist.
import { createSignedInUser, type TestUser } from "../support/auth-session";
import type { productJsonLd as ProductJsonLd } from "@/components/catalogue/product-json-ld";
import type { getSupplementDetail as GetSupplementDetail } from "@/lib/catalogue/product-queries";
import { type Database } from "@/lib/db/prisma";
import type { getRatingSummary as GetRatingSummary } from "@/lib/reviews/queries";
import { REVIEWS_PAGE_SIZE } from "@/lib/reviews/schemas";
import type { OwnReview, RatingSummary, ReviewPage } from "@/lib/reviews/queries";
import { readData, readError } from "../support/http";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { revalidatePath, revalidateTag } from "next/cache";
import { BROWSE_CACHE_TAG } from "@/lib/catalogue/browse-views";

// The handlers run outside Next here; the cached product page's revalidation is checked as a call.
jest.mock("next/cache", () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: <T>(fn: T) => fn,
}));
const mockedRevalidatePath = jest.mocked(revalidatePath);

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
let list: Record<string, Handler>;
let mine: Record<string, Handler>;
let productJsonLd: typeof ProductJsonLd;
let getSupplementDetail: typeof GetSupplementDetail;
let getRatingSummary: typeof GetRatingSummary;
let productIds: string[];

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  list = await import("@/app/api/supplements/[id]/reviews/route");
  mine = await import("@/app/api/supplements/[id]/reviews/mine/route");
  ({ productJsonLd } = await import("@/components/catalogue/product-json-ld"));
  ({ getSupplementDetail } = await import("@/lib/catalogue/product-queries"));
  ({ getRatingSummary } = await import("@/lib/reviews/queries"));
  productIds = (
    await prisma.supplement.findMany({ select: { id: true }, orderBy: { slug: "asc" }, take: 6 })
  ).map((row) => row.id);
});
afterAll(async () => {
  await scratch.drop();
});

const context = (id: string) => ({ params: Promise.resolve({ id }) });

function putReview(id: string, user: TestUser | undefined, body: unknown, origin = SITE): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json", origin };
  if (user) headers.cookie = user.cookie;
  return mine.PUT!(
    new Request(`${SITE}/api/supplements/${id}/reviews/mine`, {
      method: "PUT",
      headers,
      body: JSON.stringify(body),
    }),
    context(id),
  );
}

function deleteReview(id: string, user: TestUser | undefined): Promise<Response> {
  const headers: Record<string, string> = { origin: SITE };
  if (user) headers.cookie = user.cookie;
  return mine.DELETE!(
    new Request(`${SITE}/api/supplements/${id}/reviews/mine`, { method: "DELETE", headers }),
    context(id),
  );
}

function getReviews(id: string, query = ""): Promise<Response> {
  return list.GET!(new Request(`${SITE}/api/supplements/${id}/reviews${query}`), context(id));
}

const product = (index: number) => {
  const id = productIds[index];
  if (!id) throw new Error(`no seeded product ${index}`);
  return id;
};

/** The product page's URL part (lib/catalogue/product-paths.ts). */
const slugOf = async (id: string) =>
  (await prisma.supplement.findUniqueOrThrow({ where: { id }, select: { slug: true } })).slug;

describe("writing a review", () => {
  it("creates the review (201), then a second PUT by the same user updates it (200) — one review per user per product", async () => {
    const user = await createSignedInUser(prisma, { firstName: "Amara" });
    const first = await putReview(product(0), user, {
      rating: 4,
      title: "Helps",
      body: "Took it for a month, no trouble.",
    });
    expect(first.status).toBe(201);
    const created = (await readData<{ review: OwnReview }>(first)).review;
    expect(created).toMatchObject({ rating: 4, title: "Helps", body: "Took it for a month, no trouble." });

    const second = await putReview(product(0), user, {
      rating: 2,
      body: "  Changed my mind after two months.  ",
    });
    expect(second.status).toBe(200);
    expect((await readData<{ review: OwnReview }>(second)).review).toMatchObject({
      id: created.id,
      rating: 2,
      title: null,
      body: "Changed my mind after two months.",
    });
    expect(await prisma.review.count({ where: { supplementId: product(0), userId: user.id } })).toBe(1);
    // The static product page is regenerated with the new average, count and first page.
    expect(mockedRevalidatePath).toHaveBeenCalledWith(`/supplement/${await slugOf(product(0))}`);
    // The browse cards show the rating too: the cached views render again on the next request.
    expect(jest.mocked(revalidateTag)).toHaveBeenCalledWith(BROWSE_CACHE_TAG, { expire: 0 });
  });

  it("parallel first saves by one user: exactly one answers 201, the others 200, one review kept", async () => {
    const user = await createSignedInUser(prisma, { firstName: "Bea" });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) =>
        putReview(product(1), user, { rating, body: "Saved from several tabs." }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await prisma.review.count({ where: { supplementId: product(1), userId: user.id } })).toBe(1);
  });

  it("answers 401 to a signed-out caller and stores nothing", async () => {
    const response = await putReview(product(0), undefined, { rating: 5, body: "Anonymous praise here." });
    expect(response.status).toBe(401);
    expect((await readError(response)).code).toBe("AUTHENTICATION_ERROR");
    expect((await deleteReview(product(0), undefined)).status).toBe(401);
  });

  it("answers 404 SUPPLEMENT_NOT_FOUND for an unknown product", async () => {
    const user = await createSignedInUser(prisma);
    for (const response of [
      await putReview("no-such-product", user, { rating: 5, body: "A product that does not exist." }),
      await deleteReview("no-such-product", user),
      await getReviews("no-such-product"),
      await getReviews("x".repeat(101)),
    ]) {
      expect(response.status).toBe(404);
      expect((await readError(response)).code).toBe("SUPPLEMENT_NOT_FOUND");
    }
  });

  it.each([
    ["rating 0", { rating: 0, body: "Ten or more characters." }, "rating"],
    ["rating 6", { rating: 6, body: "Ten or more characters." }, "rating"],
    ["a non-integer rating", { rating: 3.5, body: "Ten or more characters." }, "rating"],
    ["a rating sent as text", { rating: "4", body: "Ten or more characters." }, "rating"],
    ["no rating", { body: "Ten or more characters." }, "rating"],
    ["a body under 10 characters", { rating: 3, body: "   short   " }, "body"],
    ["a body over 2,000 characters", { rating: 3, body: "x".repeat(2001) }, "body"],
    [
      "a title over 120 characters",
      { rating: 3, title: "t".repeat(121), body: "Ten or more characters." },
      "title",
    ],
  ])("answers 400 VALIDATION_ERROR with field details for %s", async (_, body, field) => {
    const user = await createSignedInUser(prisma);
    const response = await putReview(product(1), user, body);
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.fieldErrors?.[field]).toHaveLength(1);
    expect(await prisma.review.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a write from a foreign origin (403)", async () => {
    const user = await createSignedInUser(prisma);
    const response = await putReview(
      product(1),
      user,
      { rating: 5, body: "Cross-site request forgery." },
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    expect(await prisma.review.count({ where: { userId: user.id } })).toBe(0);
  });

  it("limits writes to 10 an hour per user (429 with Retry-After)", async () => {
    const user = await createSignedInUser(prisma);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        (
          await putReview(product(2), user, {
            rating: (attempt % 5) + 1,
            body: `Revision number ${attempt}.`,
          })
        ).status,
      ).toBeLessThan(300);
    }
    const limited = await putReview(product(2), user, { rating: 5, body: "One revision too many." });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    await prisma.review.deleteMany({ where: { userId: user.id } });
  });
});

describe("only the author changes a review", () => {
  it("another user's PUT writes their own review and their DELETE finds none; mine is untouched", async () => {
    const author = await createSignedInUser(prisma, { firstName: "Ben" });
    const other = await createSignedInUser(prisma, { firstName: "Cara" });
    await putReview(product(3), author, { rating: 5, body: "Exactly what the label says." });

    const otherDelete = await deleteReview(product(3), other);
    expect(otherDelete.status).toBe(404);
    expect((await readError(otherDelete)).code).toBe("NOT_FOUND");
    expect(
      await prisma.review.findUnique({
        where: { supplementId_userId: { supplementId: product(3), userId: author.id } },
      }),
    ).toMatchObject({ rating: 5 });

    await putReview(product(3), other, { rating: 1, body: "Did nothing for me at all." });
    const reviews = await prisma.review.findMany({
      where: { supplementId: product(3) },
      orderBy: { rating: "asc" },
    });
    expect(reviews.map((review) => [review.userId, review.rating])).toEqual([
      [other.id, 1],
      [author.id, 5],
    ]);

    mockedRevalidatePath.mockClear();
    const authorDelete = await deleteReview(product(3), author);
    expect(authorDelete.status).toBe(200);
    expect(mockedRevalidatePath).toHaveBeenCalledWith(`/supplement/${await slugOf(product(3))}`);
    expect(
      await prisma.review.findMany({ where: { supplementId: product(3) }, select: { userId: true } }),
    ).toEqual([{ userId: other.id }]);
  });
});

describe("reading reviews and the rating", () => {
  it("lists newest first with first name and last initial only, never an email, paginated", async () => {
    const id = product(4);
    const users: TestUser[] = [];
    for (let n = 0; n < REVIEWS_PAGE_SIZE + 2; n += 1) {
      const user = await createSignedInUser(prisma, { firstName: `Reviewer${n}` });
      users.push(user);
      await prisma.review.create({
        data: {
          supplementId: id,
          userId: user.id,
          rating: (n % 5) + 1,
          body: `Review text number ${n}.`,
          createdAt: new Date(Date.UTC(2026, 0, 1 + n)),
        },
      });
    }
    const firstPage = await getReviews(id);
    expect(firstPage.status).toBe(200);
    const data = await readData<RatingSummary & ReviewPage>(firstPage);
    expect(data).toMatchObject({
      total: REVIEWS_PAGE_SIZE + 2,
      page: 1,
      pageCount: 2,
      reviewCount: REVIEWS_PAGE_SIZE + 2,
    });
    expect(data.items).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(data.items[0]).toMatchObject({
      reviewer: `Reviewer${REVIEWS_PAGE_SIZE + 1} U.`,
      body: `Review text number ${REVIEWS_PAGE_SIZE + 1}.`,
    });
    const text = JSON.stringify(data);
    for (const user of users) expect(text).not.toContain(user.email);
    expect(text).not.toContain("User");
    expect(text).not.toContain("userId");

    const secondPage = await readData<ReviewPage>(await getReviews(id, "?page=2"));
    expect(secondPage.items.map((item) => item.reviewer)).toEqual(["Reviewer1 U.", "Reviewer0 U."]);
  });

  it.each(["?page=0", "?page=abc", "?page=1.5", "?other=1"])(
    "answers 400 for the query %s",
    async (query) => {
      const response = await getReviews(product(4), query);
      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe("VALIDATION_ERROR");
    },
  );

  it("aggregates the real average to one decimal place and the count", async () => {
    const id = product(5);
    const ratings = [5, 4, 4];
    for (const rating of ratings) {
      const user = await createSignedInUser(prisma);
      expect((await putReview(id, user, { rating, body: "A real review of this product." })).status).toBe(
        201,
      );
    }
    const data = await readData<RatingSummary & ReviewPage>(await getReviews(id));
    expect(data).toMatchObject({ rating: 4.3, reviewCount: 3 });
    expect(await getRatingSummary(id)).toEqual({ rating: 4.3, reviewCount: 3 });
  });

  it("adds aggregateRating to the Product JSON-LD only when real reviews exist", async () => {
    const reviewed = product(5);
    const detail = await getSupplementDetail(reviewed);
    expect(productJsonLd(detail!, await getRatingSummary(reviewed))).toMatchObject({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });

    const unreviewed = (await prisma.supplement.findFirstOrThrow({ where: { reviews: { none: {} } } })).id;
    const summary = await getRatingSummary(unreviewed);
    expect(summary).toEqual({ rating: null, reviewCount: 0 });
    expect(productJsonLd((await getSupplementDetail(unreviewed))!, summary)).not.toHaveProperty(
      "aggregateRating",
    );
    expect(await readData<RatingSummary & ReviewPage>(await getReviews(unreviewed))).toMatchObject({
      rating: null,
      reviewCount: 0,
      items: [],
      total: 0,
    });
  });
});
