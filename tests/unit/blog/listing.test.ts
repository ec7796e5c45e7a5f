import {
  blogIndexHref,
  compareNewestFirst,
  hasTag,
  paginate,
  parseBlogIndexParams,
  relatedPosts,
  tagSlug,
  tagSummaries,
  type ListedPost,
} from "@/lib/blog/listing";

const post = (slug: string, tags: string[], day: number): ListedPost => ({
  slug,
  title: slug,
  tags,
  datePublished: new Date(Date.UTC(2026, 0, day)),
});

const posts = [
  post("vitamin-d", ["Vitamin D", "winter"], 1),
  post("magnesium", ["minerals", "recovery"], 2),
  post("creatine", ["strength", "recovery"], 3),
  post("rest-days", ["recovery", "training", "strength"], 4),
  post("hiit", ["training"], 5),
];

describe("tags", () => {
  it("slugs tags for URLs", () => {
    expect(tagSlug("Vitamin D")).toBe("vitamin-d");
    expect(tagSlug("  Pre-workout  ")).toBe("pre-workout");
  });

  it("summarises tags, most used first", () => {
    expect(tagSummaries(posts).slice(0, 3)).toEqual([
      { slug: "recovery", label: "recovery", count: 3 },
      { slug: "strength", label: "strength", count: 2 },
      { slug: "training", label: "training", count: 2 },
    ]);
    expect(tagSummaries(posts).find((tag) => tag.slug === "vitamin-d")).toEqual({
      slug: "vitamin-d",
      label: "Vitamin D",
      count: 1,
    });
  });

  it("matches a post by tag slug", () => {
    expect(hasTag(posts[0]!, "vitamin-d")).toBe(true);
    expect(hasTag(posts[0]!, "recovery")).toBe(false);
  });
});

describe("parseBlogIndexParams", () => {
  const known = new Set(["recovery", "vitamin-d"]);

  it("reads a known tag and a page", () => {
    expect(parseBlogIndexParams({ tag: "recovery", page: "2" }, known)).toEqual({ tag: "recovery", page: 2 });
    expect(parseBlogIndexParams({ tag: "Vitamin-D" }, known)).toEqual({ tag: "vitamin-d", page: 1 });
  });

  it.each([
    [{}, { tag: null, page: 1 }],
    [{ tag: "no-such-tag" }, { tag: null, page: 1 }],
    [{ page: "0" }, { tag: null, page: 1 }],
    [{ page: "-3" }, { tag: null, page: 1 }],
    [{ page: "2.5" }, { tag: null, page: 1 }],
    [{ page: "abc" }, { tag: null, page: 1 }],
    [{ page: "9".repeat(50) }, { tag: null, page: 1 }],
    [
      { tag: ["recovery", "vitamin-d"], page: ["3", "4"] },
      { tag: "recovery", page: 3 },
    ],
    [{ tag: "<script>" }, { tag: null, page: 1 }],
  ])("never fails on %j", (query, expected) => {
    expect(parseBlogIndexParams(query, known)).toEqual(expected);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 20 }, (_, index) => index);

  it("cuts pages of nine", () => {
    expect(paginate(items, 1)).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8],
      page: 1,
      pageCount: 3,
      total: 20,
    });
    expect(paginate(items, 3).items).toEqual([18, 19]);
  });

  it("clamps a page past the end to the last page", () => {
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
  });

  it("makes one empty page of nothing", () => {
    expect(paginate([], 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("blogIndexHref", () => {
  it("leaves out page 1 and no tag", () => {
    expect(blogIndexHref({ tag: null, page: 1 })).toBe("/blog");
    expect(blogIndexHref({ tag: "recovery", page: 1 })).toBe("/blog?tag=recovery");
    expect(blogIndexHref({ tag: "recovery", page: 2 })).toBe("/blog?tag=recovery&page=2");
    expect(blogIndexHref({ tag: null, page: 3 })).toBe("/blog?page=3");
  });
});

describe("compareNewestFirst", () => {
  const at = (iso: string) => new Date(iso);
  const listed = (slug: string, fields: Partial<ListedPost>): ListedPost => ({
    slug,
    title: slug,
    tags: [],
    datePublished: at("2026-11-22T01:00:00Z"),
    ...fields,
  });

  it("puts the later publication date-time first, even on the same day", () => {
    const morning = listed("a-morning", { datePublished: at("2026-11-22T09:00:00Z") });
    const evening = listed("z-evening", { datePublished: at("2026-11-22T18:00:00Z") });
    expect([morning, evening].sort(compareNewestFirst).map((post) => post.slug)).toEqual([
      "z-evening",
      "a-morning",
    ]);
  });

  it("then the later update, then the editorial order, and never the title", () => {
    const updated = listed("c", { dateModified: at("2026-11-23T00:00:00Z"), title: "Zebra" });
    const first = listed("b", { editorialOrder: 1, title: "Yak" });
    const second = listed("a", { editorialOrder: 2, title: "Aardvark" });
    expect([second, first, updated].sort(compareNewestFirst).map((post) => post.slug)).toEqual([
      "c",
      "b",
      "a",
    ]);
  });
});

describe("relatedPosts", () => {
  it("prefers more shared tags, then newer, and never the post itself", () => {
    const creatine = posts[2]!;
    expect(relatedPosts(creatine, posts).map((related) => related.slug)).toEqual(["rest-days", "magnesium"]);
  });

  it("leaves out posts with no tag in common and honours the limit", () => {
    expect(relatedPosts(posts[0]!, posts)).toEqual([]);
    expect(relatedPosts(posts[3]!, posts, 2).map((related) => related.slug)).toEqual(["creatine", "hiit"]);
  });
});
