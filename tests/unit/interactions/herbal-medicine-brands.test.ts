import { buildDictionaryIndex, readMedicineEntry } from "@/lib/interactions/dictionary";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { HERBAL_MEDICINE_BRANDS } from "@/prisma/data/dictionaries/herbal-medicine-brands";

const dictionary = buildDictionaryIndex(DICTIONARIES);
const ingredientNames = new Set(INGREDIENTS.map((ingredient) => ingredient.name));
const brands = HERBAL_MEDICINE_BRANDS.flatMap(({ ingredient, brands: names }) =>
  names.map((brand) => [brand, ingredient] as const),
);

describe("herbal medicines sold under a brand", () => {
  it.each(HERBAL_MEDICINE_BRANDS.map((entry) => [entry.brands[0], entry] as const))(
    "%s: a catalogue ingredient, with a source",
    (_brand, entry) => {
      expect(ingredientNames).toContain(entry.ingredient);
      expect(entry.brands.length).toBeGreaterThan(0);
      expect(entry.references.length).toBeGreaterThan(0);
      for (const reference of entry.references) expect(reference.url).toMatch(/^https:\/\//);
    },
  );

  it.each(brands)("%s typed among medicines is named as %s, not as a medicine", (brand, ingredient) => {
    const reading = readMedicineEntry(dictionary, `${brand} one tablet daily`);
    expect(reading.medicines).toEqual([]);
    expect(reading.supplements).toEqual([ingredient]);
  });

  it("offers a herbal brand's products when the brand alone is typed", () => {
    const reading = readMedicineEntry(dictionary, "Kalms");
    expect(reading.supplements).toEqual([]);
    expect(reading.suggestions).toContain("Kalms Day");
    expect(readMedicineEntry(dictionary, reading.suggestions[0] ?? "").supplements).toHaveLength(1);
  });

  it("names no brand twice", () => {
    const names = brands.map(([brand]) => brand.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("a catalogue ingredient typed among medicines", () => {
  // As people write it, without the bracket ("Turmeric", not "Turmeric (curcumin)"); names that are also a
  // medicine's ("Vitamin D3" is colecalciferol) are read as the medicine and left out here.
  const bracketed = INGREDIENTS.map((ingredient) => ingredient.name)
    .filter((name) => name.includes("("))
    .map((name) => [name.replace(/\s*\([^)]*\)/g, ""), name] as const)
    .filter(([bare]) => {
      const reading = readMedicineEntry(dictionary, bare);
      return reading.medicines.length === 0 && reading.classesOnly.length === 0;
    });

  it("covers the ingredients people name without a bracket", () => {
    expect(bracketed.map(([bare]) => bare)).toEqual(
      expect.arrayContaining(["Turmeric", "Biotin", "CBD", "Aloe vera", "Ginseng", "Kelp"]),
    );
  });

  it.each(bracketed)("%s is named as %s", (bare, name) => {
    expect(readMedicineEntry(dictionary, `${bare} daily`).supplements).toEqual([name]);
  });

  it("does not take a bracket's word alone for the supplement", () => {
    expect(readMedicineEntry(dictionary, "oral").supplements).toEqual([]);
  });
});
