import { render, screen, within } from "@testing-library/react";
import LandingPage, { metadata, revalidate } from "@/app/(catalogue)/page";
import type { PromoVideoSource } from "@/components/landing/promo-video-config";
import { getCatalogueStats, type CatalogueStats } from "@/lib/catalogue/stats";
import { connection } from "next/server";

jest.mock("@/lib/catalogue/stats", () => ({
  getCatalogueStats: jest.fn(),
  browseCounts: jest.fn((filters: unknown[]) => Promise.resolve(filters.map(() => mockTileCount.current))),
}));
// next/server needs the Fetch API globals jsdom lacks; the page uses only connection() from it.
jest.mock("next/server", () => ({ connection: jest.fn() }));
// Tests start without a video (the real config is checked below); one test configures one.
const mockPromoVideo: { current: PromoVideoSource | null } = { current: null };
const mockTileCount = { current: 0 };
jest.mock("@/components/landing/promo-video-config", () => ({
  get PROMO_VIDEO() {
    return mockPromoVideo.current;
  },
}));

const mockedStats = jest.mocked(getCatalogueStats);
const emptyCatalogue: CatalogueStats = {
  supplementCount: 0,
  packSizeCount: 0,
  ingredientCount: 0,
  retailerCount: 0,
  authorisedClaimCount: 0,
};

async function renderLandingPage(): Promise<void> {
  render(await LandingPage());
}

describe("landing page", () => {
  beforeEach(() => {
    mockedStats.mockResolvedValue(emptyCatalogue);
    mockPromoVideo.current = null;
    mockTileCount.current = 0;
  });

  it("has a promo video configured (tests/unit/landing/promo-video-config.test.ts checks its files)", () => {
    const actual = jest.requireActual<typeof import("@/components/landing/promo-video-config")>(
      "@/components/landing/promo-video-config",
    );
    expect(actual.PROMO_VIDEO?.sources.length).toBeGreaterThan(0);
  });
  afterEach(() => jest.restoreAllMocks());

  it("declares its title, description and canonical URL, cached and regenerated at most every 10 minutes", () => {
    expect(metadata.title).toEqual({ absolute: "Smart Supplement Stack Builder UK" });
    expect(metadata.description).toEqual(expect.stringContaining("UK retailers"));
    expect(metadata.alternates?.canonical).toBe("/");
    expect(revalidate).toBe(600);
  });

  it("carries Organization and WebSite structured data, with a SearchAction for /browse?q=", async () => {
    await renderLandingPage();
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent) as Record<string, unknown>,
    );
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "WebSite"]);
    expect(blocks[0]).toMatchObject({
      name: "Smart Supplement Stack Builder UK",
      url: "http://localhost:3000/",
      logo: "http://localhost:3000/icons/icon-512.png",
    });
    expect(blocks[1]).toMatchObject({
      url: "http://localhost:3000/",
      publisher: { "@id": "http://localhost:3000/#organization" },
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "http://localhost:3000/browse?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("has one h1, the two calls to action and the safety line", async () => {
    await renderLandingPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Start Building Now" })).toHaveAttribute("href", "/stacks");
    expect(screen.getByRole("link", { name: "Explore Community Stacks" })).toHaveAttribute(
      "href",
      "/community-stacks",
    );
    expect(screen.getByText(/not medical advice/)).toHaveTextContent(/speak to a pharmacist or GP/);
  });

  it("links the feature cards to the recommendations, stack builder, community stacks and browse pages", async () => {
    await renderLandingPage();
    const features = screen.getByRole("region", { name: "What you can do here" });
    const hrefs = within(features)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(new Set(hrefs)).toEqual(new Set(["/recommendations", "/stacks", "/community-stacks", "/browse"]));
  });

  it("shows the eight goal tiles when each has products", async () => {
    mockTileCount.current = 3;
    await renderLandingPage();
    const goals = screen.getByRole("region", { name: "Browse by goal" });
    expect(within(goals).getAllByRole("link")).toHaveLength(8);
  });

  it("shows no goal section while no goal has products", async () => {
    await renderLandingPage();
    expect(screen.queryByRole("region", { name: "Browse by goal" })).not.toBeInTheDocument();
  });

  it("shows no number and no video while the catalogue is empty and no video is configured", async () => {
    const { container } = render(await LandingPage());
    expect(screen.queryByRole("region", { name: "In the catalogue today" })).not.toBeInTheDocument();
    expect(container.querySelector("video")).toBeNull();
    expect(screen.queryByText(/click to play video/i)).not.toBeInTheDocument();
    // The visible text (the structured data's URLs carry the port and logo size).
    const visible = container.cloneNode(true) as HTMLElement;
    for (const script of visible.querySelectorAll("script")) script.remove();
    expect(visible).not.toHaveTextContent(/\d/);
  });

  it("shows live counts from the catalogue", async () => {
    mockedStats.mockResolvedValue({ ...emptyCatalogue, supplementCount: 42, retailerCount: 4 });
    await renderLandingPage();
    const stats = screen.getByRole("region", { name: "In the catalogue today" });
    expect(
      within(stats)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["42 supplements", "4 UK retailers"]);
  });

  it("still renders, without numbers, when the counts cannot be read", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    mockedStats.mockRejectedValue(new Error("connection refused"));
    await renderLandingPage();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "In the catalogue today" })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      "Landing page: catalogue counts unavailable",
      expect.any(Error),
    );
    // A page without its numbers is not cached: rendered per request (or the last good copy kept).
    expect(connection).toHaveBeenCalled();
  });

  it("repeats none of the old app's unbacked figures or AI wording", async () => {
    mockedStats.mockResolvedValue({
      supplementCount: 3,
      packSizeCount: 3,
      ingredientCount: 2,
      retailerCount: 1,
      authorisedClaimCount: 5,
    });
    const { container } = render(await LandingPage());
    expect(container).not.toHaveTextContent(/1000\+|4\.8|127 ratings|\bAI\b/);
  });

  it("renders the promo video section, loaded lazily, once a video is configured", async () => {
    mockPromoVideo.current = {
      title: "How the stack builder works",
      sources: [{ src: "/video/promo.mp4", type: "video/mp4" }],
      durationSeconds: 65,
    };
    await renderLandingPage();
    const video = screen.getByRole("region", { name: "See how it works" });
    expect(await within(video).findByRole("button", { name: /click to play video/i })).toBeInTheDocument();
    expect(within(video).getByText("1:05")).toBeInTheDocument();
  });
});
