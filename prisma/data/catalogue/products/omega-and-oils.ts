// Fish, cod liver and evening primrose oils. For omega-3 fish oil the amount is EPA + DHA combined
// (the basis of the ingredient's upper level), with the split and the oil weight in chemicalForm.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { ing, product } from "./build";

const std1000 = ing("omega-3-fish-oil", 300, "mg", "EPA 180 mg + DHA 120 mg from 1000 mg fish oil");

export const OMEGA_AND_OIL_PRODUCTS: ProductSeed[] = [
  product({ name: "Fish Oil 1000mg Capsules", brand: "Holland & Barrett", form: "softgel", unitsPerPack: 120, unitsPerServing: 1, category: "wellness",
    ingredients: [std1000], prices: { hb: 1099 } }),
  product({ name: "Omega-3 Fish Oil 1000mg Capsules", brand: "Boots", form: "softgel", unitsPerPack: 90, unitsPerServing: 1, category: "wellness",
    ingredients: [std1000], prices: { boots: 800 } }),
  product({ name: "Omega 3 Softgels", brand: "Myprotein", form: "softgel", unitsPerPack: 250, unitsPerServing: 1, category: "wellness",
    ingredients: [std1000], prices: { amazon: 1499 } }),
  product({ name: "Omega-3 Triple Strength Softgels", brand: "Solgar", form: "softgel", unitsPerPack: 50, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("omega-3-fish-oil", 882, "mg", "EPA 504 mg + DHA 378 mg")], prices: { hb: 2299, amazon: 2199 } }),
  product({ name: "Ultra Omega-3 Softgels", brand: "NOW Foods", form: "softgel", unitsPerPack: 90, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("omega-3-fish-oil", 750, "mg", "EPA 500 mg + DHA 250 mg")], prices: { amazon: 1999 } }),
  product({ name: "Ultra Omega-3 Softgels", brand: "NOW Foods", form: "softgel", unitsPerPack: 180, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("omega-3-fish-oil", 750, "mg", "EPA 500 mg + DHA 250 mg")], prices: { amazon: 3499 } }),
  product({ name: "Ultimate Omega Lemon Softgels", brand: "Nordic Naturals", form: "softgel", unitsPerPack: 60, unitsPerServing: 2, category: "wellness",
    ingredients: [ing("omega-3-fish-oil", 1100, "mg", "EPA 650 mg + DHA 450 mg")], prices: { amazon: 2999 } }),
  product({ name: "Ultimate Omega Lemon Softgels", brand: "Nordic Naturals", form: "softgel", unitsPerPack: 120, unitsPerServing: 2, category: "wellness",
    ingredients: [ing("omega-3-fish-oil", 1100, "mg", "EPA 650 mg + DHA 450 mg")], prices: { amazon: 4999 } }),

  // ---- Cod liver oil (vitamin A and D content differs by product and is not listed here) ----
  product({ name: "Cod Liver Oil 1000mg Capsules", brand: "Holland & Barrett", form: "softgel", unitsPerPack: 120, unitsPerServing: 1, category: "wellness",
    description: "Cod liver oil capsules; the label also gives vitamin A and D amounts, which are not listed here.",
    ingredients: [ing("cod-liver-oil", 1000, "mg")], prices: { hb: 999 } }),
  product({ name: "Cod Liver Oil 1000mg Softgels", brand: "NOW Foods", form: "softgel", unitsPerPack: 180, unitsPerServing: 1, category: "wellness",
    description: "Cod liver oil softgels; the label also gives vitamin A and D amounts, which are not listed here.",
    ingredients: [ing("cod-liver-oil", 1000, "mg")], prices: { amazon: 1699 } }),

  // ---- Evening primrose oil ----
  product({ name: "Pure Evening Primrose Oil 1000mg Capsules", brand: "Efamol", form: "softgel", unitsPerPack: 90, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("evening-primrose-oil", 1000, "mg")], prices: { boots: 1899, hb: 1899, amazon: 1799 } }),
  product({ name: "Evening Primrose Oil 1000mg Capsules", brand: "Holland & Barrett", form: "softgel", unitsPerPack: 120, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("evening-primrose-oil", 1000, "mg")], prices: { hb: 1499 } }),
  product({ name: "Evening Primrose Oil 1300mg Softgels", brand: "Solgar", form: "softgel", unitsPerPack: 60, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("evening-primrose-oil", 1300, "mg")], prices: { hb: 2099, amazon: 1999 } }),
];
