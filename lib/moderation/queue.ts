import "server-only";

import { productPath } from "../catalogue/product-paths";
import { db } from "../db/prisma";
import { publicDisplayName } from "../format/names";
import type { ReportReason, ReportTarget } from "./schemas";

interface QueueReport {
  reason: ReportReason;
  note: string | null;
  reporter: string;
  createdAt: Date;
}

interface QueueAction {
  action: "hide" | "unhide" | "keep";
  reason: string;
  moderator: string;
  createdAt: Date;
}

export interface ModerationItem {
  target: ReportTarget;
  id: string;
  title: string;
  text: string | null;
  author: string;
  href: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  openReports: QueueReport[];
  history: QueueAction[];
}

/** Enough for a moderator's sitting; older items wait for the next page load. */
const QUEUE_LIMIT = 100;

type Person = { firstName: string; lastName: string };

const person = { select: { firstName: true, lastName: true } } as const;
const nameOf = (user: Person | null) =>
  user ? publicDisplayName(user.firstName, user.lastName) : "A former moderator";

const targetSelect = {
  hiddenAt: true,
  hiddenReason: true,
  user: person,
  reports: {
    where: { status: "open" },
    orderBy: { createdAt: "asc" },
    select: { reason: true, note: true, createdAt: true, reporter: person },
  },
  moderationActions: {
    orderBy: { createdAt: "desc" },
    take: 10,
    select: { action: true, reason: true, createdAt: true, moderator: person },
  },
} as const;

type TargetRow = {
  hiddenAt: Date | null;
  hiddenReason: string | null;
  user: Person;
  reports: { reason: ReportReason; note: string | null; createdAt: Date; reporter: Person }[];
  moderationActions: {
    action: QueueAction["action"];
    reason: string;
    createdAt: Date;
    moderator: Person | null;
  }[];
};

function itemOf(
  row: TargetRow,
  fields: Pick<ModerationItem, "target" | "id" | "title" | "text" | "href">,
): ModerationItem {
  return {
    ...fields,
    author: nameOf(row.user),
    hiddenAt: row.hiddenAt,
    hiddenReason: row.hiddenReason,
    openReports: row.reports.map(({ reporter, ...report }) => ({ ...report, reporter: nameOf(reporter) })),
    history: row.moderationActions.map(({ moderator, ...action }) => ({
      ...action,
      moderator: nameOf(moderator),
    })),
  };
}

/** Reported or hidden: what the moderation page lists, oldest open report first, then hidden items. */
export async function moderationQueue(): Promise<ModerationItem[]> {
  const needsAttention = {
    OR: [{ reports: { some: { status: "open" as const } } }, { hiddenAt: { not: null } }],
  };
  const [stacks, reviews] = await Promise.all([
    db().stack.findMany({
      where: needsAttention,
      take: QUEUE_LIMIT,
      orderBy: { updatedAt: "desc" },
      select: { ...targetSelect, id: true, name: true, publishedTitle: true, publishedDescription: true },
    }),
    db().review.findMany({
      where: needsAttention,
      take: QUEUE_LIMIT,
      orderBy: { updatedAt: "desc" },
      select: {
        ...targetSelect,
        id: true,
        rating: true,
        title: true,
        body: true,
        supplement: { select: { name: true, slug: true } },
      },
    }),
  ]);
  const items = [
    ...stacks.map((stack) =>
      itemOf(stack, {
        target: "stack",
        id: stack.id,
        title: stack.publishedTitle ?? stack.name,
        text: stack.publishedDescription,
        href: `/stack/${stack.id}`,
      }),
    ),
    ...reviews.map((review) =>
      itemOf(review, {
        target: "review",
        id: review.id,
        title: `${review.rating}/5 for ${review.supplement.name}${review.title ? `: ${review.title}` : ""}`,
        text: review.body,
        href: productPath(review.supplement.slug),
      }),
    ),
  ];
  const firstReport = (item: ModerationItem) =>
    item.openReports[0]?.createdAt.getTime() ?? Number.MAX_SAFE_INTEGER;
  return items.sort((a, b) => firstReport(a) - firstReport(b));
}
