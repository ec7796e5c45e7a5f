/** @jest-environment node */
// The pickers' search in the browser (components/interactions/product-search.ts).
import { searchIngredients, searchProducts } from "@/components/interactions/product-search";
import type { PickerIngredient, PickerProduct } from "@/lib/catalogue/queries";

const product = (id: string, name: string, ingredientNames: string[]): PickerProduct => ({
  id,
  name,
  brand: "Test",
  form: "capsule",
  ingredientNames,
});

const PRODUCTS = [
  product("curcumin", "Curcumin 95 500mg Capsules", ["Turmeric (curcumin)"]),
  product("d3", "Vitamin D3 25µg", ["Vitamin D3"]),
  product("multi", "Centrum Advance Multivitamin Tablets", ["Vitamin A", "Vitamin D3", "Zinc"]),
  product("zinc", "Zinc 15mg Tablets", ["Zinc"]),
  product("sjw", "St John's Wort 300mg Tablets", ["St John's wort"]),
];

const ids = (query: string) => searchProducts(PRODUCTS, query).map((found) => found.id);

it("finds a product by its ingredient, misspelt as people often do", () => {
  expect(ids("tumeric")).toEqual(["curcumin"]);
  expect(ids("Turmeric")).toEqual(["curcumin"]);
  expect(ids("st johns wart")).toEqual(["sjw"]);
  expect(ids("St John’s wart")).toEqual(["sjw"]);
});

it("reads shop shorthand for vitamins", () => {
  expect(ids("vit. d3")).toEqual(["d3", "multi"]);
  expect(ids("multivit")).toEqual(["multi"]);
});

it("needs every word, so a word no product has finds nothing", () => {
  expect(ids("zinc tablets")).toEqual(["multi", "zinc"]);
  expect(ids("zinc chewing gum")).toEqual([]);
  expect(ids("   ")).toEqual([]);
});

it("finds an ingredient by its name or a synonym, the way the products are searched", () => {
  const ingredients: PickerIngredient[] = [
    { slug: "coenzyme-q10", name: "Coenzyme Q10", synonyms: ["CoQ10", "ubiquinol"] },
    { slug: "licorice-root", name: "Liquorice root", synonyms: ["licorice", "glycyrrhiza"] },
    { slug: "vitamin-d3", name: "Vitamin D3", synonyms: ["cholecalciferol"] },
  ];
  const slugs = (query: string) => searchIngredients(ingredients, query).map((found) => found.slug);
  expect(slugs("coq10")).toEqual(["coenzyme-q10"]);
  expect(slugs("Licorice")).toEqual(["licorice-root"]);
  expect(slugs("vit d3")).toEqual(["vitamin-d3"]);
  expect(slugs("q10 liquorice")).toEqual([]);
  expect(slugs(" ")).toEqual([]);
});
