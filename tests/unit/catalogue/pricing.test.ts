import {
  cheapestOffer,
  compareOffers,
  compareServingCost,
  formatPence,
  penceToPoundsDecimal,
  pricePerDayPence,
  pricePerServingPence,
} from "@/lib/catalogue/pricing";

const offer = (pricePence: number, packSize: number, inStock = true, retailer = "Boots") => ({
  pricePence,
  packSize,
  inStock,
  retailer,
});

describe("pricePerServingPence", () => {
  it("divides the pack price by servings in the pack", () => {
    expect(pricePerServingPence(offer(1200, 60), 1)).toBe(20);
    expect(pricePerServingPence(offer(1200, 60), 2)).toBe(40);
  });

  it("rounds half up to the whole penny", () => {
    expect(pricePerServingPence(offer(100, 8), 1)).toBe(13); // 12.5p
    expect(pricePerServingPence(offer(25, 2), 1)).toBe(13); // 12.5p
    expect(pricePerServingPence(offer(1399, 120), 2)).toBe(23); // 23.316…p
    expect(pricePerServingPence(offer(1000, 3), 1)).toBe(333); // 333.33…p
    expect(pricePerServingPence(offer(2000, 3), 1)).toBe(667); // 666.66…p
  });

  it("is exact for large values (integer arithmetic)", () => {
    expect(pricePerServingPence(offer(999_999, 2), 1)).toBe(500_000); // 499,999.5p
  });
});

describe("pricePerDayPence", () => {
  it("defaults to one serving a day", () => {
    expect(pricePerDayPence(offer(1399, 120), 2)).toBe(pricePerServingPence(offer(1399, 120), 2));
  });

  it("rounds once from the exact daily cost, not the rounded serving price × servings", () => {
    // 3 servings of 12.5p = 37.5p → 38p (3 × rounded 13p would be 39p).
    expect(pricePerDayPence(offer(100, 8), 1, 3)).toBe(38);
    expect(pricePerDayPence(offer(1200, 60), 2, 2)).toBe(80);
  });
});

describe("cheapestOffer", () => {
  it("picks the lowest price per serving, not the lowest pack price", () => {
    const small = offer(999, 30, true, "Superdrug");
    const big = offer(1999, 120, true, "Amazon");
    expect(cheapestOffer([small, big])).toBe(big);
  });

  it("prefers any in-stock offer over a cheaper out-of-stock one", () => {
    const outOfStock = offer(100, 100, false, "Amazon");
    const inStock = offer(2000, 100, true, "Boots");
    expect(cheapestOffer([outOfStock, inStock])).toBe(inStock);
  });

  it("falls back to the cheapest out-of-stock offer when none is in stock", () => {
    const a = offer(900, 100, false, "A");
    const b = offer(800, 100, false, "B");
    expect(cheapestOffer([a, b])).toBe(b);
  });

  it("breaks ties by retailer name and returns undefined for no offers", () => {
    expect(cheapestOffer([offer(500, 50, true, "Boots"), offer(500, 50, true, "Amazon")])?.retailer).toBe(
      "Amazon",
    );
    expect(cheapestOffer<ReturnType<typeof offer>>([])).toBeUndefined();
  });

  it("orders offers that round to the same penny by their exact cost", () => {
    const a = offer(1001, 100, true, "A"); // 10.01p
    const b = offer(1004, 100, true, "B"); // 10.04p
    expect(pricePerServingPence(a, 1)).toBe(pricePerServingPence(b, 1));
    expect([b, a].sort(compareOffers)).toEqual([a, b]);
  });
});

describe("compareServingCost", () => {
  it("compares offers of products with different serving sizes", () => {
    // 2 units of 1200/120 = 20p against 1 unit of 1500/60 = 25p.
    expect(compareServingCost(offer(1200, 120), 2, offer(1500, 60), 1)).toBeLessThan(0);
    expect(compareServingCost(offer(1200, 120), 2, offer(600, 30), 1)).toBe(0);
  });
});

describe("formatting money", () => {
  it("formats pence as pounds in en-GB", () => {
    expect(formatPence(1299)).toBe("£12.99");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatPence(123456)).toBe("£1,234.56");
  });

  it("gives schema.org a decimal string of pounds", () => {
    expect(penceToPoundsDecimal(1299)).toBe("12.99");
    expect(penceToPoundsDecimal(5)).toBe("0.05");
    expect(penceToPoundsDecimal(1000)).toBe("10.00");
  });
});
