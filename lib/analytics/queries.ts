import "server-only";
import { cheapestOffer } from "../catalogue/pricing";
import { isoDate } from "../format/dates";
import { db } from "../db/prisma";
import type { AnalyticsFacts } from "./stack-analytics";

async function productFacts(supplementIds: readonly string[]) {
  const rows = await db().supplement.findMany({
    where: { id: { in: [...supplementIds] } },
    select: {
      id: true,
      category: true,
      offers: {
        select: {
          retailer: true,
          pricePence: true,
          packSize: true,
          inStock: true,
          history: { select: { pricePence: true, recordedAt: true }, orderBy: { recordedAt: "asc" } },
        },
      },
    },
  });
  const categories: Record<string, AnalyticsFacts["categories"][string]> = {};
  const priceHistory: Record<string, AnalyticsFacts["priceHistory"][string]> = {};
  for (const row of rows) {
    categories[row.id] = row.category;
    const offer = cheapestOffer(row.offers);
    if (offer && offer.history.length > 0) {
      priceHistory[row.id] = {
        retailer: offer.retailer,
        points: offer.history.map((point) => ({
          date: isoDate(point.recordedAt),
          pricePence: point.pricePence,
        })),
      };
    }
  }
  return { categories, priceHistory };
}

async function ingredientFacts(slugs: readonly string[]): Promise<AnalyticsFacts["ingredients"]> {
  const rows = await db().ingredient.findMany({
    where: { slug: { in: [...slugs] } },
    select: { slug: true, nrvAmount: true, nrvUnit: true, claimSubstances: true },
  });
  const substances = [...new Set(rows.flatMap((row) => row.claimSubstances))];
  const claims =
    substances.length === 0
      ? []
      : await db().authorisedClaim.findMany({
          where: { substance: { in: substances } },
          select: { id: true, substance: true, claimText: true },
          orderBy: [{ registerId: "asc" }, { claimText: "asc" }],
        });
  return Object.fromEntries(
    rows.map((row) => {
      const own = new Set(row.claimSubstances);
      return [
        row.slug,
        {
          nrv:
            row.nrvAmount !== null && row.nrvUnit !== null
              ? { amount: row.nrvAmount, unit: row.nrvUnit }
              : null,
          claims: claims
            .filter((claim) => own.has(claim.substance))
            .map(({ id, claimText }) => ({ id, claimText })),
        },
      ];
    }),
  );
}

export async function loadAnalyticsFacts(
  supplementIds: readonly string[],
  ingredientSlugs: readonly string[],
): Promise<AnalyticsFacts> {
  const [products, ingredients] = await Promise.all([
    productFacts(supplementIds),
    ingredientFacts([...new Set(ingredientSlugs)]),
  ]);
  return { ...products, ingredients };
}
