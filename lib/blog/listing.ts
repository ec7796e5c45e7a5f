import { slug as githubSlug } from "github-slugger";
import { z } from "zod";

const BLOG_PAGE_SIZE = 9;
const RELATED_POSTS = 3;

export type ListedPost = {
  slug: string;
  tags: readonly string[];
  datePublished: Date;
  dateModified?: Date;
  editorialOrder?: number;
  title: string;
};

// The slug only keeps the order total: tests/unit/blog/articles.test.ts fails when shipped articles reach it.
export function compareNewestFirst(a: ListedPost, b: ListedPost): number {
  return (
    b.datePublished.getTime() - a.datePublished.getTime() ||
    (b.dateModified ?? b.datePublished).getTime() - (a.dateModified ?? a.datePublished).getTime() ||
    (a.editorialOrder ?? Number.MAX_SAFE_INTEGER) - (b.editorialOrder ?? Number.MAX_SAFE_INTEGER) ||
    a.slug.localeCompare(b.slug)
  );
}

export function tagSlug(tag: string): string {
  return githubSlug(tag.trim());
}

export type TagSummary = { slug: string; label: string; count: number };

export function tagSummaries(posts: readonly ListedPost[]): TagSummary[] {
  const bySlug = new Map<string, TagSummary>();
  for (const post of posts) {
    for (const slug of new Set(post.tags.map(tagSlug))) {
      const label = post.tags.find((tag) => tagSlug(tag) === slug) ?? slug;
      const summary = bySlug.get(slug) ?? { slug, label, count: 0 };
      summary.count += 1;
      bySlug.set(slug, summary);
    }
  }
  return [...bySlug.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en-GB"));
}

export function hasTag(post: ListedPost, slug: string): boolean {
  return post.tags.some((tag) => tagSlug(tag) === slug);
}

/** A repeated query key arrives as an array: its first value counts. */
function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}

const firstValue = z.preprocess(firstOf, z.string().optional().catch(undefined));

const blogIndexQuerySchema = z.object({
  tag: firstValue,
  page: firstValue,
});

export type BlogIndexParams = { tag: string | null; page: number };

// The page is clamped to the last page later, once the count is known (paginate).
export function parseBlogIndexParams(
  searchParams: Record<string, string | string[] | undefined>,
  knownTags: ReadonlySet<string>,
): BlogIndexParams {
  const query = blogIndexQuerySchema.parse(searchParams);
  const tag =
    query.tag !== undefined && knownTags.has(query.tag.trim().toLowerCase())
      ? query.tag.trim().toLowerCase()
      : null;
  const page =
    query.page !== undefined && /^\d{1,6}$/.test(query.page.trim())
      ? Math.max(1, Number(query.page.trim()))
      : 1;
  return { tag, page };
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

export function paginate<T>(items: readonly T[], page: number, pageSize = BLOG_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    total: items.length,
  };
}

// Page 1 and no tag are left out, so each page has one URL.
export function blogIndexHref({ tag, page }: BlogIndexParams): string {
  const query = new URLSearchParams();
  if (tag) query.set("tag", tag);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : "/blog";
}

export function relatedPosts<T extends ListedPost>(
  post: ListedPost,
  all: readonly T[],
  limit = RELATED_POSTS,
): T[] {
  const own = new Set(post.tags.map(tagSlug));
  return all
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: new Set(other.tags.map(tagSlug).filter((tag) => own.has(tag))).size }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || compareNewestFirst(a.other, b.other))
    .slice(0, limit)
    .map(({ other }) => other);
}
