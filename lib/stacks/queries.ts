import "server-only";
import type { SupplementCategory } from "../catalogue/values";
import { db } from "../db/prisma";
import { publicDisplayName } from "../format/names";
import {
  communityBasis,
  communitySummarySchema,
  refreshCommunitySummaries,
  type CommunitySummary,
} from "./community-summary";
import { COMMUNITY_PAGE_SIZE } from "./schemas";
import { stackSelect, summaryOf, type SavedStackSummary } from "./stack-summary";

export async function listMyStacks(userId: string): Promise<SavedStackSummary[]> {
  const rows = await db().stack.findMany({
    where: { userId },
    select: stackSelect,
    orderBy: { updatedAt: "desc" },
  });
  return rows.map(summaryOf);
}

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
  /** "Priya S.": never the email. */
  ownerDisplayName: string;
  likeCount: number;
  likedByViewer: boolean;
  /** Only ever set for the owner: a hidden stack is not found by anyone else. */
  hiddenReason: string | null;
}

/** What a published stack is called when it somehow has no published title: never its private name. */
const UNTITLED_PUBLISHED_STACK = "Community stack";

// Anyone but the owner sees a published stack under its published title only: the private name and
// notes can carry health information.
export async function getStackView(id: string, viewerId: string | null): Promise<StackView | null> {
  const row = await db().stack.findUnique({
    where: { id },
    select: {
      ...stackSelect,
      hiddenAt: true,
      hiddenReason: true,
      user: { select: { firstName: true, lastName: true } },
      _count: { select: { likes: true } },
      likes: viewerId ? { where: { userId: viewerId }, select: { userId: true } } : false,
    },
  });
  if (!row) return null;
  const isOwner = viewerId !== null && row.userId === viewerId;
  if (!isOwner && (!row.isPublished || row.hiddenAt)) return null;
  const summary = summaryOf(row);
  return {
    ...summary,
    name: isOwner ? summary.name : (summary.publishedTitle ?? UNTITLED_PUBLISHED_STACK),
    notes: isOwner ? summary.notes : null,
    isOwner,
    ownerDisplayName: publicDisplayName(row.user.firstName, row.user.lastName),
    likeCount: row._count.likes,
    likedByViewer: Array.isArray(row.likes) && row.likes.length > 0,
    hiddenReason: row.hiddenAt ? (row.hiddenReason ?? "") : null,
  };
}

export interface CommunityCard extends CommunitySummary {
  id: string;
  title: string;
  description: string | null;
  goal: SupplementCategory | null;
  ownerDisplayName: string;
  publishedAt: string;
  likeCount: number;
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

const byNewest = [{ publishedAt: "desc" }, { id: "asc" }] as const;

const COMMUNITY_ORDER = {
  liked: [{ likes: { _count: "desc" } }, ...byNewest],
  newest: byNewest,
  cheapest: [{ communityCostPence: "asc" }, ...byNewest],
} as const;

export async function listCommunityStacks(query: CommunityQuery): Promise<CommunityPage> {
  const basis = await communityBasis();
  await refreshCommunitySummaries(basis);
  const where = {
    isPublished: true,
    hiddenAt: null,
    communityBasis: basis,
    ...(query.goal ? { goal: query.goal } : {}),
  };
  const total = await db().stack.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / COMMUNITY_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await db().stack.findMany({
    where,
    orderBy: [...COMMUNITY_ORDER[query.sort]],
    skip: (page - 1) * COMMUNITY_PAGE_SIZE,
    take: COMMUNITY_PAGE_SIZE,
    select: {
      id: true,
      publishedTitle: true,
      publishedDescription: true,
      goal: true,
      publishedAt: true,
      communitySummary: true,
      user: { select: { firstName: true, lastName: true } },
      _count: { select: { likes: true } },
    },
  });
  const cards = rows.map((row) => ({
    ...communitySummarySchema.parse(row.communitySummary),
    id: row.id,
    title: row.publishedTitle ?? UNTITLED_PUBLISHED_STACK,
    description: row.publishedDescription,
    goal: row.goal,
    ownerDisplayName: publicDisplayName(row.user.firstName, row.user.lastName),
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    likeCount: row._count.likes,
  }));
  return { cards, total, page, pageCount };
}
