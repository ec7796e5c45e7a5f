import type { OptimalTiming, SupplementCategory } from "../catalogue/values";

export const itemSelect = { supplementId: true, quantity: true, timing: true, position: true } as const;

export const stackSelect = {
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

type StackRow = Omit<SavedStackSummary, "publishedAt" | "updatedAt" | "items"> & {
  publishedAt: Date | null;
  updatedAt: Date;
  items: (SavedStackSummary["items"][number] & { position: number })[];
};

export function byPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

export function summaryOf(row: StackRow): SavedStackSummary {
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
    items: byPosition(row.items).map(({ supplementId, quantity, timing }) => ({
      supplementId,
      quantity,
      timing,
    })),
  };
}
