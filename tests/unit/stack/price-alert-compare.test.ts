// What a price alert counts as news (lib/alerts/compare.ts): a real price below the baseline; the
// monthly drop over the same items only; a baseline that rises with prices so a drop is told once.
import { alertIsDue, baselineOf, compareWithBaseline } from "@/lib/alerts/compare";
import type { PricedStackItem } from "@/lib/alerts/stack-prices";

function item(
  supplementId: string,
  monthlyPence: number,
  source: "sample" | "feed" = "feed",
): PricedStackItem {
  return {
    supplementId,
    name: supplementId,
    brand: "Brand",
    monthlyPence,
    offer: {
      retailer: "Boots",
      pricePence: monthlyPence,
      packSize: 60,
      source,
      lastCheckedAt: new Date("2026-11-24"),
    },
  };
}

describe("compareWithBaseline", () => {
  it("reports a real price below the baseline, with the drop over the items in both", () => {
    const result = compareWithBaseline({ a: 500, b: 300 }, [item("a", 400), item("b", 300)]);
    expect(result.drops.map((drop) => [drop.item.supplementId, drop.fromMonthlyPence])).toEqual([["a", 500]]);
    expect(result.monthlyDropPence).toBe(100);
  });

  it("never counts a sample price as a drop", () => {
    const result = compareWithBaseline({ a: 500 }, [item("a", 100, "sample")]);
    expect(result.drops).toEqual([]);
  });

  it("does not count an added or removed item as a change in price", () => {
    const result = compareWithBaseline({ a: 500, gone: 900 }, [item("a", 500), item("new", 50)]);
    expect(result.drops).toEqual([]);
    expect(result.monthlyDropPence).toBe(0);
    expect(result.raised).toEqual({ a: 500, new: 50 });
  });

  it("raises the baseline when a price rises and keeps it when one falls, so drops add up until reported", () => {
    const result = compareWithBaseline({ a: 500, b: 300 }, [item("a", 650), item("b", 250)]);
    expect(result.raised).toEqual({ a: 650, b: 300 });
    // A rise elsewhere offsets a drop in the monthly total.
    expect(result.monthlyDropPence).toBe(-100);
  });
});

describe("alertIsDue", () => {
  const comparison = (drop: number) => compareWithBaseline({ a: 1000 }, [item("a", 1000 - drop)]);

  it("sends for any real drop when asked about cheaper items", () => {
    expect(alertIsDue({ itemCheaper: true, minMonthlyDropPence: null }, comparison(1))).toBe(true);
    expect(alertIsDue({ itemCheaper: true, minMonthlyDropPence: null }, comparison(0))).toBe(false);
  });

  it("with only a threshold, waits until the monthly drop reaches it", () => {
    const settings = { itemCheaper: false, minMonthlyDropPence: 200 };
    expect(alertIsDue(settings, comparison(199))).toBe(false);
    expect(alertIsDue(settings, comparison(200))).toBe(true);
  });

  it("takes today's prices as the baseline", () => {
    expect(baselineOf([item("a", 400), item("b", 300)])).toEqual({ a: 400, b: 300 });
  });
});
