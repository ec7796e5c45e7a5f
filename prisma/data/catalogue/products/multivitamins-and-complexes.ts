// Multivitamins, B-complexes and other multi-nutrient products. Where a label has ingredients outside
// the catalogue, or amounts that are not known with confidence, only the selected ingredients are
// listed and marked `partialLabel` (the description then says so). No amount here is estimated.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { ing, product } from "./build";

const D3 = "as cholecalciferol";

const solgarB100 = [
  ing("thiamin", 100, "mg", "as thiamine hydrochloride"),
  ing("riboflavin", 100, "mg"),
  ing("niacin", 100, "mg", "as nicotinamide"),
  ing("vitamin-b6", 100, "mg", "as pyridoxine hydrochloride"),
  ing("folic-acid", 400, "µg"),
  ing("vitamin-b12", 100, "µg", "as cyanocobalamin"),
  ing("biotin", 100, "µg"),
  ing("pantothenic-acid", 100, "mg", "as calcium pantothenate"),
];

const nowB50 = [
  ing("thiamin", 50, "mg", "as thiamine hydrochloride"),
  ing("riboflavin", 50, "mg"),
  ing("niacin", 50, "mg", "as niacinamide"),
  ing("vitamin-b6", 50, "mg", "as pyridoxine hydrochloride"),
  ing("folic-acid", 400, "µg"),
  ing("vitamin-b12", 50, "µg", "as cyanocobalamin"),
  ing("biotin", 50, "µg"),
  ing("pantothenic-acid", 50, "mg", "as calcium pantothenate"),
];

const berocca = [
  ing("thiamin", 15, "mg"),
  ing("riboflavin", 15, "mg"),
  // Berocca Performance's niacin is nicotinamide 50 mg (Bayer product information for the same formula).
  ing("niacin", 50, "mg", "as nicotinamide"),
  ing("pantothenic-acid", 23, "mg"),
  ing("vitamin-b6", 10, "mg"),
  ing("biotin", 150, "µg"),
  ing("folic-acid", 400, "µg"),
  ing("vitamin-b12", 10, "µg"),
  ing("vitamin-c", 500, "mg"),
  ing("calcium", 100, "mg"),
  ing("magnesium", 100, "mg"),
  ing("zinc", 10, "mg"),
];

const centrumAdvance = [
  ing("vitamin-a", 800, "µg"),
  ing("vitamin-c", 80, "mg"),
  ing("vitamin-e", 12, "mg"),
  ing("folic-acid", 200, "µg"),
  ing("vitamin-b12", 2.5, "µg"),
  ing("iron", 14, "mg"),
  ing("zinc", 10, "mg"),
  ing("iodine", 150, "µg"),
  ing("selenium", 55, "µg"),
  ing("copper", 1, "mg"),
  ing("manganese", 2, "mg"),
  ing("chromium", 40, "µg"),
  ing("molybdenum", 50, "µg"),
];

export const MULTIVITAMIN_AND_COMPLEX_PRODUCTS: ProductSeed[] = [
  // ---- B-complex ----
  product({
    name: 'Vitamin B-Complex "100" Vegetable Capsules',
    brand: "Solgar",
    form: "capsule",
    unitsPerPack: 50,
    unitsPerServing: 1,
    category: "energy",
    description: "High-strength B-complex in vegetable capsules.",
    partialLabel: true,
    ingredients: solgarB100,
    prices: { hb: 1699, amazon: 1649 },
  }),
  product({
    name: 'Vitamin B-Complex "100" Vegetable Capsules',
    brand: "Solgar",
    form: "capsule",
    unitsPerPack: 100,
    unitsPerServing: 1,
    category: "energy",
    description: "High-strength B-complex in vegetable capsules.",
    partialLabel: true,
    ingredients: solgarB100,
    prices: { hb: 2899, amazon: 2799 },
  }),
  product({
    name: "B-50 Veg Capsules",
    brand: "NOW Foods",
    form: "capsule",
    unitsPerPack: 100,
    unitsPerServing: 1,
    category: "energy",
    description: "B-complex with 50 mg of most B vitamins per capsule.",
    partialLabel: true,
    ingredients: nowB50,
    prices: { amazon: 1399 },
  }),

  // ---- Effervescent vitamin C / B blends ----
  product({
    name: "Berocca Performance Orange Effervescent Tablets",
    brand: "Berocca",
    form: "tablet",
    unitsPerPack: 15,
    unitsPerServing: 1,
    category: "energy",
    description: "Effervescent B vitamin, vitamin C, calcium, magnesium and zinc tablet dissolved in water.",
    partialLabel: true,
    ingredients: berocca,
    prices: { boots: 700, superdrug: 675, amazon: 650 },
  }),
  product({
    name: "Berocca Performance Orange Effervescent Tablets",
    brand: "Berocca",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "energy",
    description: "Effervescent B vitamin, vitamin C, calcium, magnesium and zinc tablet dissolved in water.",
    partialLabel: true,
    ingredients: berocca,
    prices: { boots: 1150, superdrug: 1125, amazon: 1099 },
  }),
  product({
    name: "Redoxon Double Action Vitamin C & Zinc Effervescent Tablets Orange",
    brand: "Redoxon",
    form: "tablet",
    unitsPerPack: 15,
    unitsPerServing: 1,
    category: "immune",
    description: "Effervescent vitamin C and zinc tablet dissolved in water.",
    ingredients: [ing("vitamin-c", 1000, "mg"), ing("zinc", 10, "mg")],
    prices: { boots: 575, superdrug: 549, amazon: 525 },
  }),
  product({
    name: "Redoxon Double Action Vitamin C & Zinc Effervescent Tablets Orange",
    brand: "Redoxon",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "immune",
    description: "Effervescent vitamin C and zinc tablet dissolved in water.",
    ingredients: [ing("vitamin-c", 1000, "mg"), ing("zinc", 10, "mg")],
    prices: { boots: 950, superdrug: 925, amazon: 899 },
  }),

  // ---- Multivitamins ----
  product({
    name: "Pregnacare Original",
    brand: "Vitabiotics",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "wellness",
    description: "Multivitamin for pregnancy, formulated around folic acid and vitamin D.",
    partialLabel: true,
    ingredients: [ing("folic-acid", 400, "µg"), ing("vitamin-d3", 10, "µg", D3)],
    prices: { boots: 625, superdrug: 599, hb: 629, amazon: 579 },
  }),
  product({
    name: "Centrum Advance Multivitamin Tablets",
    brand: "Centrum",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "wellness",
    description: "Once-a-day multivitamin and mineral tablet for adults.",
    partialLabel: true,
    ingredients: centrumAdvance,
    prices: { boots: 650, superdrug: 625, amazon: 599 },
  }),
  product({
    name: "Centrum Advance Multivitamin Tablets",
    brand: "Centrum",
    form: "tablet",
    unitsPerPack: 60,
    unitsPerServing: 1,
    category: "wellness",
    description: "Once-a-day multivitamin and mineral tablet for adults.",
    partialLabel: true,
    ingredients: centrumAdvance,
    prices: { boots: 1100, superdrug: 1075, amazon: 1049 },
  }),
  product({
    name: "Osteocare Original Tablets",
    brand: "Vitabiotics",
    form: "tablet",
    unitsPerPack: 90,
    unitsPerServing: 2,
    category: "wellness",
    description: "Calcium and vitamin D tablet with added minerals.",
    partialLabel: true,
    ingredients: [ing("calcium", 800, "mg"), ing("vitamin-d3", 10, "µg", D3)],
    prices: { boots: 675, superdrug: 649, amazon: 625 },
  }),
];
