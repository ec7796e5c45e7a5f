// Products read from a label page found here (brand, retailer or UK product information), one per
// ingredient the catalogue had no product for. Each names its source and the day it was read; none
// carries a price, since no retailer price was read.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { ing, product } from "./build";

export const SOURCED_LABEL_PRODUCTS: ProductSeed[] = [
  // Label: https://imedi.co.uk/relaxherb-passion-flower-tablets/summary (shared SmPC naming "Holland & Barrett
  // Passion Flower Stress Relief tablets": 425mg dry extract per coated tablet, 1 tablet daily) and
  // https://uk.news.yahoo.com/little-known-35p-pill-reduce-153758989.html ("a bottle of 30 Passionflower Stress
  // Relief tablets ... at Holland and Barrett"; "Stress Relief Passionflower 30 Tablets 425mg"), read 4 Dec 2026.
  product({
    name: "Stress Relief Passionflower 425mg Tablets",
    brand: "Holland & Barrett",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "sleep",
    description:
      "Traditional herbal medicinal product (THR) containing 425mg passion flower dry extract per coated tablet, one tablet a day if required.",
    ingredients: [ing("passionflower", 425, "mg", "herb dry extract (ethanol 50%)")],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/relaxherb-passion-flower-tablets/summary",
      readOn: "2026-12-04",
    },
  }),
];
