/** @jest-environment node */
// The real articles in content/blog/ against the catalogue and public/: every product an article
// names exists (an unknown one would silently render nothing), every cover exists, and every
// article of the spec's route table is there. Reads the generated data, so `contentlayer2 build`
// must have run (npm run typecheck does it first).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { productReferences } from "@/lib/blog/mdx-references";
import { allBlogPosts } from "@/lib/blog/posts";
import { PRODUCTS } from "@/prisma/data/catalogue/products";

const ROOT = path.resolve(__dirname, "../../..");
const BLOG_DIR = path.join(ROOT, "content", "blog");
const PRODUCT_SLUGS = new Set(PRODUCTS.map((product) => product.slug));

/** docs/product-rules.md §2 route table, "Blog articles". */
const SPEC_ARTICLES = [
  "top-3-amazon-supplements",
  "vitamin-d3-winter-essential",
  "top-supplements-muscle-growth",
  "ai-powered-fitness-tracking",
  "ultimate-protein-guide",
  "15-minute-hiit-workouts",
  "magnesium-fitness-recovery",
  "progressive-overload",
  "pre-workout-nutrition",
  "science-of-rest-days",
  "creatine-complete-guide",
];

const files = readdirSync(BLOG_DIR).filter((file) => file.endsWith(".mdx"));

describe("content/blog", () => {
  it("has every article of the spec's route table", () => {
    expect(SPEC_ARTICLES.filter((slug) => !files.includes(`${slug}.mdx`))).toEqual([]);
  });

  it("names only products that are in the catalogue", () => {
    const unknown = files.flatMap((file) =>
      productReferences(readFileSync(path.join(BLOG_DIR, file), "utf8"))
        .filter((reference) => !PRODUCT_SLUGS.has(reference.id))
        .map((reference) => `${file}: <${reference.component} id="${reference.id}" />`),
    );
    expect(unknown).toEqual([]);
  });

  it("is what contentlayer generated, every article valid", () => {
    const posts = allBlogPosts();
    expect(posts.map((post) => `${post.slug}.mdx`).sort()).toEqual([...files].sort());
    for (const post of posts) {
      expect(post.body.code.length).toBeGreaterThan(0);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    }
  });

  it("has a cover image file for every article", () => {
    const missing = allBlogPosts()
      .map((post) => post.coverImage)
      .filter((cover) => !existsSync(path.join(ROOT, "public", cover)));
    expect(missing).toEqual([]);
  });

  it("lists articles newest first, by publication then update date-time", () => {
    const dates = allBlogPosts().map((post) => post.datePublished.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("dates every article from the commit that added it (git history: one commit, 22 Nov 2026 01:21:32 UTC)", () => {
    // `git log --follow -- content/blog/<file>` gives each article one commit, the same for all
    // eleven, and no later content change: the real published and updated date-time of each.
    for (const post of allBlogPosts()) {
      expect([post.slug, post.datePublished.toISOString(), post.dateModified.toISOString()]).toEqual([
        post.slug,
        "2026-11-22T01:21:32.000Z",
        "2026-11-22T01:21:32.000Z",
      ]);
    }
  });

  it("orders articles sharing a date-time by their editorialOrder, never by title", () => {
    // Every article that shares its date-times with another carries a distinct editorialOrder, so
    // the slug fallback of compareNewestFirst never decides.
    const posts = allBlogPosts();
    const key = (post: (typeof posts)[number]) =>
      `${post.datePublished.toISOString()}|${post.dateModified.toISOString()}`;
    for (const post of posts) {
      const ties = posts.filter((other) => key(other) === key(post));
      if (ties.length < 2) continue;
      expect([post.slug, typeof post.editorialOrder]).toEqual([post.slug, "number"]);
      expect(new Set(ties.map((other) => other.editorialOrder)).size).toBe(ties.length);
    }
    // The shipped order is the order docs/product-rules.md §2 lists the blog articles in.
    expect(posts.map((post) => post.slug)).toEqual(SPEC_ARTICLES);
  });
});
