// Sports nutrition. Powders are counted in grams (unitsPerPack = pack weight, unitsPerServing = grams
// per serving) except where noted; whey protein amounts are the protein per serving from the label.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { PARTIAL_FORMULA, ing, product } from "./build";

const creatine3g = ing("creatine", 3, "g", "as creatine monohydrate");

export const SPORTS_PRODUCTS: ProductSeed[] = [
  // ---- Whey protein ----
  product({ name: "Gold Standard 100% Whey 908g", brand: "Optimum Nutrition", form: "powder", unitsPerPack: 908, unitsPerServing: 30, category: "performance",
    description: "Whey protein powder; protein per 30 g scoop varies slightly by flavour.",
    ingredients: [ing("whey-protein", 24, "g", "protein from whey protein isolate and concentrate")], prices: { hb: 3499, amazon: 3199 } }),
  product({ name: "Gold Standard 100% Whey 2.27kg", brand: "Optimum Nutrition", form: "powder", unitsPerPack: 2270, unitsPerServing: 30, category: "performance",
    description: "Whey protein powder; protein per 30 g scoop varies slightly by flavour.",
    ingredients: [ing("whey-protein", 24, "g", "protein from whey protein isolate and concentrate")], prices: { hb: 7499, amazon: 6999 } }),
  product({ name: "Impact Whey Protein Unflavoured 1kg", brand: "Myprotein", form: "powder", unitsPerPack: 1000, unitsPerServing: 25, category: "performance",
    description: "Whey protein concentrate powder; flavoured versions contain slightly less protein per serving.",
    ingredients: [ing("whey-protein", 21, "g", "protein from whey protein concentrate")], prices: { amazon: 2499 } }),
  product({ name: "Impact Whey Protein Unflavoured 2.5kg", brand: "Myprotein", form: "powder", unitsPerPack: 2500, unitsPerServing: 25, category: "performance",
    description: "Whey protein concentrate powder; flavoured versions contain slightly less protein per serving.",
    ingredients: [ing("whey-protein", 21, "g", "protein from whey protein concentrate")], prices: { amazon: 4999 } }),

  // ---- Creatine ----
  product({ name: "Creatine Monohydrate Powder Unflavoured 250g", brand: "Myprotein", form: "powder", unitsPerPack: 250, unitsPerServing: 3, category: "performance",
    ingredients: [creatine3g], prices: { amazon: 1099 } }),
  product({ name: "Creatine Monohydrate Powder Unflavoured 500g", brand: "Myprotein", form: "powder", unitsPerPack: 500, unitsPerServing: 3, category: "performance",
    ingredients: [creatine3g], prices: { amazon: 1899 } }),
  product({ name: "Creatine Monohydrate Powder Unflavoured 1kg", brand: "Myprotein", form: "powder", unitsPerPack: 1000, unitsPerServing: 3, category: "performance",
    ingredients: [creatine3g], prices: { amazon: 3299 } }),
  product({ name: "Pure Creatine Monohydrate Powder 500g", brand: "Bulk", form: "powder", unitsPerPack: 500, unitsPerServing: 3, category: "performance",
    ingredients: [creatine3g], prices: { amazon: 1999 } }),
  product({ name: "Pure Creatine Monohydrate Powder 1kg", brand: "Bulk", form: "powder", unitsPerPack: 1000, unitsPerServing: 3, category: "performance",
    ingredients: [creatine3g], prices: { amazon: 3499 } }),

  // ---- Pre-workout (units are servings because the scoop weight is not a whole number of grams) ----
  product({ name: "Gold Standard Pre-Workout 30 Servings", brand: "Optimum Nutrition", form: "powder", unitsPerPack: 30, unitsPerServing: 1, category: "performance",
    description: `Pre-workout powder counted in servings (one scoop each). ${PARTIAL_FORMULA}`,
    ingredients: [ing("caffeine", 175, "mg"), creatine3g, ing("beta-alanine", 1.5, "g")], prices: { hb: 2999, amazon: 2799 } }),

  // ---- Caffeine ----
  product({ name: "Caffeine Pro 200mg Tablets", brand: "Myprotein", form: "tablet", unitsPerPack: 100, unitsPerServing: 1, category: "energy",
    ingredients: [ing("caffeine", 200, "mg", "as caffeine anhydrous")], prices: { amazon: 599 } }),
  product({ name: "Caffeine Tablets 200mg", brand: "Bulk", form: "tablet", unitsPerPack: 100, unitsPerServing: 1, category: "energy",
    ingredients: [ing("caffeine", 200, "mg", "as caffeine anhydrous")], prices: { amazon: 649 } }),

  // ---- Amino acids and related ----
  product({ name: "L-Glutamine Powder Unflavoured 250g", brand: "Myprotein", form: "powder", unitsPerPack: 250, unitsPerServing: 5, category: "performance",
    ingredients: [ing("glutamine", 5, "g", "as L-glutamine")], prices: { amazon: 1199 } }),
  product({ name: "L-Glutamine Powder Unflavoured 500g", brand: "Myprotein", form: "powder", unitsPerPack: 500, unitsPerServing: 5, category: "performance",
    ingredients: [ing("glutamine", 5, "g", "as L-glutamine")], prices: { amazon: 1999 } }),
  product({ name: "Pure L-Glutamine Powder 500g", brand: "Bulk", form: "powder", unitsPerPack: 500, unitsPerServing: 5, category: "performance",
    ingredients: [ing("glutamine", 5, "g", "as L-glutamine")], prices: { amazon: 1899 } }),
  product({ name: "L-Citrulline 750mg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 90, unitsPerServing: 1, category: "performance",
    ingredients: [ing("citrulline", 750, "mg", "as L-citrulline")], prices: { amazon: 1599 } }),
  product({ name: "Acetyl-L Carnitine 500mg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 100, unitsPerServing: 1, category: "performance",
    ingredients: [ing("l-carnitine", 500, "mg", "as acetyl-L-carnitine HCl")], prices: { amazon: 1999 } }),
  product({ name: "ZMA Capsules", brand: "Optimum Nutrition", form: "capsule", unitsPerPack: 90, unitsPerServing: 3, category: "performance",
    description: "Zinc, magnesium and vitamin B6 capsules.",
    ingredients: [ing("zinc", 30, "mg"), ing("magnesium", 450, "mg"), ing("vitamin-b6", 10.5, "mg")], prices: { hb: 1999, amazon: 1799 } }),
];
