/** @jest-environment node */
// BNF chapter 9 products and the medicines beside them (prisma/data/dictionaries/medicines/chapter9.ts and
// brands added to existing entries): each name reads as its medicine, with its classes and, where the
// SmPC gives one, the daily amount it adds to the nutrient totals.
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { index, read } from "./shipped-dictionary";

const EXPECTED: [string, string[]][] = [
  ["Pregaday", ["ferrous-fumarate-with-folic-acid", "ferrous-fumarate", "folic-acid"]],
  ["Fefol", ["dried-ferrous-sulfate-with-folic-acid", "ferrous-sulfate", "folic-acid"]],
  ["CosmoFer", ["iron-dextran"]],
  ["calcium folinate", ["calcium-folinate"]],
  ["folinic acid", ["calcium-folinate"]],
  ["Vitamin B compound strong", ["vitamin-b-compound-strong"]],
  ["Forceval", ["forceval"]],
  ["Ketovite", ["ketovite", "ketovite-liquid", "ketovite-tablets"]],
  ["Ketovite Liquid", ["ketovite-liquid"]],
  ["Dalivit", ["dalivit"]],
  ["Abidec", ["abidec"]],
  ["Menadiol", ["menadiol-sodium-phosphate"]],
  ["Domnisol", ["calcifediol"]],
  ["Aviticol", ["colecalciferol"]],
  ["Stexerol-D3", ["colecalciferol"]],
  ["Plenachol", ["colecalciferol"]],
  ["Cacit D3", ["calcium-500mg-with-colecalciferol-440-units", "calcium-carbonate", "colecalciferol"]],
  ["Kalcipos-D", ["calcium-500mg-with-colecalciferol-800-units", "calcium-carbonate", "colecalciferol"]],
  ["Natecal D3", ["calcium-600mg-with-colecalciferol-400-units", "calcium-carbonate", "colecalciferol"]],
  ["Evacal D3", ["calcium-carbonate-with-colecalciferol", "calcium-carbonate", "colecalciferol"]],
  ["Calvive", ["calcium-1000mg-effervescent"]],
  ["Neomag", ["magnesium-glycerophosphate"]],
  ["magnesium glycerophosphate", ["magnesium-glycerophosphate"]],
  ["Magnaspartate", ["magnesium-aspartate"]],
  ["Solvazinc", ["zinc-sulfate"]],
  ["Selenase", ["sodium-selenite"]],
  ["Slow-K", ["potassium-chloride"]],
  ["Kay-Cee-L", ["potassium-chloride"]],
  ["Slow Sodium", ["sodium-chloride-tablets"]],
  ["Phosphate Sandoz", ["sodium-acid-phosphate"]],
  ["Duraphat", ["sodium-fluoride"]],
  ["Carnitor", ["levocarnitine"]],
  ["potassium iodide", ["potassium-iodide"]],
  ["Phosex", ["calcium-acetate"]],
  ["Renacet", ["calcium-acetate"]],
  ["Mimpara", ["cinacalcet"]],
  ["Calcium Resonium", ["calcium-polystyrene-sulfonate"]],
  ["Veltassa", ["patiromer"]],
  ["Lokelma", ["sodium-zirconium-cyclosilicate"]],
  ["Antepsin", ["sucralfate"]],
  ["Ursofalk", ["ursodeoxycholic-acid"]],
  ["Destolit", ["ursodeoxycholic-acid"]],
  ["Ocaliva", ["obeticholic-acid"]],
  ["Maxepa", ["omega-3-marine-triglycerides"]],
  ["Feospan", ["dried-ferrous-sulfate-modified-release", "ferrous-sulfate"]],
  ["Pabrinex", ["vitamins-b-and-c-injection"]],
  ["Vedrop", ["tocofersolan"]],
  ["Wilzin", ["zinc-acetate"]],
  ["Parsabiv", ["etelcalcetide"]],
  ["Slow-Fe", ["ferrous-sulfate-slow-release", "ferrous-sulfate"]],
  [
    "Accrete D3 One a Day",
    ["calcium-1000mg-with-colecalciferol-880-units", "calcium-carbonate", "colecalciferol"],
  ],
  [
    "Adcal-D3 Dissolve",
    ["calcium-600mg-with-colecalciferol-400-units", "calcium-carbonate", "colecalciferol"],
  ],
];

describe("BNF chapter 9 products and the medicines beside them", () => {
  it.each(EXPECTED)("reads %s as exactly its medicines", (name, medicines) => {
    expect(read(name)).toEqual({ medicines: [...medicines].sort(), unrecognised: [] });
  });

  it.each([
    ["Neomag", "prescribed-mineral"],
    ["Solvazinc", "prescribed-mineral"],
    ["Pregaday", "iron-preparation"],
    ["Kalcipos-D", "calcium-preparation"],
    ["Menadiol", "vitamin"],
    ["Lokelma", "potassium-binder"],
    ["Mimpara", "calcimimetic"],
    ["Ursofalk", "biliary-medicine"],
    ["Antepsin", "ulcer-healing-medicine"],
    ["Maxepa", "lipid-lowering"],
    ["Phosex", "phosphate-binder"],
  ])("puts %s in the %s class", (name, slug) => {
    const [medicine] = readMedicineEntry(index, name).medicines;
    expect(index.classesOfMedicine.get(medicine ?? "")).toContain(slug);
  });

  it.each([
    ["Pregaday", "iron", 100, "mg"],
    ["Pregaday", "folic-acid", 350, "µg"],
    ["Fefol", "iron", 47, "mg"],
    ["Slow-Fe", "iron", 50, "mg"],
    ["Kalcipos-D", "vitamin-d3", 20, "µg"],
    ["Cacit D3", "calcium", 500, "mg"],
    ["Neomag", "magnesium", 291.6, "mg"],
    ["Magnaspartate", "magnesium", 243, "mg"],
    ["Solvazinc", "zinc", 45, "mg"],
    ["Wilzin", "zinc", 150, "mg"],
    ["Forceval", "selenium", 50, "µg"],
    ["Dalivit", "vitamin-a", 5000, "IU"],
    ["Ketovite", "vitamin-a", 2500, "IU"],
    ["Vitamin B compound strong", "vitamin-b6", 6, "mg"],
  ])("%s adds %s at its usual dose", (name, ingredient, amount, unit) => {
    const nutrient = readMedicineEntry(index, name).nutrientContent.find(
      (entry) => entry.ingredient === ingredient,
    );
    expect(nutrient && { amount: nutrient.amount, unit: nutrient.unit }).toEqual({ amount, unit });
  });

  it("leaves out nicotinamide, whose limit is not the nicotinic acid one the niacin entry uses", () => {
    for (const name of ["Forceval", "Vitamin B compound strong", "Dalivit"]) {
      const ingredients = readMedicineEntry(index, name).nutrientContent.map((entry) => entry.ingredient);
      expect(ingredients).not.toContain("niacin");
    }
  });

  it("keeps bare nutrient names as supplements, not these medicines", () => {
    for (const name of ["magnesium", "zinc", "selenium", "vitamin D", "vitamin B6"]) {
      const reading = readMedicineEntry(index, name);
      expect(reading.medicines).toEqual([]);
      expect(reading.supplements.length).toBeGreaterThan(0);
    }
  });
});
