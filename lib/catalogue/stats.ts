import "server-only";
import { db } from "@/lib/db/prisma";

export interface CatalogueStats {
  supplementCount: number;
  ingredientCount: number;
  retailerCount: number;
  authorisedClaimCount: number;
}

export async function getCatalogueStats(): Promise<CatalogueStats> {
  const prisma = db();
  const [supplementCount, ingredientCount, retailers, authorisedClaimCount] = await Promise.all([
    prisma.supplement.count(),
    prisma.ingredient.count(),
    // Prisma's count() has no DISTINCT; grouping by retailer yields one row per retailer name.
    prisma.retailerOffer.groupBy({ by: ["retailer"] }),
    prisma.authorisedClaim.count(),
  ]);
  return { supplementCount, ingredientCount, retailerCount: retailers.length, authorisedClaimCount };
}
