import "server-only";

import { db } from "@/lib/db/prisma";

import { cheapestOffer } from "./pricing";

/** What scanning a barcode shows before the check: the pack the code belongs to, as its label lists it. */
export type ScannedProduct = {
  /** The pack's own id: what the check and "Add to stack" use. */
  id: string;
  slug: string;
  name: string;
  brand: string;
  unitsPerPack: number;
  labelComplete: boolean;
  ingredients: { name: string; amount: number; unit: string; chemicalForm: string | null }[];
  /** The pack's cheapest price (in stock first); null when no retailer sells it yet. */
  pricePence: number | null;
};

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
      .map(({ ingredient, amount, unit, chemicalForm }) => ({ name: ingredient.name, amount, unit, chemicalForm }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    pricePence: cheapestOffer(offers)?.pricePence ?? null,
  };
}
