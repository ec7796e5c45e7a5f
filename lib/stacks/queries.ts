// Reads of saved stacks: my stacks, a stack as a viewer may see it, and the community listing.
// Costs and risk levels of community stacks are computed from the catalogue and the engine (never
// stored), so they follow price imports and knowledge-base updates.
import "server-only";
import type { SupplementCategory } from "../catalogue/values";
import { db } from "../db/prisma";
import { publicDisplayName } from "../format/names";
import { interactionEngine } from "../interactions/server-engine";
import type { RiskLevel } from "../interactions/types";
import { stackTotals } from "./costs";
import { costOf, loadStackProducts, type StackProduct } from "./products";
import { COMMUNITY_PAGE_SIZE } from "./schemas";
import { byPosition, itemSelect, stackSelect, summaryOf, type SavedStackSummary } from "./stack-summary";

export async function listMyStacks(userId: string): Promise<SavedStackSummary[]> {
  const rows = await db().stack.findMany({
    where: { userId },
    select: stackSelect,
    orderBy: { updatedAt: "desc" },
  });
  return rows.map(summaryOf);
}

/** The user's most recently changed stacks, for the dashboard. */
export function getRecentStacks(userId: string, take: number) {
  return db().stack.findMany({
    where: { userId },
    orderBy: { updatedAt: "desc" },
    take,
    select: { id: true, name: true, isPublished: true, updatedAt: true, _count: { select: { items: true } } },
  });
}

export interface StackView extends SavedStackSummary {
  isOwner: boolean;
  /** "Priya S." — never the email; only for published stacks or the owner. */
  ownerDisplayName: string;
  likeCount: number;
  likedByViewer: boolean;
}

/**
 * A stack as `viewerId` may see it: the owner always; anyone else only when published, and never
 * its private notes (issue 15, item 3: the API and the page data both come from here).
 */
export async function getStackView(id: string, viewerId: string | null): Promise<StackView | null> {
  const row = await db().stack.findUnique({
    where: { id },
    select: {
      ...stackSelect,
      user: { select: { firstName: true, lastName: true } },
      _count: { select: { likes: true } },
      likes: viewerId ? { where: { userId: viewerId }, select: { userId: true } } : false,
    },
  });
  if (!row) return null;
  const isOwner = viewerId !== null && row.userId === viewerId;
  if (!isOwner && !row.isPublished) return null;
  return {
    ...summaryOf(row),
    notes: isOwner ? row.notes : null,
    isOwner,
    ownerDisplayName: publicDisplayName(row.user.firstName, row.user.lastName),
    likeCount: row._count.likes,
    likedByViewer: Array.isArray(row.likes) && row.likes.length > 0,
  };
}

export interface CommunityCard {
  id: string;
  title: string;
  description: string | null;
  goal: SupplementCategory | null;
  ownerDisplayName: string;
  publishedAt: string;
  likeCount: number;
  items: { id: string; name: string; brand: string; quantity: number }[];
  monthlyCostPence: number;
  /** Items without a price, left out of the monthly cost. */
  unpricedCount: number;
  includesSamplePrices: boolean;
  riskLevel: RiskLevel;
  /** "partial" when a product's label could not be checked in full: the card then says "Not fully checked". */
  completeness: "complete" | "partial";
}

export interface CommunityPage {
  cards: CommunityCard[];
  total: number;
  page: number;
  pageCount: number;
}

export interface CommunityQuery {
  goal?: SupplementCategory;
  sort: "liked" | "newest" | "cheapest";
  page: number;
}

function publishedStacks(goal: SupplementCategory | undefined) {
  return db().stack.findMany({
    where: { isPublished: true, ...(goal ? { goal } : {}) },
    select: {
      id: true,
      publishedTitle: true,
      name: true,
      publishedDescription: true,
      goal: true,
      publishedAt: true,
      user: { select: { firstName: true, lastName: true } },
      _count: { select: { likes: true } },
      items: { select: itemSelect },
    },
  });
}

type PublishedStackRow = Awaited<ReturnType<typeof publishedStacks>>[number];
type InteractionEngine = Awaited<ReturnType<typeof interactionEngine>>;

async function communityCardOf(
  row: PublishedStackRow,
  products: ReadonlyMap<string, StackProduct>,
  engine: InteractionEngine,
): Promise<CommunityCard> {
  const items = byPosition(row.items);
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
    id: row.id,
    title: row.publishedTitle ?? row.name,
    description: row.publishedDescription,
    goal: row.goal,
    ownerDisplayName: publicDisplayName(row.user.firstName, row.user.lastName),
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    likeCount: row._count.likes,
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

const byNewest = (a: CommunityCard, b: CommunityCard) =>
  b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);

const COMMUNITY_SORTS = {
  liked: (a: CommunityCard, b: CommunityCard) => b.likeCount - a.likeCount || byNewest(a, b),
  newest: byNewest,
  cheapest: (a: CommunityCard, b: CommunityCard) => a.monthlyCostPence - b.monthlyCostPence || byNewest(a, b),
} as const;

/** Published stacks filtered by goal, sorted by likes, newest or monthly cost, a page at a time. */
export async function listCommunityStacks(query: CommunityQuery): Promise<CommunityPage> {
  const rows = await publishedStacks(query.goal);
  const products = await loadStackProducts(rows.flatMap((row) => row.items.map((item) => item.supplementId)));
  const engine = await interactionEngine();
  const cards = await Promise.all(rows.map((row) => communityCardOf(row, products, engine)));
  cards.sort(COMMUNITY_SORTS[query.sort]);
  const pageCount = Math.max(1, Math.ceil(cards.length / COMMUNITY_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    cards: cards.slice((page - 1) * COMMUNITY_PAGE_SIZE, page * COMMUNITY_PAGE_SIZE),
    total: cards.length,
    page,
    pageCount,
  };
}
