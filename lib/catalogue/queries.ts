// Catalogue reads for pages (STYLE.md: pages never write Prisma queries inline).
import "server-only";
import { db } from "@/lib/db/prisma";

/** A product as the interaction checker's picker lists it. */
export interface PickerProduct {
  id: string;
  name: string;
  brand: string;
  form: string;
  /**
   * Ingredient names, so a search for "St John's wort" finds products whose name does not say it
   * (e.g. a THR herbal medicine sold under a brand name).
   */
  ingredientNames: string[];
}

/** Every product, ordered by brand then name, with just what the picker shows and searches. */
export async function listProductsForPicker(): Promise<PickerProduct[]> {
  const rows = await db().supplement.findMany({
    select: {
      id: true,
      name: true,
      brand: true,
      form: true,
      ingredients: { select: { ingredient: { select: { name: true } } } },
    },
    orderBy: [{ brand: "asc" }, { name: "asc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: row.brand,
    form: row.form,
    ingredientNames: row.ingredients.map((item) => item.ingredient.name).sort((a, b) => a.localeCompare(b)),
  }));
}
