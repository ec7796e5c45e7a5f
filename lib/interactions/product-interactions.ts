import "server-only";
import { db } from "../db/prisma";
import type { ProductInteractionSummary } from "./product-summary";
import { interactionEngine } from "./server-engine";

export interface ProductInteractions {
  summary: ProductInteractionSummary;
  ingredientNames: Record<string, string>;
}

export async function getProductInteractions(
  ingredients: readonly { slug: string; name: string }[],
): Promise<ProductInteractions> {
  const engine = await interactionEngine();
  const summary = engine.summariseIngredients(ingredients.map((ingredient) => ingredient.slug));
  const ingredientNames: Record<string, string> = Object.fromEntries(
    ingredients.map((ingredient) => [ingredient.slug, ingredient.name]),
  );
  const missing = summary.partnerSlugs.filter((slug) => !(slug in ingredientNames));
  if (missing.length > 0) {
    const rows = await db().ingredient.findMany({
      where: { slug: { in: missing } },
      select: { slug: true, name: true },
    });
    for (const row of rows) ingredientNames[row.slug] = row.name;
  }
  return { summary, ingredientNames };
}
