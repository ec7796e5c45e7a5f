// The assistant's name index built from the seed catalogue and the UK dictionaries, without a database
// (product ids are their slugs), for unit tests of lib/assistant.
import { buildItemNames, type ItemNames } from "@/lib/assistant/item-names";
import { readItems, type NamedItems } from "@/lib/assistant/read-items";
import { buildDictionaryIndex } from "@/lib/interactions/dictionary";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { PRODUCTS } from "@/prisma/data/catalogue/products";
import { DICTIONARIES } from "@/prisma/data/dictionaries";

let built: ItemNames | undefined;

function seedItemNames(): ItemNames {
  const names = new Map(INGREDIENTS.map((ingredient) => [ingredient.slug, ingredient.name]));
  built ??= buildItemNames(
    {
      products: PRODUCTS.map((product) => ({
        id: product.slug,
        name: product.name,
        brand: product.brand,
        ingredients: product.ingredients.map((item) => ({
          slug: item.ingredient,
          name: names.get(item.ingredient) ?? item.ingredient,
          amount: item.amount,
          unit: item.unit,
        })),
      })),
      ingredients: INGREDIENTS.map(({ slug, name, synonyms }) => ({ slug, name, synonyms })),
    },
    buildDictionaryIndex(DICTIONARIES),
  );
  return built;
}

export const readSeedItems = (text: string): NamedItems => readItems(seedItemNames(), text);
