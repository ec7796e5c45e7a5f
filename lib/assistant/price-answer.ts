import "server-only";
import { cheapestOffer, formatPence, pricePerDayPence } from "@/lib/catalogue/pricing";
import { productPath } from "@/lib/catalogue/product-paths";
import { db } from "@/lib/db/prisma";
import { plainName } from "@/lib/interactions/names";

import type { Source } from "./extractive";
import { quotedRetailerName } from "./feed-text";
import type { ItemNames } from "./item-names";
import { readItems } from "./read-items";

const CHEAPEST =
  /\b(?:cheapest|cheaper|least expensive|lowest[- ]priced?|best value|value for money|most affordable|(?:price|cost)s? (?:a|per) (?:day|dose|serving))\b/i;
// A product with many other ingredients is not an alternative for one nutrient.
const MAX_INGREDIENTS = 2;
const LISTED = 3;
const NOT_ADVICE =
  "This is general information from our sources, not medical advice: check with your pharmacist or GP.";

interface Priced {
  name: string;
  brand: string;
  slug: string;
  amount: string;
  perDayPence: number;
  offer: { pricePence: number; packSize: number; retailer: string; sample: boolean };
}

async function pricedProducts(ingredientSlug: string): Promise<Priced[]> {
  const rows = await db().supplement.findMany({
    where: { ingredients: { some: { ingredient: { slug: ingredientSlug } } } },
    include: {
      ingredients: { include: { ingredient: { select: { slug: true } } } },
      offers: { select: { retailer: true, pricePence: true, packSize: true, inStock: true, source: true } },
    },
  });
  return rows.flatMap((row) => {
    const offer = cheapestOffer(row.offers);
    const dose = row.ingredients.find((item) => item.ingredient.slug === ingredientSlug);
    if (!offer?.inStock || !dose || row.ingredients.length > MAX_INGREDIENTS) return [];
    return [
      {
        name: row.name,
        brand: row.brand,
        slug: row.slug,
        amount: `${String(dose.amount)} ${dose.unit}`,
        perDayPence: pricePerDayPence(offer, row.unitsPerServing),
        offer: {
          pricePence: offer.pricePence,
          packSize: offer.packSize,
          retailer: offer.retailer,
          sample: offer.source === "sample",
        },
      },
    ];
  });
}

/** Pack sizes of one product are one product: its cheapest a day stands for it. */
function cheapestPackEach(products: readonly Priced[]): Priced[] {
  const sorted = [...products].sort(
    (a, b) => a.perDayPence - b.perDayPence || a.name.localeCompare(b.name, "en-GB"),
  );
  const seen = new Set<string>();
  return sorted.filter((product) => {
    const key = `${product.brand}\u0000${product.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function line(product: Priced, index: number): string {
  const { offer } = product;
  const price = `${formatPence(offer.pricePence)} for ${String(offer.packSize)} at ${quotedRetailerName(offer.retailer)}`;
  return (
    `${String(index + 1)}. ${product.name} (${product.brand}): ${formatPence(product.perDayPence)} a day, ` +
    `${product.amount} a serving; ${price}${offer.sample ? " (sample price)" : ""}.`
  );
}

/**
 * "Which magnesium is cheapest per day?": the catalogue's own prices, compared, rather than passages that
 * mention the nutrient. Null unless the question is about price and names one ingredient and nothing else.
 */
export async function priceAnswer(
  names: ItemNames,
  message: string,
  reacted: readonly string[] = [],
): Promise<{ answer: string; sources: Source[] } | null> {
  if (!CHEAPEST.test(message)) return null;
  // Only a question about one nutrient: a medicine or condition named with it is for the checker.
  const { items } = readItems(names, message);
  const [ingredient] = items;
  if (items.length !== 1 || ingredient?.kind !== "ingredient") return null;
  if (reacted.some((name) => plainName(name) === plainName(ingredient.name))) return null;
  const browse = {
    title: `${ingredient.name} products`,
    url: `/browse?ingredient=${ingredient.slug}&sort=price_per_day`,
  };
  const priced = cheapestPackEach(await pricedProducts(ingredient.slug));
  if (priced.length === 0) {
    return {
      answer: `We hold no in-stock price for a product that is mainly ${ingredient.name}, so we cannot compare them.\n\n${NOT_ADVICE}`,
      sources: [browse],
    };
  }
  const listed = priced.slice(0, LISTED);
  const sample = listed.some((product) => product.offer.sample);
  const answer = [
    `The cheapest ${ingredient.name} a day among the ${String(priced.length)} in-stock products we list that are mainly ${ingredient.name} (one serving a day, each at its cheapest offer):`,
    listed.map(line).join("\n"),
    "The amount a serving differs between products: compare it with what you need, not only the price.",
    sample ? "Sample prices are examples, not live retailer prices." : null,
    NOT_ADVICE,
  ]
    .filter((part): part is string => part !== null)
    .join("\n\n");
  const sources = [
    ...listed.map((product) => ({
      title: `${product.name} (${product.brand})`,
      url: productPath(product.slug),
    })),
    browse,
  ];
  return { answer, sources };
}
