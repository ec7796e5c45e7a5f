import { restockOffer, type RestockOfferRow } from "@/lib/daily-plan/restock";

const offer = (overrides: Partial<RestockOfferRow>): RestockOfferRow => ({
  retailer: "Boots",
  pricePence: 500,
  packSize: 60,
  url: "https://example.co.uk/p",
  inStock: true,
  source: "feed",
  ...overrides,
});

describe("where to restock", () => {
  it("prefers the cheapest real offer in stock over a cheaper sample price", () => {
    const best = restockOffer([
      offer({ retailer: "Sample shop", pricePence: 100, source: "sample" }),
      offer({ retailer: "Holland", pricePence: 900, packSize: 120 }),
      offer({ retailer: "Boots", pricePence: 500 }),
      offer({ retailer: "Out of stock", pricePence: 200, inStock: false }),
    ]);
    // Holland is the cheapest per unit (£9 for 120), ahead of Boots (£5 for 60).
    expect(best).toMatchObject({ retailer: "Holland", sample: false });
  });

  it("falls back to a sample price, labelled, and to nothing without offers", () => {
    expect(restockOffer([offer({ source: "sample", retailer: "Example" })])).toMatchObject({
      retailer: "Example",
      sample: true,
    });
    expect(restockOffer([])).toBeNull();
  });
});
