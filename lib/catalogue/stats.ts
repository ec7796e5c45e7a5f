// Live catalogue counts for the landing page. Only real rows are counted, so the page never shows a
// figure the database does not back (the old app's "1000+ supplements" is not reproduced).
import "server-only";
import { db } from "@/lib/db/prisma";

export interface CatalogueStats {
  supplementCount: number;
  ingredientCount: number;
  /** Distinct retailer names among offers, not the number of offers. */
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
