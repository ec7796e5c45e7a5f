import "server-only";
import { cache } from "react";

import { db } from "@/lib/db/prisma";

import { cheapestOffer } from "./pricing";

export interface PickerProduct {
  id: string;
  name: string;
  brand: string;
  form: string;
  /** So "St John's wort" finds products whose name does not say it (a THR herbal medicine under a brand name). */
  ingredientNames: string[];
}

export async function listProductsForPicker(): Promise<PickerProduct[]> {
  const rows = await db().supplement.findMany({
    where: { packOfId: null },
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

export interface PickerIngredient {
  slug: string;
  name: string;
  synonyms: string[];
}

/** For a product we do not list: the checker can still check what it contains. */
export async function listIngredientsForPicker(): Promise<PickerIngredient[]> {
  return db().ingredient.findMany({
    select: { slug: true, name: true, synonyms: true },
    orderBy: { name: "asc" },
  });
}

export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  brand: string;
  cheapestOffer: {
    pricePence: number;
    packSize: number;
    retailer: string;
    source: "sample" | "feed" | "manual";
    lastCheckedAt: Date;
  } | null;
}

// Memoised so an article showing a product's card and its 'Add to stack' button reads it once.
export const getProductCardBySlug = cache(async (slug: string): Promise<ProductCard | null> => {
  const product = await db().supplement.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      name: true,
      brand: true,
      offers: {
        select: {
          pricePence: true,
          packSize: true,
          inStock: true,
          retailer: true,
          source: true,
          lastCheckedAt: true,
        },
      },
    },
  });
  if (!product) return null;
  const offer = cheapestOffer(product.offers);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    cheapestOffer: offer
      ? {
          pricePence: offer.pricePence,
          packSize: offer.packSize,
          retailer: offer.retailer,
          source: offer.source,
          lastCheckedAt: offer.lastCheckedAt,
        }
      : null,
  };
});
