// The page hands down the whole catalogue, so the search runs here; case, accents and apostrophes are ignored.
import type { PickerProduct } from "@/lib/catalogue/queries";
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

export function searchProducts(products: readonly PickerProduct[], query: string): PickerProduct[] {
  const words = normaliseSearchText(readAsCatalogueWords(query)).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  return products.filter((product) => {
    const haystack = normaliseSearchText([product.name, product.brand, ...product.ingredientNames].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}
