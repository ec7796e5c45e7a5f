import { render, screen, within } from "@testing-library/react";

import SupplementPage, { dynamic, generateMetadata } from "@/app/(catalogue)/supplement/[id]/page";
import { getCheaperAlternatives, getSupplementDetail } from "@/lib/catalogue/product-queries";

import { SAMPLE_DATE, ingredient, offer, product } from "./product-fixture";

jest.mock("@/lib/catalogue/product-queries", () => ({ getSupplementDetail: jest.fn(), getCheaperAlternatives: jest.fn() }));
const mockedDetail = jest.mocked(getSupplementDetail);
const mockedAlternatives = jest.mocked(getCheaperAlternatives);

const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function renderPage(id = "prod-1") {
  render(await SupplementPage(params(id)));
}

function section(name: string) {
  const region = screen.getByRole("heading", { level: 2, name }).closest("section");
  if (!region) throw new Error(`no section ${name}`);
  return within(region);
}

beforeEach(() => {
  mockedDetail.mockReset();
  mockedAlternatives.mockReset();
  mockedAlternatives.mockResolvedValue([]);
});

describe("supplement page", () => {
  it("is rendered per request", () => {
    expect(dynamic).toBe("force-dynamic");
  });

  it("declares a neutral title, description, canonical URL and Open Graph type", async () => {
    mockedDetail.mockResolvedValue(product());
    const metadata = await generateMetadata(params("prod-1"));
    expect(metadata.title).toBe("Magnesium Citrate 200mg Tablets by NOW Foods");
    expect(metadata.description).toBe("Magnesium Citrate 200mg Tablets by NOW Foods: tablets, 100 per pack. Ingredients per serving and UK retailer prices.");
    expect(metadata.alternates?.canonical).toBe("/supplement/prod-1");
    expect(metadata.openGraph).toMatchObject({ type: "website", url: "/supplement/prod-1" });
  });

  it.each([
    ["an unknown id", "no-such-product"],
    ["an id over 100 characters", "x".repeat(101)],
    ["an empty id", ""],
  ])("shows the 404 page for %s", async (_, id) => {
    mockedDetail.mockResolvedValue(null);
    await expect(SupplementPage(params(id))).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
    await expect(generateMetadata(params(id))).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
  });

  it("does not query the database for a malformed id", async () => {
    await expect(SupplementPage(params("x".repeat(101)))).rejects.toBeDefined();
    expect(mockedDetail).not.toHaveBeenCalled();
  });

  it("renders every section for a product with prices, claims and alternatives", async () => {
    mockedDetail.mockResolvedValue(
      product({
        description: "Selected ingredients listed; see the label for the full formula.",
        offers: [offer({ id: "a" }), offer({ id: "b", retailer: "Boots", pricePence: 1499, pricePerServingPence: 15, pricePerDayPence: 15 })],
      }),
    );
    mockedAlternatives.mockResolvedValue([{ id: "alt-1", name: "Magnesium 200", brand: "Solgar", pricePerServingPence: 9, source: "sample", lastCheckedAt: SAMPLE_DATE }]);
    await renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Magnesium Citrate 200mg Tablets" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to stack" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Check interactions for this supplement" })).toHaveAttribute("href", "/interactions");

    const ingredients = section("What's in it (per serving)");
    expect(ingredients.getByText("Selected ingredients listed; see the label for the full formula.")).toBeInTheDocument();
    expect(ingredients.getByText("53.3%")).toBeInTheDocument();

    expect(section("Authorised health claims").getByText("Magnesium contributes to a reduction of tiredness and fatigue")).toBeInTheDocument();
    expect(section("How to take it").getByText("Usually taken in the evening.")).toBeInTheDocument();

    const buy = section("Where to buy");
    expect(buy.getAllByText("Sample price")).toHaveLength(2);
    expect(buy.getAllByText("Cheapest")).toHaveLength(1);

    expect(section("Cheaper alternatives").getByRole("link", { name: "Magnesium 200" })).toHaveAttribute("href", "/supplement/alt-1");
    expect(section("What the evidence says").getByRole("link", { name: /Magnesium fact sheet/ })).toBeInTheDocument();
    expect(screen.getByText(/is not medical advice/)).toBeInTheDocument();

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? "null")).toMatchObject({ "@type": "Product", sku: "prod-1" });
  });

  it("omits unknown sections and the stack button when nothing is known", async () => {
    mockedDetail.mockResolvedValue(product({ offers: [], ingredients: [ingredient({ optimalTiming: null, claims: [] })] }));
    await renderPage();
    expect(screen.queryByRole("heading", { name: "How to take it" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Cheaper alternatives" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to stack" })).not.toBeInTheDocument();
    expect(screen.getByText("No authorised health claims for this ingredient")).toBeInTheDocument();
  });
});
