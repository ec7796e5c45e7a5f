// /sitemap.xml – every public page, product, article and published stack; per request, as products change with imports
import type { MetadataRoute } from "next";

import { allBlogPosts } from "@/lib/blog/posts";
import { SUPPLEMENT_CATEGORIES } from "@/lib/catalogue/search-params";
import { serverEnv } from "@/lib/env";
import { listPublishedStacksForSitemap, listSupplementsForSitemap } from "@/lib/seo/queries";
import { sitemapEntries } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [supplements, stacks] = await Promise.all([
    listSupplementsForSitemap(),
    listPublishedStacksForSitemap(),
  ]);
  return sitemapEntries({
    siteUrl: serverEnv().SITE_URL,
    categories: SUPPLEMENT_CATEGORIES,
    supplements,
    stacks,
    posts: allBlogPosts(),
  });
}
