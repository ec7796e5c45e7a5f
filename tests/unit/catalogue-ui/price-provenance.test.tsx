// Wherever a price is shown outside the offers table (browse cards, the builder, a stack's items), a
// sample price says so with its date and a real price names its retailer and check date, saying it
// may be out of date once that is more than 7 days ago (docs/reference/admin-and-prices.md).
import { render, screen, within } from "@testing-library/react";

import { SupplementCard } from "@/components/catalogue/supplement-card";
import { PriceProvenance, priceStatusNote } from "@/components/catalogue/price-provenance";
import { CostPanel } from "@/components/stacks/cost-panel";
import { priceStatus } from "@/lib/catalogue/price-freshness";
import type { SupplementSearchItem } from "@/lib/catalogue/search";
import type { StackPreview } from "@/lib/stacks/preview";
import { withQueryClient } from "@/tests/support/query-client";

const NOW = new Date("2026-11-24T12:00:00Z");
const SIX_DAYS_AGO = "2026-11-18T12:00:00.000Z";
const EIGHT_DAYS_AGO = "2026-11-16T11:00:00.000Z";
const STALE = /may be out of date/;

describe("priceStatus", () => {
  it("calls a sample a sample whatever its age, and a real price out of date after 7 days", () => {
    expect(priceStatus({ source: "sample", lastCheckedAt: EIGHT_DAYS_AGO }, NOW)).toBe("sample");
    expect(priceStatus({ source: "feed", lastCheckedAt: SIX_DAYS_AGO }, NOW)).toBe("fresh");
    expect(priceStatus({ source: "manual", lastCheckedAt: new Date(EIGHT_DAYS_AGO) }, NOW)).toBe(
      "out-of-date",
    );
    expect(priceStatus({ source: "feed", lastCheckedAt: "2026-11-17T12:00:00.000Z" }, NOW)).toBe("fresh");
    expect(priceStatus({ source: "feed", lastCheckedAt: "2026-11-17T11:59:59.000Z" }, NOW)).toBe(
      "out-of-date",
    );
  });

  it("has plain-text notes for places where only text fits", () => {
    expect(priceStatusNote("sample")).toBe(" (sample price)");
    expect(priceStatusNote("out-of-date")).toBe(" (price may be out of date)");
    expect(priceStatusNote("fresh")).toBe("");
  });
});

describe("PriceProvenance", () => {
  it("labels a sample price with its date and never names it a checked retailer price", () => {
    const { container } = render(
      <PriceProvenance source="sample" retailer="Boots" checkedAt={EIGHT_DAYS_AGO} now={NOW} />,
    );
    expect(screen.getByText("Sample price")).toBeInTheDocument();
    expect(container.querySelector("time")).toHaveAttribute("datetime", "2026-11-16");
    expect(container).not.toHaveTextContent(/checked|out of date/);
  });

  it("names the retailer and check date of a real price, and warns only once it is over 7 days old", () => {
    const { container, rerender } = render(
      <PriceProvenance source="feed" retailer="Boots" checkedAt={SIX_DAYS_AGO} now={NOW} />,
    );
    expect(container).toHaveTextContent("Boots, checked 18 Nov 2026");
    expect(container).not.toHaveTextContent(STALE);
    rerender(<PriceProvenance source="feed" retailer="Boots" checkedAt={EIGHT_DAYS_AGO} now={NOW} />);
    expect(container).toHaveTextContent("Boots, checked 16 Nov 2026");
    expect(screen.getByText("Checked over 7 days ago: the price may be out of date")).toBeInTheDocument();
  });
});

const item: SupplementSearchItem = {
  id: "abc-123",
  slug: "solgar-magnesium-citrate-200mg-60",
  name: "Magnesium Citrate 200mg",
  brand: "Solgar",
  form: "tablet",
  category: "sleep",
  cheapestPricePence: 1249,
  cheapestPackSize: 60,
  cheapestPackId: "abc-123",
  packCount: 1,
  pricePerDayPence: 21,
  dosePrice: null,
  offerSource: "feed",
  offerRetailer: "Holland & Barrett",
  offerCheckedAt: EIGHT_DAYS_AGO,
  imageRetailer: null,
  labelCheckedAt: null,
  ingredientNames: ["Magnesium"],
  averageRating: null,
  reviewCount: 0,
};

describe("browse card prices", () => {
  it("says a real price over 7 days old may be out of date, with its retailer and date", () => {
    const { container } = render(withQueryClient(<SupplementCard item={item} now={NOW} />));
    expect(container).toHaveTextContent("Holland & Barrett, checked 16 Nov 2026");
    expect(container).toHaveTextContent(STALE);
    expect(screen.queryByText("Sample price")).not.toBeInTheDocument();
  });

  it("gives a fresh real price no warning and a sample price its label and date", () => {
    const { container, rerender } = render(
      withQueryClient(<SupplementCard item={{ ...item, offerCheckedAt: SIX_DAYS_AGO }} now={NOW} />),
    );
    expect(container).toHaveTextContent("Holland & Barrett, checked 18 Nov 2026");
    expect(container).not.toHaveTextContent(STALE);
    rerender(withQueryClient(<SupplementCard item={{ ...item, offerSource: "sample" }} now={NOW} />));
    expect(screen.getByText("Sample price")).toBeInTheDocument();
    expect(container).toHaveTextContent("16 Nov 2026");
    expect(container).not.toHaveTextContent(STALE);
  });
});

function offer(source: "sample" | "feed", lastCheckedAt: string) {
  return {
    retailer: "Boots",
    pricePence: 600,
    packSize: 60,
    url: "https://example.com/p",
    inStock: true,
    source,
    lastCheckedAt,
  };
}

const cost = { packPricePence: 600, costPerDayPence: 10, costPerMonthPence: 300, daysPerPack: 60 };

function renderCostPanel(preview: StackPreview) {
  render(
    <CostPanel
      preview={preview}
      onApplyAll={jest.fn()}
      onSwap={jest.fn()}
      applyingAll={false}
      checkingId={null}
    />,
  );
}

describe("builder cost panel", () => {
  it("labels each item's price: sample, real and fresh, real and out of date", () => {
    const preview = {
      items: [
        {
          product: { id: "a", name: "Zinc", offer: offer("sample", EIGHT_DAYS_AGO), imageRetailer: "Boots" },
          cost,
        },
        { product: { id: "b", name: "Iron", offer: offer("feed", new Date().toISOString()) }, cost },
        { product: { id: "c", name: "Iodine", offer: offer("feed", "2026-01-05T00:00:00.000Z") }, cost },
      ],
      totals: { packsPence: 1800, perDayPence: 30, perMonthPence: 900 },
      unpricedCount: 0,
      includesSamplePrices: true,
      savings: [],
      totalMonthlySavingPence: 0,
    } as unknown as StackPreview;
    renderCostPanel(preview);
    const row = (name: string) => screen.getByRole("rowheader", { name: new RegExp(`^${name}`) });
    expect(within(row("Zinc")).getByText("Sample price")).toBeInTheDocument();
    expect(row("Zinc")).not.toHaveTextContent(STALE);
    expect(row("Iron")).toHaveTextContent("Boots, checked");
    expect(row("Iron")).not.toHaveTextContent(STALE);
    expect(row("Iodine")).toHaveTextContent("Boots, checked 5 Jan 2026");
    expect(row("Iodine")).toHaveTextContent(STALE);
    // The builder shows a product's feed image too, named by the product, with its retailer credited.
    expect(within(row("Zinc")).getByRole("img", { name: "Zinc" })).toHaveAttribute(
      "src",
      "/api/product-images/a",
    );
    expect(within(row("Zinc")).getByText("Image: Boots")).toBeInTheDocument();
    expect(within(row("Iron")).queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows a stack whose products have no price as 'No price yet', never a £0.00 total", () => {
    const preview = {
      items: [{ product: { id: "m", name: "MenoHerb", offer: null }, cost: null }],
      totals: { packsPence: 0, perDayPence: 0, perMonthPence: 0 },
      unpricedCount: 1,
      includesSamplePrices: false,
      savings: [],
      totalMonthlySavingPence: 0,
    } as unknown as StackPreview;
    renderCostPanel(preview);
    expect(screen.getByTestId("stack-monthly-total")).toHaveTextContent("No price yet");
    expect(screen.queryByText("£0.00")).not.toBeInTheDocument();
    expect(screen.getByText("1 supplement(s) without a price are not in the totals.")).toBeInTheDocument();
  });
});
