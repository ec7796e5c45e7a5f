// The product page's reviews in the browser: a signed-out visitor on the first page sees the page as
// rendered and loads nothing more; signed in, or on a later page (?reviews=N), the live reviews load.
import { act, render, screen } from "@testing-library/react";

import { useSession } from "@/components/auth/session";
import { RatingSummaryLine } from "@/components/reviews/rating-summary-line";
import { ReviewList } from "@/components/reviews/review-list";
import { ReviewsArea } from "@/components/reviews/reviews-area";

const loaded = { live: false };
jest.mock("@/components/reviews/live-reviews", () => {
  loaded.live = true;
  return { LiveReviews: () => <p>Live reviews</p> };
});
jest.mock("@/components/auth/session", () => ({ useSession: jest.fn() }));
jest.mock("next/navigation", () => ({ useSearchParams: () => searchParams }));
let searchParams = new URLSearchParams();
const mockedSession = jest.mocked(useSession);

const FIRST_PAGE = {
  ratings: { rating: 4, reviewCount: 1 },
  reviews: {
    items: [
      {
        id: "r1",
        rating: 4,
        title: "Helps my sleep",
        body: "Taken for a month before bed.",
        reviewer: "Priya S.",
        createdAt: new Date("2026-10-01T09:00:00Z"),
        updatedAt: new Date("2026-10-01T09:00:00Z"),
      },
    ],
    total: 1,
    page: 1,
    pageCount: 1,
    pageSize: 10,
  },
};

async function renderArea(status: "loading" | "authenticated" | "unauthenticated", search = "") {
  searchParams = new URLSearchParams(search);
  mockedSession.mockReturnValue({ status, data: null } as ReturnType<typeof useSession>);
  const path = "/supplement/boots-magnesium";
  const rendered = {
    summary: <RatingSummaryLine {...FIRST_PAGE.ratings} />,
    list: <ReviewList reviews={FIRST_PAGE.reviews} basePath={path} />,
  };
  render(<ReviewsArea supplementId="p1" path={path} firstPage={FIRST_PAGE} rendered={rendered} />);
  await act(() => Promise.resolve());
}

// The first two run before anything loads the live reviews (a lazy component loads once).

it("shows the rendered first page and a sign-in link to a signed-out visitor, loading nothing more", async () => {
  await renderArea("unauthenticated");
  expect(screen.getByTestId("rating-summary")).toHaveTextContent("4.0 out of 5 from 1 review");
  expect(screen.getByText("Helps my sleep")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute(
    "href",
    "/login?callbackUrl=%2Fsupplement%2Fboots-magnesium",
  );
  expect(loaded.live).toBe(false);
});

it("keeps a placeholder for the own review while the session is read", async () => {
  await renderArea("loading");
  expect(screen.getByTestId("own-review-loading")).toBeInTheDocument();
  expect(screen.getByText("Helps my sleep")).toBeInTheDocument();
  expect(loaded.live).toBe(false);
});

it("loads the live reviews for a signed-in visitor", async () => {
  await renderArea("authenticated");
  expect(await screen.findByText("Live reviews")).toBeInTheDocument();
  expect(loaded.live).toBe(true);
});

it("loads the live reviews for a later page, signed out too", async () => {
  await renderArea("unauthenticated", "reviews=2");
  expect(await screen.findByText("Live reviews")).toBeInTheDocument();
});
