// Stored with the stack so /community-stacks reads a page of rows; the basis says when a summary is stale.
import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { db } from "../db/prisma";
import { buildInfo } from "../env";
import { interactionEngine, knowledgeDigest } from "../interactions/server-engine";
import { stackTotals } from "./costs";
import { costOf, loadStackProducts, type StackProduct } from "./products";
import { byPosition, itemSelect } from "./stack-summary";

export const communitySummarySchema = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), brand: z.string(), quantity: z.number().int() }),
  ),
  monthlyCostPence: z.number().int().min(0),
  unpricedCount: z.number().int().min(0),
  includesSamplePrices: z.boolean(),
  riskLevel: z.enum(["low", "moderate", "high", "very_high"]),
  completeness: z.enum(["complete", "partial"]),
});

export type CommunitySummary = z.infer<typeof communitySummarySchema>;

type SummaryItem = { supplementId: string; quantity: number; position: number };
type InteractionEngine = Awaited<ReturnType<typeof interactionEngine>>;

export async function communityBasis(): Promise<string> {
  const [row] = await db().$queryRaw<{ catalogue: string }[]>`
    SELECT concat_ws('|',
      (SELECT concat(count(*), ':', max(updated_at)) FROM retailer_offers),
      (SELECT concat(count(*), ':', max(updated_at)) FROM supplements),
      (SELECT concat(count(*), ':', sum(amount)) FROM supplement_ingredients),
      (SELECT concat(count(*), ':', max(updated_at)) FROM ingredients)) AS catalogue`;
  return createHash("sha256")
    .update(`${buildInfo().version}\n${await knowledgeDigest()}\n${row?.catalogue ?? ""}`)
    .digest("hex")
    .slice(0, 32);
}

async function summaryOf(
  rawItems: readonly SummaryItem[],
  products: ReadonlyMap<string, StackProduct>,
  engine: InteractionEngine,
): Promise<CommunitySummary> {
  const items = byPosition(rawItems);
  const costs = items.map((item) => {
    const product = products.get(item.supplementId);
    return product ? costOf(product, item.quantity) : null;
  });
  const analysis = await engine.analyseStack(
    items.map((item) => item.supplementId),
    undefined,
    new Map(items.map((item) => [item.supplementId, item.quantity])),
  );
  return {
    items: items.map((item) => {
      const product = products.get(item.supplementId);
      return {
        id: item.supplementId,
        name: product?.name ?? "Unknown product",
        brand: product?.brand ?? "",
        quantity: item.quantity,
      };
    }),
    monthlyCostPence: stackTotals(costs.filter((cost) => cost !== null)).perMonthPence,
    unpricedCount: costs.filter((cost) => cost === null).length,
    includesSamplePrices: items.some((item) => products.get(item.supplementId)?.offer?.source === "sample"),
    riskLevel: analysis.riskAssessment.overallRiskLevel,
    completeness: analysis.completeness,
  };
}

// Each write names the version it read, so a summary of items that changed meanwhile is not stored
// (the change stores its own).
export async function refreshCommunitySummaries(basis: string, ids?: readonly string[]): Promise<number> {
  const stale = await db().stack.findMany({
    where: {
      isPublished: true,
      OR: [{ communityBasis: null }, { communityBasis: { not: basis } }],
      ...(ids ? { id: { in: [...ids] } } : {}),
    },
    select: { id: true, version: true, items: { select: itemSelect } },
  });
  if (stale.length === 0) return 0;
  const products = await loadStackProducts(
    stale.flatMap((row) => row.items.map((item) => item.supplementId)),
  );
  const engine = await interactionEngine();
  let stored = 0;
  for (const row of stale) {
    const summary = await summaryOf(row.items, products, engine);
    const { count } = await db().stack.updateMany({
      where: { id: row.id, version: row.version, isPublished: true },
      data: {
        communitySummary: summary,
        communityBasis: basis,
        communityCostPence: summary.monthlyCostPence,
      },
    });
    stored += count;
  }
  return stored;
}

// A failure (engine unavailable) leaves the summary stale for the listing to recompute; the change stands.
export async function storeCommunitySummary(id: string): Promise<void> {
  try {
    await refreshCommunitySummaries(await communityBasis(), [id]);
  } catch (error) {
    console.error(
      `[stacks] the community summary of stack ${id} was not stored; the listing will compute it`,
      error,
    );
  }
}
