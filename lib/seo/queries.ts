import "server-only";

import { db } from "@/lib/db/prisma";

export type SitemapRecord = { id: string; updatedAt: Date };

// A product's other pack sizes redirect to its page (lib/catalogue/packs.ts), so only the page is listed.
export async function listSupplementsForSitemap(): Promise<{ slug: string; updatedAt: Date }[]> {
  return db().supplement.findMany({
    where: { packOfId: null },
    select: { slug: true, updatedAt: true },
    orderBy: { slug: "asc" },
  });
}

export async function listPublishedStacksForSitemap(): Promise<SitemapRecord[]> {
  return db().stack.findMany({
    where: { isPublished: true, hiddenAt: null },
    select: { id: true, updatedAt: true },
    orderBy: { id: "asc" },
  });
}
