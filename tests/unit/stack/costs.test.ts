import { formatMonthlyCost, itemCost, stackTotals } from "@/lib/stacks/costs";

test("per day and per 30 days come from pack size, units per serving and servings a day", () => {
  // £8.99 for 90 tablets, 1 a serving, 1 a day: 8.99/90 = 9.99p a day → 10p; ×30 = 299.67p → 300p.
  expect(itemCost({ pricePence: 899, packSize: 90, unitsPerServing: 1 }, 1)).toEqual({
    packPricePence: 899,
    servingsPerPack: 90,
    daysPerPack: 90,
    costPerDayPence: 10,
    costPerMonthPence: 300,
  });
  // 2 tablets a serving, 2 servings a day: 4 tablets a day from 120 → 30 days a pack.
  const heavy = itemCost({ pricePence: 1500, packSize: 120, unitsPerServing: 2 }, 2);
  expect(heavy).toMatchObject({
    servingsPerPack: 60,
    daysPerPack: 30,
    costPerDayPence: 50,
    costPerMonthPence: 1500,
  });
});

test("rounding is half up, once, from the exact amount (not the rounded daily cost × 30)", () => {
  // 1000p / 400 = 2.5p a day → 3p; a month is exactly 75p (not 3 × 30 = 90p).
  expect(itemCost({ pricePence: 1000, packSize: 400, unitsPerServing: 1 }, 1)).toMatchObject({
    costPerDayPence: 3,
    costPerMonthPence: 75,
  });
  // 1p a pack of 3: a third of a penny a day → 0p; 10p a month.
  expect(itemCost({ pricePence: 1, packSize: 3, unitsPerServing: 1 }, 1)).toMatchObject({
    costPerDayPence: 0,
    costPerMonthPence: 10,
  });
});

test("totals add up the rounded item figures", () => {
  const costs = [
    itemCost({ pricePence: 899, packSize: 90, unitsPerServing: 1 }, 1),
    itemCost({ pricePence: 1000, packSize: 400, unitsPerServing: 1 }, 1),
  ];
  expect(stackTotals(costs)).toEqual({ packsPence: 1899, perDayPence: 13, perMonthPence: 375 });
  expect(stackTotals([])).toEqual({ packsPence: 0, perDayPence: 0, perMonthPence: 0 });
});

test("a month's cost says what it leaves out, and is never £0.00 when nothing has a price", () => {
  expect(formatMonthlyCost(1240, 2, 0)).toBe("£12.40 a month");
  expect(formatMonthlyCost(1240, 3, 1)).toBe("£12.40 a month (1 without a price)");
  expect(formatMonthlyCost(0, 2, 2)).toBe("no price yet");
  expect(formatMonthlyCost(0, 0, 0)).toBe("£0.00 a month");
});
