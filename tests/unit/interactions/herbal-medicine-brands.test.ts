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
