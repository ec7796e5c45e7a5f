// Reads behind /sitemap.xml: every product and every published community stack, with when each last changed.
import "server-only";

import { db } from "@/lib/db/prisma";

export type SitemapRecord = { id: string; updatedAt: Date };

export async function listSupplementsForSitemap(): Promise<SitemapRecord[]> {
  return db().supplement.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } });
}

export async function listPublishedStacksForSitemap(): Promise<SitemapRecord[]> {
  return db().stack.findMany({
    where: { isPublished: true },
    select: { id: true, updatedAt: true },
    orderBy: { id: "asc" },
  });
}
