import "server-only";
// Unknown ids are left out: the browser then lists those products as not checked.
import { databaseCatalogue } from "../interactions/queries";
import type { ProductCopy } from "./schemas";

export async function productCopies(ids: readonly string[]): Promise<ProductCopy[]> {
  const products = await databaseCatalogue.findSupplements(ids);
  const slugs = [...new Set(products.flatMap((product) => product.ingredients.map((item) => item.slug)))];
  const limits = new Map(
    (await databaseCatalogue.ingredientLimits(slugs)).map((limit) => [limit.slug, limit]),
  );
  return products.map((product) => ({
    product,
    limits: product.ingredients.flatMap((item) => {
      const limit = limits.get(item.slug);
      return limit ? [limit] : [];
    }),
  }));
}
