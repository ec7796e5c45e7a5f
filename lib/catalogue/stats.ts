import "server-only";
import { db } from "@/lib/db/prisma";

import type { BrowseGoal } from "./goals";
import { supplementSearchQuerySchema } from "./search-params";
import { searchSupplements } from "./search";
import type { SupplementCategory } from "@/lib/db/generated/enums";

export interface CatalogueStats {
  supplementCount: number;
  /** Every pack size on sale: a product sold in three sizes counts three times here, once above. */
  packSizeCount: number;
  ingredientCount: number;
  retailerCount: number;
  authorisedClaimCount: number;
}

export async function getCatalogueStats(): Promise<CatalogueStats> {
  const prisma = db();
  const [supplementCount, packSizeCount, ingredientCount, retailers, authorisedClaimCount] =
    await Promise.all([
      // Products, as /browse lists them: a product's other pack sizes are not counted again.
      prisma.supplement.count({ where: { packOfId: null } }),
      prisma.supplement.count(),
      prisma.ingredient.count(),
      // Prisma's count() has no DISTINCT; grouping by retailer yields one row per retailer name.
      prisma.retailerOffer.groupBy({ by: ["retailer"] }),
      prisma.authorisedClaim.count(),
    ]);
  return {
    supplementCount,
    packSizeCount,
    ingredientCount,
    retailerCount: retailers.length,
    authorisedClaimCount,
  };
}

/** How many products /browse lists for each category and goal, so a landing tile never leads to none. */
export async function browseCounts(
  filters: readonly { category: SupplementCategory; goal: BrowseGoal | null }[],
): Promise<number[]> {
  return Promise.all(
    filters.map(async ({ category, goal }) => {
      const params = supplementSearchQuerySchema.parse({ category, ...(goal ? { goal } : {}) });
      return (await searchSupplements(params)).total;
    }),
  );
}
