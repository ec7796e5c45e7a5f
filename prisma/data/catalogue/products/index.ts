// The product catalogue: real UK-available products with label amounts, grouped by kind. Validated by
// tests/unit/catalogue/product-data.test.ts against lib/catalogue/seed-schemas.ts and the ingredients.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { BOTANICAL_PRODUCTS } from "./botanicals";
import { HERBAL_MEDICINE_PRODUCTS } from "./herbal-medicines";
import { MINERAL_PRODUCTS } from "./minerals";
import { MULTIVITAMIN_AND_COMPLEX_PRODUCTS } from "./multivitamins-and-complexes";
import { OMEGA_AND_OIL_PRODUCTS } from "./omega-and-oils";
import { OTHER_PRODUCTS } from "./other";
import { SOURCED_LABEL_PRODUCTS } from "./sourced-labels";
import { SPORTS_PRODUCTS } from "./sports";
import { VITAMIN_PRODUCTS } from "./vitamins";

export const PRODUCTS: ProductSeed[] = [
  ...VITAMIN_PRODUCTS,
  ...MINERAL_PRODUCTS,
  ...MULTIVITAMIN_AND_COMPLEX_PRODUCTS,
  ...OMEGA_AND_OIL_PRODUCTS,
  ...SPORTS_PRODUCTS,
  ...BOTANICAL_PRODUCTS,
  ...HERBAL_MEDICINE_PRODUCTS,
  ...OTHER_PRODUCTS,
  ...SOURCED_LABEL_PRODUCTS,
];

/** Read from a sourced label with no retailer price read: these carry no offer. */
export const UNPRICED_PRODUCTS: ReadonlySet<ProductSeed> = new Set([
  ...HERBAL_MEDICINE_PRODUCTS,
  ...SOURCED_LABEL_PRODUCTS,
]);
