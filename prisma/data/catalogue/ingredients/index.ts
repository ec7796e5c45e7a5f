// The ingredient catalogue: one record per supplement ingredient, grouped by kind. Validated by
// tests/unit/catalogue/ingredient-data.test.ts against lib/catalogue/seed-schemas.ts and the GB claims register.
import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { AMINO_ACIDS_AND_SPORTS } from "./amino-acids-and-sports";
import { BOTANICALS } from "./botanicals";
import { BOTANICALS_P8 } from "./botanicals-p8";
import { BOTANICALS_PART_2 } from "./botanicals-part-2";
import { BOTANICALS_WNEW } from "./botanicals-wnew";
import { FATTY_ACIDS } from "./fatty-acids";
import { MINERALS } from "./minerals";
import { NUTRIENTS_AND_OTHER_PART_2 } from "./nutrients-and-other-part-2";
import { OTHER_INGREDIENTS } from "./other";
import { VITAMINS } from "./vitamins";

export const INGREDIENTS: IngredientSeed[] = [
  ...VITAMINS,
  ...MINERALS,
  ...FATTY_ACIDS,
  ...AMINO_ACIDS_AND_SPORTS,
  ...BOTANICALS,
  ...OTHER_INGREDIENTS,
  ...BOTANICALS_PART_2,
  ...NUTRIENTS_AND_OTHER_PART_2,
  ...BOTANICALS_WNEW,
  ...BOTANICALS_P8,
];
