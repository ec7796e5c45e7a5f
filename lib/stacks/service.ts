// Saved stacks over PostgreSQL: the owner's CRUD with optimistic versions (two tabs never lose an
// item silently: a stale version is 409 CONFLICT), publishing, likes and the community listing.
// Every write is scoped to the session user; a private stack of someone else does not exist (404),
// a published one is readable by all but writable only by its owner (403).
import "server-only";
import { publicDisplayName } from "../format/names";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { interactionEngine } from "../interactions/server-engine";
import type { RiskLevel } from "../interactions/types";
import { stackTotals } from "./costs";
import { STACK_CONFLICT_MESSAGE, STACK_NAME_MAX } from "./limits";
import { costOf, loadStackProducts } from "./products";
import {
  COMMUNITY_PAGE_SIZE,
  type CreateStackInput,
  type StackItemInput,
  type UpdateStackInput,
} from "./schemas";
import { type OptimalTiming, type SupplementCategory } from "@/lib/catalogue/values";

const itemSelect = { supplementId: true, quantity: true, timing: true, position: true } as const;

export interface SavedStackSummary {
  id: string;
  name: string;
  goal: SupplementCategory | null;
  notes: string | null;
  version: number;
  isPublished: boolean;
  publishedTitle: string | null;
  publishedDescription: string | null;
  publishedAt: string | null;
  updatedAt: string;
  items: { supplementId: string; quantity: number; timing: OptimalTiming | null }[];
}

/** The database row a summary is made from: dates as Dates, items with their position. */
type StackRow = Omit<SavedStackSummary, "publishedAt" | "updatedAt" | "items"> & {
  publishedAt: Date | null;
  updatedAt: Date;
  items: (SavedStackSummary["items"][number] & { position: number })[];
};

function summaryOf(row: StackRow): SavedStackSummary {
  return {
    id: row.id,
    name: row.name,
    goal: row.goal,
    notes: row.notes,
    version: row.version,
    isPublished: row.isPublished,
    publishedTitle: row.publishedTitle,
    publishedDescription: row.publishedDescription,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    items: [...row.items]
      .sort((a, b) => a.position - b.position)
      .map(({ supplementId, quantity, timing }) => ({ supplementId, quantity, timing })),
  };
}

const stackSelect = {
  id: true,
  name: true,
  goal: true,
  notes: true,
  version: true,
  isPublished: true,
  publishedTitle: true,
  publishedDescription: true,
  publishedAt: true,
  updatedAt: true,
  userId: true,
  items: { select: itemSelect },
} as const;

async function assertProductsExist(items: readonly StackItemInput[]): Promise<void> {
  const ids = items.map((item) => item.supplementId);
  const found = new Set(
    (await db().supplement.findMany({ where: { id: { in: ids } }, select: { id: true } })).map(
      (row) => row.id,
    ),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing)
    throw new AppError("SUPPLEMENT_NOT_FOUND", `Supplement ${missing} not found`, {
      details: { supplementId: missing },
    });
}

const itemRows = (items: readonly StackItemInput[]) =>
  items.map((item, position) => ({
    supplementId: item.supplementId,
    quantity: item.quantity,
    timing: item.timing ?? null,
    position,
  }));

/** The stack if the user may write it: 404 when they cannot see it, 403 when it is someone else's published stack. */
async function ownedStack(userId: string, id: string) {
  const stack = await db().stack.findUnique({
    where: { id },
    select: { userId: true, isPublished: true, version: true },
  });
  if (!stack || (stack.userId !== userId && !stack.isPublished))
    throw AppError.notFound("NOT_FOUND", `Stack ${id} not found`);
  if (stack.userId !== userId) throw AppError.forbidden(`Stack ${id} belongs to someone else`);
  return stack;
}

export async function listMyStacks(userId: string): Promise<SavedStackSummary[]> {
  const rows = await db().stack.findMany({
    where: { userId },
    select: stackSelect,
    orderBy: { updatedAt: "desc" },
  });
  return rows.map(summaryOf);
}

export async function createStack(userId: string, input: CreateStackInput): Promise<SavedStackSummary> {
  await assertProductsExist(input.items);
  const row = await db().stack.create({
    data: {
      userId,
      name: input.name,
      goal: input.goal ?? null,
      notes: input.notes || null,
      items: { create: itemRows(input.items) },
    },
    select: stackSelect,
  });
  return summaryOf(row);
}

/**
 * Applies an edit made from `input.version`. The version check and the write happen in one
 * transaction (the conditional update claims the row), so two tabs saving at once cannot both win.
 */
export async function updateStack(
  userId: string,
  id: string,
  input: UpdateStackInput,
): Promise<SavedStackSummary> {
  await ownedStack(userId, id);
  if (input.items) await assertProductsExist(input.items);
  return db().$transaction(async (tx) => {
    const claimed = await tx.stack.updateMany({
      where: { id, userId, version: input.version },
      data: {
        version: { increment: 1 },
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.goal !== undefined ? { goal: input.goal } : {}),
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      },
    });
    if (claimed.count !== 1) {
      throw new AppError("CONFLICT", STACK_CONFLICT_MESSAGE, {
        details: { formErrors: [STACK_CONFLICT_MESSAGE] },
      });
    }
    if (input.items) {
      await tx.stackItem.deleteMany({ where: { stackId: id } });
      await tx.stackItem.createMany({ data: itemRows(input.items).map((row) => ({ ...row, stackId: id })) });
    }
    return summaryOf(await tx.stack.findUniqueOrThrow({ where: { id }, select: stackSelect }));
  });
}

export async function deleteStack(userId: string, id: string): Promise<void> {
  await ownedStack(userId, id);
  await db().stack.deleteMany({ where: { id, userId } });
}

export async function duplicateStack(userId: string, id: string): Promise<SavedStackSummary> {
  await ownedStack(userId, id);
  const source = await db().stack.findUniqueOrThrow({ where: { id }, select: stackSelect });
  const row = await db().stack.create({
    data: {
      userId,
      name: `Copy of ${source.name}`.slice(0, STACK_NAME_MAX),
      goal: source.goal,
      notes: source.notes,
      items: {
        create: [...source.items]
          .sort((a, b) => a.position - b.position)
          .map(({ supplementId, quantity, timing, position }) => ({
            supplementId,
            quantity,
            timing,
            position,
          })),
      },
    },
    select: stackSelect,
  });
  return summaryOf(row);
}

export async function publishStack(
  userId: string,
  id: string,
  input: { title: string; goal?: SupplementCategory | null; description?: string | null },
): Promise<SavedStackSummary> {
  await ownedStack(userId, id);
  const row = await db().stack.update({
    where: { id },
    data: {
      isPublished: true,
      publishedTitle: input.title,
      publishedDescription: input.description || null,
      publishedAt: new Date(),
      ...(input.goal !== undefined ? { goal: input.goal } : {}),
      version: { increment: 1 },
    },
    select: stackSelect,
  });
  return summaryOf(row);
}

export async function unpublishStack(userId: string, id: string): Promise<SavedStackSummary> {
  await ownedStack(userId, id);
  const row = await db().stack.update({
    where: { id },
    data: { isPublished: false, publishedAt: null, version: { increment: 1 } },
    select: stackSelect,
  });
  return summaryOf(row);
}

/** Likes a published stack (idempotent) or removes the like; answers the state and the count. */
export async function setLike(
  userId: string,
  id: string,
  liked: boolean,
): Promise<{ liked: boolean; likeCount: number }> {
  const stack = await db().stack.findUnique({ where: { id }, select: { isPublished: true } });
  if (!stack?.isPublished) throw AppError.notFound("NOT_FOUND", `Stack ${id} not found`);
  if (liked) await db().stackLike.createMany({ data: [{ stackId: id, userId }], skipDuplicates: true });
  else await db().stackLike.deleteMany({ where: { stackId: id, userId } });
  return { liked, likeCount: await db().stackLike.count({ where: { stackId: id } }) };
}

// --- Reading a stack for its page and for the community ----------------------------------------

export interface StackView extends SavedStackSummary {
  isOwner: boolean;
  /** "Priya S." — never the email; only for published stacks or the owner. */
  ownerDisplayName: string;
  likeCount: number;
  likedByViewer: boolean;
}

/** A stack as `viewerId` may see it: the owner always; anyone else only when published. */
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
}

export interface CommunityPage {
  cards: CommunityCard[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * Published stacks filtered by goal, sorted by likes, newest or monthly cost, a page at a time.
 * Costs and risk levels are computed from the catalogue and the engine (never stored), so they
 * follow price imports and knowledge-base updates.
 */
export async function listCommunityStacks(query: {
  goal?: SupplementCategory;
  sort: "liked" | "newest" | "cheapest";
  page: number;
}): Promise<CommunityPage> {
  const rows = await db().stack.findMany({
    where: { isPublished: true, ...(query.goal ? { goal: query.goal } : {}) },
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
  const products = await loadStackProducts(rows.flatMap((row) => row.items.map((item) => item.supplementId)));
  const engine = await interactionEngine();

  const cards = await Promise.all(
    rows.map(async (row): Promise<CommunityCard> => {
      const items = [...row.items].sort((a, b) => a.position - b.position);
      const costs = items.map((item) =>
        products.get(item.supplementId) ? costOf(products.get(item.supplementId)!, item.quantity) : null,
      );
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
        includesSamplePrices: items.some(
          (item) => products.get(item.supplementId)?.offer?.source === "sample",
        ),
        riskLevel: analysis.riskAssessment.overallRiskLevel,
      };
    }),
  );

  const byNewest = (a: CommunityCard, b: CommunityCard) =>
    b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);
  const sorters = {
    liked: (a: CommunityCard, b: CommunityCard) => b.likeCount - a.likeCount || byNewest(a, b),
    newest: byNewest,
    cheapest: (a: CommunityCard, b: CommunityCard) =>
      a.monthlyCostPence - b.monthlyCostPence || byNewest(a, b),
  } as const;
  cards.sort(sorters[query.sort]);
  const pageCount = Math.max(1, Math.ceil(cards.length / COMMUNITY_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    cards: cards.slice((page - 1) * COMMUNITY_PAGE_SIZE, page * COMMUNITY_PAGE_SIZE),
    total: cards.length,
    page,
    pageCount,
  };
}
