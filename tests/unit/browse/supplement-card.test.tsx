// A browse result card: links to the product page and labels sample prices as such.
import { render, screen } from "@testing-library/react";
import { SupplementCard } from "@/components/catalogue/supplement-card";
import type { SupplementSearchItem } from "@/lib/catalogue/search";
import { withQueryClient } from "@/tests/support/query-client";

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
  offerSource: "sample",
  offerRetailer: "Boots",
  offerCheckedAt: "2026-11-01T00:00:00.000Z",
  imageRetailer: null,
  labelCheckedAt: null,
  ingredientNames: ["Magnesium"],
  averageRating: null,
  reviewCount: 0,
};

describe("SupplementCard", () => {
  it("shows the product, its cheapest price per pack and per day, labelled as a sample price", () => {
    render(withQueryClient(<SupplementCard item={item} />));
    expect(screen.getByRole("link", { name: "Magnesium Citrate 200mg" })).toHaveAttribute(
      "href",
      "/supplement/solgar-magnesium-citrate-200mg-60",
    );
    expect(screen.getByText("Solgar")).toBeInTheDocument();
    expect(screen.getByText("Tablet")).toBeInTheDocument();
    expect(screen.getByText("Magnesium")).toBeInTheDocument();
    expect(screen.getByText("from £12.49")).toBeInTheDocument();
    expect(screen.getByText("21p a day")).toBeInTheDocument();
    expect(screen.getByText("Sample price")).toBeInTheDocument();
  });

  it("does not call a feed price a sample, and says when there is no price", () => {
    const { rerender } = render(
      withQueryClient(<SupplementCard item={{ ...item, offerSource: "feed", pricePerDayPence: 105 }} />),
    );
    expect(screen.queryByText("Sample price")).not.toBeInTheDocument();
    expect(screen.getByText("£1.05 a day")).toBeInTheDocument();
    rerender(
      withQueryClient(
        <SupplementCard
          item={{
            ...item,
            cheapestPricePence: null,
            pricePerDayPence: null,
            offerSource: null,
            offerRetailer: null,
            offerCheckedAt: null,
          }}
        />,
      ),
    );
    expect(screen.getByText("No price yet")).toBeInTheDocument();
    // A product with no price is still checked and added like any other.
    expect(
      screen.getByRole("button", { name: /^Add to stack ?: Magnesium Citrate 200mg$/ }),
    ).toBeInTheDocument();
  });

  it("shows a feed image with the product name as alt text and the retailer credited, and none without one", () => {
    const { rerender } = render(
      withQueryClient(<SupplementCard item={{ ...item, imageRetailer: "Boots" }} />),
    );
    expect(screen.getByRole("img", { name: "Magnesium Citrate 200mg" })).toHaveAttribute(
      "src",
      "/api/product-images/abc-123",
    );
    expect(screen.getByText("Image: Boots")).toBeInTheDocument();
    rerender(withQueryClient(<SupplementCard item={item} />));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the mean review rating to one decimal with the number of reviews, and nothing without reviews", () => {
    const { rerender } = render(
      withQueryClient(<SupplementCard item={{ ...item, averageRating: 4.25, reviewCount: 12 }} />),
    );
    expect(screen.getByText("4.3")).toBeInTheDocument();
    expect(screen.getByText(/out of 5 · 12 reviews/)).toBeInTheDocument();
    rerender(withQueryClient(<SupplementCard item={{ ...item, averageRating: 5, reviewCount: 1 }} />));
    expect(screen.getByText("5.0")).toBeInTheDocument();
    expect(screen.getByText(/out of 5 · 1 review$/)).toBeInTheDocument();
    rerender(withQueryClient(<SupplementCard item={item} />));
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  });
});

describe("SupplementCard with several pack sizes", () => {
  it("shows the pack the price buys and says the price is the cheapest per day of its packs", () => {
    const { container } = render(
      withQueryClient(
        <SupplementCard
          item={{ ...item, cheapestPricePence: 6699, cheapestPackSize: 150, packCount: 3, form: "capsule" }}
        />,
      ),
    );
    expect(container).toHaveTextContent("£66.99for 150 capsules");
    expect(container).not.toHaveTextContent("from £66.99");
    expect(screen.getByText("3 pack sizes: the cheapest per day is shown")).toBeInTheDocument();
  });
});
