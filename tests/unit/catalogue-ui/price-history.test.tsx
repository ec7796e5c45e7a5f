// The price history's text fallback: every retailer's checks as table rows, in pounds, with stock.
import { render, screen, within } from "@testing-library/react";

import { PriceHistoryTable } from "@/components/catalogue/price-history";

test("lists each retailer's checked prices with their dates", () => {
  render(
    <PriceHistoryTable
      history={[
        {
          retailer: "Boots",
          points: [
            { at: "2026-11-10T09:00:00.000Z", pricePence: 1899, inStock: true },
            { at: "2026-11-20T09:00:00.000Z", pricePence: 1699, inStock: false },
          ],
        },
        {
          retailer: "Superdrug",
          points: [{ at: "2026-11-15T09:00:00.000Z", pricePence: 1750, inStock: true }],
        },
      ]}
    />,
  );
  const rows = within(screen.getByRole("table", { name: "Price history by retailer" })).getAllByRole("row");
  expect(rows.map((row) => row.textContent)).toEqual([
    "RetailerCheckedPrice",
    "Boots10 November 2026£18.99",
    "Boots20 November 2026£16.99 (out of stock)",
    "Superdrug15 November 2026£17.50",
  ]);
});
