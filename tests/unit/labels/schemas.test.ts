// The entry and suggestion schemas shared by the forms and the routes.
import { productEntryRequestSchema, productSuggestionInputSchema } from "@/lib/labels/schemas";

const valid = {
  brand: "Brand",
  name: "Vitamin D3 25µg",
  form: "tablet",
  unitsPerPack: 90,
  unitsPerServing: 1,
  category: "wellness",
  gtin: null,
  labelPhotoId: null,
  labelUrl: "https://www.example.com/d3",
  labelReadOn: "2026-11-20",
  rows: [{ ingredientSlug: "vitamin-d3", name: "Vitamin D3", amount: 25, unit: "µg", chemicalForm: "" }],
  vegan: null,
  vegetarian: null,
  glutenFree: null,
  allergens: [],
};

const issues = (input: unknown) => {
  const parsed = productEntryRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
};

describe("productEntryRequestSchema", () => {
  it("stores a typed GTIN as 14 digits and an empty chemical form as null", () => {
    const parsed = productEntryRequestSchema.parse({ ...valid, gtin: " 5036954000112 " });
    expect(parsed.gtin).toBe("05036954000112");
    expect(parsed.rows[0]?.chemicalForm).toBeNull();
  });

  it.each([
    ["a wrong check digit", { gtin: "5036954000119" }, "gtin"],
    ["a GTIN of 10 digits", { gtin: "5036954000" }, "gtin"],
    ["no source at all", { labelUrl: null }, "labelUrl"],
    ["a non-web source address", { labelUrl: "ftp://example.com/x" }, "labelUrl"],
    [
      "a row with no ingredient chosen",
      { rows: [{ ...valid.rows[0], ingredientSlug: null }] },
      "rows.0.ingredientSlug",
    ],
    ["a row with no amount", { rows: [{ ...valid.rows[0], amount: null }] }, "rows.0.amount"],
    ["a unit outside the dose units", { rows: [{ ...valid.rows[0], unit: "ml" }] }, "rows.0.unit"],
    ["one ingredient twice", { rows: [valid.rows[0], valid.rows[0]] }, "rows"],
    ["vegan but not vegetarian", { vegan: true, vegetarian: false }, "vegetarian"],
    ["gluten-free yet declaring gluten", { glutenFree: true, allergens: ["gluten"] }, "glutenFree"],
    ["an unknown allergen", { allergens: ["kiwi"] }, "allergens.0"],
    ["no units per pack", { unitsPerPack: Number.NaN }, "unitsPerPack"],
  ])("refuses %s", (_case, change, path) => {
    expect(issues({ ...valid, ...change })).toContain(path);
  });

  it("accepts a photo instead of a listing", () => {
    expect(issues({ ...valid, labelUrl: null, labelPhotoId: "a".repeat(24) })).toEqual([]);
  });
});

describe("productSuggestionInputSchema", () => {
  const suggestion = {
    name: "Some Gummies",
    brand: "Brandx",
    gtin: null,
    labelPhotoId: null,
    listingUrl: null,
    note: "",
  };

  it("needs a photo or a listing", () => {
    expect(productSuggestionInputSchema.safeParse(suggestion).success).toBe(false);
    const parsed = productSuggestionInputSchema.parse({
      ...suggestion,
      listingUrl: "https://www.example.com/g",
    });
    expect(parsed.note).toBeNull();
  });
});
