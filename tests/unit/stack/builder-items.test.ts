// A saved stack opened in the builder: each item keeps its product's price, or none when the product has no
// UK price yet (never £0), and a product gone from the catalogue keeps its row.
import { builderItemsFrom } from "@/lib/stacks/builder-items";

const offer = {
  retailer: "Boots",
  pricePence: 499,
  packSize: 60,
  url: "https://www.boots.com/x",
  inStock: true,
  source: "sample" as const,
  lastCheckedAt: "2026-11-01T00:00:00.000Z",
};

it("carries the cheapest offer's price, null without an offer, and a placeholder for a removed product", () => {
  const products = new Map([
    ["priced", { slug: "vit-d", name: "Vitamin D", brand: "Boots", offer }],
    ["unpriced", { slug: "menoherb", name: "MenoHerb", brand: "Schwabe Pharma", offer: null }],
  ]);
  const items = builderItemsFrom(
    [
      { supplementId: "priced", quantity: 1, timing: null },
      { supplementId: "unpriced", quantity: 2, timing: "morning" },
      { supplementId: "gone", quantity: 1, timing: null },
    ],
    products,
  );
  expect(items.map((item) => [item.supplementId, item.pricePence, item.slug])).toEqual([
    ["priced", 499, "vit-d"],
    ["unpriced", null, "menoherb"],
    ["gone", null, null],
  ]);
  expect(items[1]).toMatchObject({ name: "MenoHerb", quantity: 2, timing: "morning" });
});
