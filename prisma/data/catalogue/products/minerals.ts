// Single-mineral products and simple mineral pairs. Amounts are elemental where the label gives them.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { ing, product } from "./build";

export const MINERAL_PRODUCTS: ProductSeed[] = [
  // ---- Magnesium ----
  product({ name: "High Absorption Magnesium 100% Chelated Tablets", brand: "Doctor's Best", form: "tablet", unitsPerPack: 120, unitsPerServing: 2, category: "wellness",
    ingredients: [ing("magnesium", 200, "mg", "as magnesium lysinate glycinate chelate")], prices: { amazon: 1399 } }),
  product({ name: "High Absorption Magnesium 100% Chelated Tablets", brand: "Doctor's Best", form: "tablet", unitsPerPack: 240, unitsPerServing: 2, category: "wellness",
    ingredients: [ing("magnesium", 200, "mg", "as magnesium lysinate glycinate chelate")], prices: { amazon: 2299 } }),
  product({ name: "Magnesium Citrate 200mg Tablets", brand: "NOW Foods", form: "tablet", unitsPerPack: 100, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("magnesium", 200, "mg", "as magnesium citrate")], prices: { amazon: 1199 } }),
  product({ name: "Magnesium Citrate 200mg Tablets", brand: "NOW Foods", form: "tablet", unitsPerPack: 250, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("magnesium", 200, "mg", "as magnesium citrate")], prices: { amazon: 2199 } }),
  product({ name: "Magnesium Glycinate Capsules", brand: "Pure Encapsulations", form: "capsule", unitsPerPack: 90, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("magnesium", 120, "mg", "as magnesium glycinate")], prices: { amazon: 2695 } }),
  product({ name: "Magnesium 375", brand: "Lamberts", form: "tablet", unitsPerPack: 180, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("magnesium", 375, "mg")], prices: { amazon: 1795 } }),
  product({ name: "Magnesium Citrate Tablets", brand: "Solgar", form: "tablet", unitsPerPack: 60, unitsPerServing: 2, category: "wellness",
    ingredients: [ing("magnesium", 400, "mg", "as magnesium citrate")], prices: { hb: 1299, amazon: 1249 } }),

  // ---- Zinc and copper ----
  product({ name: "Zinc Picolinate 22mg Tablets", brand: "Solgar", form: "tablet", unitsPerPack: 100, unitsPerServing: 1, category: "immune",
    ingredients: [ing("zinc", 22, "mg", "as zinc picolinate")], prices: { hb: 1199, amazon: 1149 } }),
  product({ name: "Zinc Picolinate 50mg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 120, unitsPerServing: 1, category: "immune",
    ingredients: [ing("zinc", 50, "mg", "as zinc picolinate")], prices: { amazon: 1299 } }),
  product({ name: "Zinc Balance Capsules", brand: "Jarrow Formulas", form: "capsule", unitsPerPack: 100, unitsPerServing: 1, category: "immune",
    ingredients: [ing("zinc", 15, "mg", "as zinc L-monomethionine"), ing("copper", 1, "mg", "as copper gluconate")], prices: { amazon: 1099 } }),
  product({ name: "Zinc 15mg Tablets", brand: "Holland & Barrett", form: "tablet", unitsPerPack: 120, unitsPerServing: 1, category: "immune",
    ingredients: [ing("zinc", 15, "mg")], prices: { hb: 699 } }),

  // ---- Iron ----
  product({ name: "Gentle Iron 20mg Vegetable Capsules", brand: "Solgar", form: "capsule", unitsPerPack: 90, unitsPerServing: 1, category: "energy",
    ingredients: [ing("iron", 20, "mg", "as iron bisglycinate")], prices: { hb: 1199, boots: 1199, amazon: 1149 } }),
  product({ name: "Spatone Original Liquid Iron Sachets", brand: "Spatone", form: "liquid", unitsPerPack: 28, unitsPerServing: 1, category: "energy",
    description: "Iron-rich natural spring water in single-serving sachets.",
    ingredients: [ing("iron", 5, "mg", "as ferrous sulphate, naturally occurring")], prices: { boots: 995, superdrug: 979, hb: 999, amazon: 949 } }),
  product({ name: "Spatone Original Liquid Iron Sachets", brand: "Spatone", form: "liquid", unitsPerPack: 14, unitsPerServing: 1, category: "energy",
    description: "Iron-rich natural spring water in single-serving sachets.",
    ingredients: [ing("iron", 5, "mg", "as ferrous sulphate, naturally occurring")], prices: { boots: 595, superdrug: 585, hb: 599, amazon: 569 } }),

  // ---- Selenium, iodine, chromium, potassium, manganese ----
  product({ name: "Yeast-Free Selenium 100µg Tablets", brand: "Solgar", form: "tablet", unitsPerPack: 100, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("selenium", 100, "µg", "as L-selenomethionine")], prices: { hb: 1099, amazon: 1049 } }),
  product({ name: "Selenium 200mcg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 90, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("selenium", 200, "µg", "as L-selenomethionine")], prices: { amazon: 899 } }),
  product({ name: "Selenium 200mcg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 180, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("selenium", 200, "µg", "as L-selenomethionine")], prices: { amazon: 1499 } }),
  product({ name: "Kelp 150mcg Tablets", brand: "NOW Foods", form: "tablet", unitsPerPack: 200, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("iodine", 150, "µg", "from kelp")], prices: { amazon: 699 } }),
  product({ name: "Chromium Picolinate 200µg Vegetable Capsules", brand: "Solgar", form: "capsule", unitsPerPack: 90, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("chromium", 200, "µg", "as chromium picolinate")], prices: { hb: 1299, amazon: 1249 } }),
  product({ name: "Chromium Picolinate 200mcg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 100, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("chromium", 200, "µg", "as chromium picolinate")], prices: { amazon: 799 } }),
  product({ name: "Potassium Citrate 99mg Veg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 180, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("potassium", 99, "mg", "as potassium citrate")], prices: { amazon: 999 } }),
  product({ name: "Manganese 10mg Capsules", brand: "NOW Foods", form: "capsule", unitsPerPack: 100, unitsPerServing: 1, category: "wellness",
    ingredients: [ing("manganese", 10, "mg", "as manganese bisglycinate")], prices: { amazon: 899 } }),
];
