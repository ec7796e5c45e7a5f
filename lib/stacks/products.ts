import "server-only";
import { cheapestOffer } from "../catalogue/pricing";
import { productTiming } from "../catalogue/timing";
import type { OptimalTiming } from "../catalogue/values";
import { db } from "../db/prisma";
import { itemCost, type ItemCost } from "./costs";

interface StackProductOffer {
  retailer: string;
  pricePence: number;
  packSize: number;
  url: string;
  inStock: boolean;
  source: "sample" | "feed" | "manual";
  lastCheckedAt: string;
}

export interface StackProduct {
  id: string;
  slug: string;
  name: string;
  brand: string;
  unitsPerServing: number;
  optimalTiming: OptimalTiming | null;
  ingredients: { slug: string; name: string; amount: number; unit: string }[];
  offer: StackProductOffer | null;
  imageRetailer: string | null;
}

const productSelect = {
  id: true,
  slug: true,
  name: true,
  brand: true,
  unitsPerServing: true,
  optimalTiming: true,
  imageFile: true,
  imageRetailer: true,
  ingredients: {
    select: {
      amount: true,
      unit: true,
      ingredient: { select: { slug: true, name: true, optimalTiming: true } },
    },
  },
  offers: {
    select: {
      retailer: true,
      pricePence: true,
      packSize: true,
      url: true,
      inStock: true,
      source: true,
      lastCheckedAt: true,
    },
  },
} as const;

type ProductRow = {
  id: string;
  slug: string;
  name: string;
  brand: string;
  unitsPerServing: number;
  optimalTiming: StackProduct["optimalTiming"];
  imageFile: string | null;
  imageRetailer: string | null;
  ingredients: {
    amount: number;
    unit: string;
    ingredient: { slug: string; name: string; optimalTiming: OptimalTiming | null };
  }[];
  offers: {
    retailer: string;
    pricePence: number;
    packSize: number;
    url: string;
    inStock: boolean;
    source: StackProductOffer["source"];
    lastCheckedAt: Date;
  }[];
};

function toStackProduct(row: ProductRow): StackProduct {
  const offer = cheapestOffer(row.offers);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    unitsPerServing: row.unitsPerServing,
    optimalTiming: productTiming({
      optimalTiming: row.optimalTiming,
      ingredients: row.ingredients.map((item) => item.ingredient),
    }),
    ingredients: row.ingredients
      .map((item) => ({
        slug: item.ingredient.slug,
        name: item.ingredient.name,
        amount: item.amount,
        unit: item.unit,
      }))
      .sort((a, b) => a.slug.localeCompare(b.slug)),
    offer: offer ? { ...offer, lastCheckedAt: offer.lastCheckedAt.toISOString() } : null,
    imageRetailer: row.imageFile ? row.imageRetailer : null,
  };
}

export async function loadStackProducts(ids: readonly string[]): Promise<Map<string, StackProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db().supplement.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: productSelect,
  });
  return new Map(rows.map((row) => [row.id, toStackProduct(row)]));
}

export async function loadSameIngredientProducts(
  ingredientSlugs: readonly string[],
  excludeIds: readonly string[],
): Promise<StackProduct[]> {
  const [first] = ingredientSlugs;
  if (!first) return [];
  const rows = await db().supplement.findMany({
    where: {
      id: { notIn: [...excludeIds] },
      offers: { some: {} },
      AND: ingredientSlugs.map((slug) => ({ ingredients: { some: { ingredient: { slug } } } })),
      ingredients: { every: { ingredient: { slug: { in: [...ingredientSlugs] } } } },
    },
    select: productSelect,
  });
  return rows.map(toStackProduct);
}

export function costOf(product: StackProduct, servingsPerDay: number): ItemCost | null {
  if (!product.offer) return null;
  return itemCost(
    {
      pricePence: product.offer.pricePence,
      packSize: product.offer.packSize,
      unitsPerServing: product.unitsPerServing,
    },
    servingsPerDay,
  );
}
