// Pages without a trustworthy modification date carry no lastmod rather than an invented one.
import type { MetadataRoute } from "next";

import type { SupplementCategory } from "@/lib/db/generated/enums";

import { productPath } from "../catalogue/product-paths";
import { absoluteUrl } from "./site";

export const STATIC_SITEMAP_PATHS = [
  "/",
  "/browse",
  "/interactions",
  "/accuracy",
  "/recommendations",
  "/community-stacks",
  "/privacy-policy",
  "/cookie-policy",
  "/terms-of-service",
  "/medical-disclaimer",
  "/gdpr",
  "/contact",
] as const;

export type SitemapInput = {
  siteUrl: string;
  categories: readonly SupplementCategory[];
  supplements: readonly { slug: string; updatedAt: Date }[];
  posts: readonly { slug: string; dateModified: Date }[];
  stacks: readonly { id: string; updatedAt: Date }[];
};

export function sitemapEntries({
  siteUrl,
  categories,
  supplements,
  posts,
  stacks,
}: SitemapInput): MetadataRoute.Sitemap {
  const url = (path: string) => absoluteUrl(siteUrl, path);
  const newestPost = posts.reduce<Date | undefined>(
    (newest, post) => (newest === undefined || post.dateModified > newest ? post.dateModified : newest),
    undefined,
  );
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ url: url(path) })),
    ...categories.map((category) => ({ url: url(`/browse?category=${encodeURIComponent(category)}`) })),
    { url: url("/blog"), ...(newestPost ? { lastModified: newestPost } : {}) },
    ...posts.map((post) => ({ url: url(`/blog/${post.slug}`), lastModified: post.dateModified })),
    ...supplements.map((supplement) => ({
      url: url(productPath(supplement.slug)),
      lastModified: supplement.updatedAt,
    })),
    ...stacks.map((stack) => ({
      url: url(`/stack/${encodeURIComponent(stack.id)}`),
      lastModified: stack.updatedAt,
    })),
  ];
}
