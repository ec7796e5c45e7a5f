import "server-only";

import { db } from "@/lib/db/prisma";

import type { ScannedProduct } from "./gtin";
import { cheapestOffer } from "./pricing";

export async function getProductByGtin(gtin: string): Promise<ScannedProduct | null> {
  const row = await db().supplement.findUnique({
    where: { gtin },
    select: {
      id: true,
      slug: true,
      name: true,
      brand: true,
      unitsPerPack: true,
      labelComplete: true,
      ingredients: {
        select: { amount: true, unit: true, chemicalForm: true, ingredient: { select: { name: true } } },
      },
      offers: { select: { pricePence: true, packSize: true, inStock: true, retailer: true } },
    },
  });
  if (!row) return null;
  const { ingredients, offers, ...product } = row;
  return {
    ...product,
    ingredients: ingredients
      .map(({ ingredient, amount, unit, chemicalForm }) => ({
        name: ingredient.name,
        amount,
        unit,
        chemicalForm,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    pricePence: cheapestOffer(offers)?.pricePence ?? null,
  };
}
