// CoQ10, joint, probiotic, collagen, fibre and other products.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { ing, product } from "./build";

export const OTHER_PRODUCTS: ProductSeed[] = [
  // ---- Coenzyme Q10 ----
  product({ name: "Bio-Quinone Q10 100mg Capsules", brand: "Pharma Nord", form: "capsule", unitsPerPack: 30, unitsPerServing: 1, category: "energy",
    ingredients: [ing("coq10", 100, "mg", "as ubiquinone")], prices: { hb: 1999, amazon: 1899 } }),
  product({ name: "Bio-Quinone Q10 100mg Capsules", brand: "Pharma Nord", form: "capsule", unitsPerPack: 60, unitsPerServing: 1, category: "energy",
    ingredients: [ing("coq10", 100, "mg", "as ubiquinone")], prices: { hb: 3499, amazon: 3299 } }),
  product({ name: "Bio-Quinone Q10 100mg Capsules", brand: "Pharma Nord", form: "capsule", unitsPerPack: 150, unitsPerServing: 1, category: "energy",
    ingredients: [ing("coq10", 100, "mg", "as ubiquinone")], prices: { hb: 6999, amazon: 6699 } }),
  product({ name: "High Absorption CoQ10 100mg Softgels", brand: "Doctor's Best", form: "softgel", unitsPerPack: 60, unitsPerServing: 1, category: "energy",
    ingredients: [ing("coq10", 100, "mg", "as ubiquinone")], prices: { amazon: 1599 } }),
  product({ name: "High Absorption CoQ10 100mg Softgels", brand: "Doctor's Best", form: "softgel", unitsPerPack: 120, unitsPerServing: 1, category: "energy",
    ingredients: [ing("coq10", 100, "mg", "as ubiquinone")], prices: { amazon: 2699 } }),
  product({ name: "QH-absorb Ubiquinol 100mg Softgels", brand: "Jarrow Formulas", form: "softgel", unitsPerPack: 60, unitsPerServing: 1, category: "energy",
    ingredients: [ing("coq10", 100, "mg", "as ubiquinol")], prices: { amazon: 3499 } }),

  // ---- Joint ----
  product({ name: "Glucosamine Sulfate 750mg Capsules", brand: "Doctor's Best", form: "capsule", unitsPerPack: 180, unitsPerServing: 2, category: "wellness",
    ingredients: [ing("glucosamine", 1500, "mg", "as glucosamine sulfate 2KCl")], prices: { amazon: 2299 } }),

  // ---- Probiotics (CFU per serving) ----
  product({ name: "Alflorex Dual Action Capsules", brand: "Alflorex", form: "capsule", unitsPerPack: 30, unitsPerServing: 1, category: "digestive",
    description: "Single-strain probiotic capsule (Bifidobacterium longum 35624).",
    ingredients: [ing("probiotics", 1_000_000_000, "CFU", "Bifidobacterium longum 35624")], prices: { boots: 2499, hb: 2499, superdrug: 2449, amazon: 2399 } }),
  product({ name: "Bio-Kult Everyday Gut Health Capsules", brand: "Bio-Kult", form: "capsule", unitsPerPack: 60, unitsPerServing: 1, category: "digestive",
    description: "Multi-strain live bacteria capsule (14 strains).",
    ingredients: [ing("probiotics", 2_000_000_000, "CFU", "14 strains")], prices: { boots: 1899, hb: 1899, amazon: 1799 } }),
  product({ name: "Bio-Kult Everyday Gut Health Capsules", brand: "Bio-Kult", form: "capsule", unitsPerPack: 30, unitsPerServing: 1, category: "digestive",
    description: "Multi-strain live bacteria capsule (14 strains).",
    ingredients: [ing("probiotics", 2_000_000_000, "CFU", "14 strains")], prices: { boots: 1099, hb: 1099, amazon: 1049 } }),
  product({ name: "Bio-Kult Everyday Gut Health Capsules", brand: "Bio-Kult", form: "capsule", unitsPerPack: 120, unitsPerServing: 1, category: "digestive",
    description: "Multi-strain live bacteria capsule (14 strains).",
    ingredients: [ing("probiotics", 2_000_000_000, "CFU", "14 strains")], prices: { boots: 3199, hb: 3199, amazon: 2999 } }),
  product({ name: "Jarro-Dophilus EPS Capsules", brand: "Jarrow Formulas", form: "capsule", unitsPerPack: 60, unitsPerServing: 1, category: "digestive",
    ingredients: [ing("probiotics", 5_000_000_000, "CFU", "8 strains")], prices: { amazon: 2499 } }),
  product({ name: "Jarro-Dophilus EPS Capsules", brand: "Jarrow Formulas", form: "capsule", unitsPerPack: 120, unitsPerServing: 1, category: "digestive",
    ingredients: [ing("probiotics", 5_000_000_000, "CFU", "8 strains")], prices: { amazon: 3999 } }),

  // ---- Collagen ----
  product({ name: "Collagen Peptides Unflavoured 284g", brand: "Vital Proteins", form: "powder", unitsPerPack: 284, unitsPerServing: 20, category: "wellness",
    ingredients: [ing("collagen", 20, "g", "bovine collagen peptides")], prices: { boots: 2999, hb: 2999, amazon: 2799 } }),
  product({ name: "Absolute Collagen Marine Collagen Liquid Sachets", brand: "Absolute Collagen", form: "liquid", unitsPerPack: 14, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("collagen", 8000, "mg", "hydrolysed marine collagen")], prices: { boots: 2999, amazon: 2999 } }),

  // ---- Antioxidants and other ----
  product({ name: "Alpha Lipoic Acid 250mg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 60, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("alpha-lipoic-acid", 250, "mg")], prices: { amazon: 1299 } }),
  product({ name: "Alpha-Lipoic Acid 600mg Veggie Caps", brand: "Doctor's Best", form: "capsule", unitsPerPack: 60, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("alpha-lipoic-acid", 600, "mg")], prices: { amazon: 1699 } }),
  product({ name: "Quercetin with Bromelain Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 120, unitsPerServing: 2, category: "wellness",
    description: "Quercetin capsules with bromelain (bromelain not listed here).",
    ingredients: [ing("quercetin", 800, "mg", "as quercetin dihydrate")], prices: { amazon: 2699 } }),
  product({ name: "Psyllium Husk 500mg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 200, unitsPerServing: 1, category: "digestive",
    ingredients: [ing("psyllium", 500, "mg")], prices: { amazon: 1199 } }),
  product({ name: "Spirulina 500mg Tablets", brand: "NOW Foods", form: "tablet", unitsPerPack: 200, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("spirulina", 500, "mg")], prices: { amazon: 1399 } }),

  // ---- Mood, sleep and focus ----
  product({ name: "5-HTP 100mg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 60, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("5-htp", 100, "mg", "from Griffonia simplicifolia seed")], prices: { amazon: 1599 } }),
  product({ name: "Double Strength L-Theanine 200mg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 60, unitsPerServing: 1, category: "focus",
    ingredients: [ing("l-theanine", 200, "mg", "as Suntheanine")], prices: { amazon: 1499 } }),
  product({ name: "Double Strength L-Theanine 200mg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 120, unitsPerServing: 1, category: "focus",
    ingredients: [ing("l-theanine", 200, "mg", "as Suntheanine")], prices: { amazon: 2499 } }),
  product({ name: "L-Theanine 150mg Vegetable Capsules", brand: "Solgar", form: "capsule", unitsPerPack: 60, unitsPerServing: 1, category: "focus",
    ingredients: [ing("l-theanine", 150, "mg")], prices: { hb: 2199, amazon: 2099 } }),
];
