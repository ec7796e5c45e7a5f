// The page hands down the whole catalogue, so the search runs here; case, accents and apostrophes are ignored.
import type { PickerIngredient, PickerProduct } from "@/lib/catalogue/queries";
import { readAsCatalogueWords } from "@/lib/catalogue/search-words";

function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`.]/g, "")
    .replace(/[^a-z0-9µ]+/g, " ")
    .trim();
}

function searchBy<T>(items: readonly T[], query: string, textsOf: (item: T) => string[]): T[] {
  const words = normaliseSearchText(readAsCatalogueWords(query)).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  return items.filter((item) => {
    const haystack = normaliseSearchText(textsOf(item).join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

export function searchProducts(products: readonly PickerProduct[], query: string): PickerProduct[] {
  return searchBy(products, query, (product) => [product.name, product.brand, ...product.ingredientNames]);
}

export function searchIngredients(
  ingredients: readonly PickerIngredient[],
  query: string,
): PickerIngredient[] {
  return searchBy(ingredients, query, (ingredient) => [ingredient.name, ...ingredient.synonyms]);
}
