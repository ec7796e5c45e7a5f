import { act, cleanup, screen, within } from "@testing-library/react";
import { useSession } from "@/components/auth/session";

import SupplementPage, {
  generateMetadata,
  generateStaticParams,
  revalidate,
} from "@/app/(catalogue)/supplement/[id]/page";
import { getPriceHistory } from "@/lib/catalogue/price-history";
import { findProductRef, getCheaperAlternatives, getSupplementDetail } from "@/lib/catalogue/product-queries";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { getProductInteractions } from "@/lib/interactions/product-interactions";
import { summariseProductInteractions } from "@/lib/interactions/product-summary";
import { fetchOwnReview, fetchReviewPage } from "@/lib/reviews/api-client";
import { getRatingSummary, listReviews, type ReviewPage } from "@/lib/reviews/queries";

import { BASE } from "../interactions/fixtures";
import { renderWithQueryClient } from "../forms/render-with-query-client";
import { SAMPLE_DATE, ingredient, offer, product } from "./product-fixture";

jest.mock("@/lib/catalogue/product-queries", () => ({
  getSupplementDetail: jest.fn(),
  getCheaperAlternatives: jest.fn(),
  findProductRef: jest.fn(),
}));
jest.mock("@/lib/catalogue/price-history", () => ({ getPriceHistory: jest.fn() }));
// The chart itself needs a canvas; the table beside it carries the same figures.
jest.mock("@/components/catalogue/price-history-chart-loader", () => ({
  PriceHistoryChartLoader: () => null,
}));
jest.mock("@/components/auth/session", () => ({ useSession: jest.fn() }));
jest.mock("@/lib/reviews/queries", () => ({
  getRatingSummary: jest.fn(),
  listReviews: jest.fn(),
}));
jest.mock("@/lib/reviews/api-client", () => ({ fetchOwnReview: jest.fn(), fetchReviewPage: jest.fn() }));
jest.mock("@/lib/interactions/product-interactions", () => ({ getProductInteractions: jest.fn() }));
jest.mock("next/navigation", () => ({
  ...jest.requireActual<typeof import("next/navigation")>("next/navigation"),
  useRouter: () => ({ refresh: jest.fn() }),
  useSearchParams: () => searchParams,
}));
let searchParams = new URLSearchParams();
const mockedDetail = jest.mocked(getSupplementDetail);
const mockedHistory = jest.mocked(getPriceHistory);
const mockedAlternatives = jest.mocked(getCheaperAlternatives);
const mockedRef = jest.mocked(findProductRef);
const SLUG = "now-foods-magnesium-citrate-200mg-tablets-100";
const mockedSession = jest.mocked(useSession);
const mockedRatings = jest.mocked(getRatingSummary);
const mockedReviews = jest.mocked(listReviews);
const mockedOwnReview = jest.mocked(fetchOwnReview);
const mockedReviewPage = jest.mocked(fetchReviewPage);
const mockedInteractions = jest.mocked(getProductInteractions);

const params = (id: string) => ({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) });

/** Renders the page (at `?<search>` in the browser) and lets its streamed sections settle. */
async function renderPage(id = SLUG, search = "") {
  searchParams = new URLSearchParams(search);
  const page = await SupplementPage(params(id));
  await act(async () => {
    // The review form and "Add to stack" inside use react-query, as under the app's providers.
    renderWithQueryClient(page);
    // One more turn for the promises the sections resolve with `use`.
    await Promise.resolve();
  });
}

const NO_REVIEWS: ReviewPage = { items: [], total: 0, page: 1, pageCount: 0, pageSize: 10 };
const SIGNED_IN = {
  status: "authenticated",
  data: { user: { email: "priya@example.com" }, expires: "2026-12-24T00:00:00Z" },
  update: jest.fn(),
} as unknown as ReturnType<typeof useSession>;
const SIGNED_OUT = { status: "unauthenticated", data: null, update: jest.fn() } as unknown as ReturnType<
  typeof useSession
>;
const interactionsFor = (...slugs: string[]) => ({
  summary: summariseProductInteractions(buildKnowledgeIndex(BASE), slugs),
  ingredientNames: {
    calcium: "Calcium",
    iron: "Iron",
    "vitamin-d3": "Vitamin D3",
    "vitamin-a": "Vitamin A",
    zinc: "Zinc",
    copper: "Copper",
  },
});

function section(name: string) {
  const region = screen.getByRole("heading", { level: 2, name }).closest("section");
  if (!region) throw new Error(`no section ${name}`);
  return within(region);
}

beforeEach(() => {
  mockedDetail.mockReset();
  // The fixture's product is found by its slug (and by its id, "prod-1"); any other value by itself.
  mockedRef
    .mockReset()
    .mockImplementation((value) =>
      Promise.resolve(
        value === "prod-1" || value === SLUG
          ? { id: "prod-1", slug: SLUG, packOf: null }
          : { id: value, slug: value, packOf: null },
      ),
    );
  mockedAlternatives.mockReset();
  mockedAlternatives.mockResolvedValue([]);
  mockedHistory.mockReset().mockResolvedValue([]);
  mockedSession.mockReset().mockReturnValue(SIGNED_OUT);
  mockedRatings.mockReset().mockResolvedValue({ rating: null, reviewCount: 0 });
  mockedReviews.mockReset().mockResolvedValue(NO_REVIEWS);
  mockedOwnReview.mockReset().mockResolvedValue(null);
  mockedReviewPage.mockReset();
  mockedInteractions.mockReset().mockResolvedValue(interactionsFor("magnesium"));
});

describe("supplement page", () => {
  it("is cached (ISR): rendered on each product's first visit, regenerated at most every 10 minutes", () => {
    expect(revalidate).toBe(600);
    expect(generateStaticParams()).toEqual([]);
  });

  it("declares a neutral title, description, canonical URL and Open Graph type", async () => {
    mockedDetail.mockResolvedValue(product());
    const metadata = await generateMetadata(params(SLUG));
    expect(metadata.title).toBe("Magnesium Citrate 200mg Tablets by NOW Foods");
    expect(metadata.description).toBe(
      "Magnesium Citrate 200mg Tablets by NOW Foods: tablets, 100 per pack. Ingredients per serving and UK retailer prices.",
    );
    expect(metadata.alternates?.canonical).toBe(`/supplement/${SLUG}`);
    expect(metadata.openGraph).toMatchObject({ type: "website", url: `/supplement/${SLUG}` });
  });

  it.each([
    ["an unknown id", "no-such-product"],
    ["an id over 100 characters", "x".repeat(101)],
    ["an empty id", ""],
  ])("shows the 404 page for %s", async (_, id) => {
    mockedDetail.mockResolvedValue(null);
    const notFound = { digest: expect.stringMatching(/404/) as unknown };
    await expect(SupplementPage(params(id))).rejects.toMatchObject(notFound);
    await expect(generateMetadata(params(id))).rejects.toMatchObject(notFound);
  });

  it("answers an old /supplement/{id} link with a permanent redirect (308) to the slug URL", async () => {
    mockedDetail.mockResolvedValue(product());
    await expect(SupplementPage(params("prod-1"))).rejects.toMatchObject({
      digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;replace;/supplement/${SLUG};308;`)) as unknown,
    });
    expect(mockedDetail).not.toHaveBeenCalled();
  });

  it("does not query the database for a malformed id", async () => {
    await expect(SupplementPage(params("x".repeat(101)))).rejects.toBeDefined();
    expect(mockedDetail).not.toHaveBeenCalled();
  });

  it("renders every section for a product with prices, claims and alternatives", async () => {
    mockedDetail.mockResolvedValue(
      product({
        description: "Selected ingredients listed; see the label for the full formula.",
        offers: [
          offer({ id: "a" }),
          offer({
            id: "b",
            retailer: "Boots",
            pricePence: 1499,
            pricePerServingPence: 15,
            pricePerDayPence: 15,
          }),
        ],
      }),
    );
    mockedAlternatives.mockResolvedValue([
      {
        id: "alt-1",
        slug: "solgar-magnesium-200-100",
        name: "Magnesium 200",
        brand: "Solgar",
        pricePerServingPence: 9,
        source: "sample",
        lastCheckedAt: SAMPLE_DATE,
      },
    ]);
    await renderPage();

    expect(
      screen.getByRole("heading", { level: 1, name: "Magnesium Citrate 200mg Tablets" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to stack" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Check interactions for this supplement" })).toHaveAttribute(
      "href",
      "/interactions?supplement=prod-1",
    );

    const ingredients = section("What's in it (per serving)");
    expect(
      ingredients.getByText("Selected ingredients listed; see the label for the full formula."),
    ).toBeInTheDocument();
    expect(ingredients.getByText("53.3%")).toBeInTheDocument();

    expect(
      section("Authorised health claims").getByText(
        "Magnesium contributes to a reduction of tiredness and fatigue",
      ),
    ).toBeInTheDocument();
    expect(section("How to take it").getByText("Usually taken in the evening.")).toBeInTheDocument();

    const buy = section("Where to buy");
    expect(buy.getAllByText("Sample price")).toHaveLength(2);
    expect(buy.getAllByText("Cheapest per day")).toHaveLength(1);

    expect(section("Cheaper alternatives").getByRole("link", { name: "Magnesium 200" })).toHaveAttribute(
      "href",
      "/supplement/solgar-magnesium-200-100",
    );
    expect(
      section("What the evidence says").getByRole("link", { name: /Magnesium fact sheet/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/is not medical advice/)).toBeInTheDocument();

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? "null")).toMatchObject({ "@type": "Product", sku: "prod-1" });
  });

  it("shows each retailer's real price history when there is one", async () => {
    mockedDetail.mockResolvedValue(product());
    mockedHistory.mockResolvedValue([
      { retailer: "Boots", points: [{ at: "2026-11-20T09:00:00.000Z", pricePence: 1699, inStock: true }] },
    ]);
    await renderPage();
    expect(mockedHistory).toHaveBeenCalledWith(["prod-1"]);
    expect(screen.getByRole("heading", { name: "Price history" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Price history by retailer" })).toHaveTextContent(
      "Boots20 November 2026£16.99",
    );
  });

  it("omits unknown sections when nothing is known, and still offers the product to a stack", async () => {
    mockedDetail.mockResolvedValue(
      product({ offers: [], ingredients: [ingredient({ optimalTiming: null, claims: [] })] }),
    );
    await renderPage();
    expect(screen.queryByRole("heading", { name: "How to take it" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Cheaper alternatives" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Price history" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to stack" })).toBeInTheDocument();
    expect(screen.getByText(/No UK price yet: a stack checks it like any other product/)).toBeInTheDocument();
    expect(screen.getByText("No authorised health claims for this ingredient")).toBeInTheDocument();
  });

  it("shows 'No reviews yet' and a sign-in link when signed out; no rating in the structured data", async () => {
    mockedDetail.mockResolvedValue(product());
    await renderPage();
    const reviews = section("Reviews");
    expect(reviews.getByText("No reviews yet.")).toBeInTheDocument();
    expect(reviews.getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute(
      "href",
      `/login?callbackUrl=%2Fsupplement%2F${SLUG}`,
    );
    expect(reviews.queryByRole("button", { name: "Post review" })).not.toBeInTheDocument();
    expect(mockedOwnReview).not.toHaveBeenCalled();
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? "null")).not.toHaveProperty("aggregateRating");
  });

  it("shows the real average, count and reviews, and the signed-in user's own review to edit", async () => {
    mockedDetail.mockResolvedValue(product());
    mockedSession.mockReturnValue(SIGNED_IN);
    mockedRatings.mockResolvedValue({ rating: 4.5, reviewCount: 2 });
    const at = new Date("2026-11-01T10:00:00Z");
    mockedReviews.mockResolvedValue({
      items: [
        {
          id: "r2",
          rating: 5,
          title: "Great",
          body: "Sleeping better.",
          reviewer: "Priya S.",
          createdAt: at,
          updatedAt: at,
        },
        {
          id: "r1",
          rating: 4,
          title: null,
          body: "Does what it says.",
          reviewer: "Ben O.",
          createdAt: at,
          updatedAt: at,
        },
      ],
      total: 2,
      page: 1,
      pageCount: 1,
      pageSize: 10,
    });
    mockedOwnReview.mockResolvedValue({
      id: "r2",
      rating: 5,
      title: "Great",
      body: "Sleeping better.",
      updatedAt: at,
      hiddenReason: null,
    });
    await renderPage();
    // The own review is read in the browser after the page: wait for it, however busy the machine.
    const reviews = section("Reviews");
    await reviews.findByRole("button", { name: "Update review" });
    expect(reviews.getByTestId("rating-summary")).toHaveTextContent("4.5 out of 5 from 2 reviews");
    expect(reviews.getByRole("heading", { level: 3, name: "Great" })).toBeInTheDocument();
    expect(reviews.getByRole("heading", { level: 3, name: "Review by Ben O." })).toBeInTheDocument();
    expect(reviews.getByText(/by Priya S\./)).toBeInTheDocument();
    expect(reviews.getByRole("button", { name: "Update review" })).toBeInTheDocument();
    expect(reviews.getByLabelText("Your review")).toHaveValue("Sleeping better.");
    expect(mockedOwnReview).toHaveBeenCalledWith("prod-1");

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? "null")).toMatchObject({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("sends the heading and the product's own sections first; slow sections stream in with skeletons", async () => {
    mockedDetail.mockResolvedValue(product());
    const pending = new Promise<never>(() => undefined);
    mockedAlternatives.mockReturnValue(pending);
    mockedReviews.mockReturnValue(pending);
    mockedInteractions.mockReturnValue(pending);
    await renderPage();

    expect(
      screen.getByRole("heading", { level: 1, name: "Magnesium Citrate 200mg Tablets" }),
    ).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull();
    expect(section("Where to buy").getAllByText("Sample price").length).toBeGreaterThan(0);
    for (const name of ["Interactions", "Reviews"]) {
      expect(section(name).getByRole("status")).toHaveTextContent("Loading...");
    }
    expect(screen.queryByText("No reviews yet.")).not.toBeInTheDocument();
  });

  it("renders the first page of reviews on the server; ?reviews=N loads that page in the browser", async () => {
    mockedDetail.mockResolvedValue(product());
    const at = new Date("2026-10-01T10:00:00Z");
    const older = { id: "r-old", rating: 3, title: "Older one", body: "Fine.", reviewer: "Ola K." };
    mockedReviewPage.mockResolvedValue({
      ratings: { rating: 4, reviewCount: 21 },
      reviews: {
        items: [{ ...older, createdAt: at, updatedAt: at }],
        total: 21,
        page: 3,
        pageCount: 3,
        pageSize: 10,
      },
    });
    await renderPage(SLUG, "reviews=3");
    // That page is read in the browser after the page: wait for it, however busy the machine.
    expect(
      await section("Reviews").findByRole("heading", { level: 3, name: "Older one" }),
    ).toBeInTheDocument();
    expect(mockedReviews).toHaveBeenLastCalledWith("prod-1", 1);
    expect(mockedReviewPage).toHaveBeenCalledWith("prod-1", 3);

    cleanup();
    mockedReviewPage.mockClear();
    await renderPage(SLUG, "reviews=abc");
    expect(mockedReviewPage).not.toHaveBeenCalled();
  });

  it("summarises the knowledge base's interactions for the product's ingredients, most severe first", async () => {
    mockedDetail.mockResolvedValue(product());
    mockedInteractions.mockResolvedValue(interactionsFor("vitamin-a", "iron", "zinc"));
    await renderPage();
    const interactions = section("Interactions");
    const bySeverity = within(
      interactions.getByRole("heading", { name: "Findings by severity" }).parentElement!,
    );
    expect(bySeverity.getByText("Critical").nextSibling).toHaveTextContent("1");
    expect(bySeverity.getByText("Caution").nextSibling).toHaveTextContent("2");
    expect(bySeverity.getByText("Information").nextSibling).toHaveTextContent("1");
    const titles = interactions.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      "Vitamin A and Pregnancy",
      "Iron with Levothyroxine",
      "Iron and Calcium",
      "Iron and coffee and tea",
    ]);
    expect(interactions.getByText(/Can lower your levels of:/).parentElement).toHaveTextContent("Copper");
    expect(
      interactions.getByRole("link", { name: /Check this supplement with your medicines/ }),
    ).toHaveAttribute("href", "/interactions?supplement=prod-1");
  });

  it("links to every finding beyond the first five instead of sending them all in the page", async () => {
    const base = interactionsFor("vitamin-a", "iron", "zinc");
    // Three copies of each finding under their own ids: twelve findings, seven beyond the first five.
    const findings = [1, 2, 3].flatMap((copy) =>
      base.summary.findings.map((finding) => ({
        ...finding,
        record: { ...finding.record, id: `${finding.record.id}-${String(copy)}` },
      })),
    ) as typeof base.summary.findings;
    mockedDetail.mockResolvedValue(product());
    mockedInteractions.mockResolvedValue({ ...base, summary: { ...base.summary, findings } });
    await renderPage();
    const interactions = section("Interactions");
    expect(interactions.getAllByRole("article")).toHaveLength(5);
    expect(
      interactions.getByRole("link", { name: "See all 12 findings by severity (7 more)" }),
    ).toHaveAttribute("href", `/supplement/${SLUG}/findings`);
  });

  it("counts a long label's claims by ingredient and links to them and the evidence on their own page", async () => {
    const claims = (name: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: `${name}-${String(index)}`,
        claimText: `${name} contributes to claim ${String(index)}`,
        conditionsOfUse: "A source of it",
      }));
    mockedDetail.mockResolvedValue(
      product({
        ingredients: [
          ingredient({ claims: claims("Magnesium", 12) }),
          ingredient({ ingredientId: "ing-zinc", slug: "zinc", name: "Zinc", claims: claims("Zinc", 9) }),
          ingredient({ ingredientId: "ing-x", slug: "ashwagandha", name: "Ashwagandha", claims: [] }),
        ],
      }),
    );
    await renderPage();
    const evidencePage = `/supplement/${SLUG}/evidence`;
    const claimsSection = section("Authorised health claims");
    expect(claimsSection.queryByText(/contributes to claim/)).toBeNull();
    expect(claimsSection.getByRole("link", { name: "Zinc: 9 claims" })).toHaveAttribute(
      "href",
      `${evidencePage}#claims-zinc`,
    );
    expect(claimsSection.getByText("Ashwagandha: no authorised claims")).toBeInTheDocument();
    expect(
      claimsSection.getByRole("link", { name: "Read all 21 claims, with their conditions of use" }),
    ).toHaveAttribute("href", evidencePage);
    const evidence = section("What the evidence says");
    expect(evidence.queryByRole("link", { name: /Magnesium fact sheet/ })).toBeNull();
    expect(evidence.getByText(/for Magnesium, Zinc and Ashwagandha:/)).toBeInTheDocument();
    expect(evidence.getByRole("link", { name: "read what the evidence says" })).toHaveAttribute(
      "href",
      `${evidencePage}#evidence-heading`,
    );
  });

  it("says so when the knowledge base lists nothing, and when it cannot be loaded", async () => {
    mockedDetail.mockResolvedValue(product());
    mockedInteractions.mockResolvedValue(interactionsFor("melatonin"));
    await renderPage();
    expect(section("Interactions").getByText(/lists no interactions/)).toHaveTextContent(
      "An interaction we do not list may still exist.",
    );
    cleanup();

    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    mockedInteractions.mockRejectedValue(new Error("knowledge base down"));
    await renderPage();
    expect(
      section("Interactions").getByText(/Interaction information is unavailable right now/),
    ).toBeInTheDocument();
    expect(section("What's in it (per serving)").getByText("Magnesium")).toBeInTheDocument();
    log.mockRestore();
  });
});
