import { DISALLOWED_PATHS, robotsRules } from "@/lib/seo/robots";
import { sitemapEntries, STATIC_SITEMAP_PATHS } from "@/lib/seo/sitemap";

const SITE = "https://stack.example.co.uk";

describe("robotsRules", () => {
  it("allows the site and disallows account, sign-in, API and debug paths", () => {
    const robots = robotsRules(SITE);
    expect(robots.sitemap).toBe("https://stack.example.co.uk/sitemap.xml");
    const [rule] = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
    expect(rule).toMatchObject({
      userAgent: "*",
      allow: "/",
      disallow: expect.arrayContaining([
        "/dashboard",
        "/profile",
        "/login",
        "/signup",
        "/api/",
        "/dev/",
        "/auth-debug",
        "/my-stacks",
      ]) as unknown,
    });
  });

  it("never disallows a public page", () => {
    for (const path of [...STATIC_SITEMAP_PATHS, "/blog", "/supplement/x", "/stack/x"]) {
      expect(DISALLOWED_PATHS.filter((disallowed) => path.startsWith(disallowed))).toEqual([]);
    }
  });
});

describe("sitemapEntries", () => {
  const entries = sitemapEntries({
    siteUrl: SITE,
    categories: ["energy", "sleep"],
    supplements: [{ slug: "solgar-vitamin-d3-100", updatedAt: new Date("2026-05-01T00:00:00Z") }],
    posts: [
      { slug: "older", dateModified: new Date("2026-01-01T00:00:00Z") },
      { slug: "newer", dateModified: new Date("2026-03-01T00:00:00Z") },
    ],
    stacks: [{ id: "stack-1", updatedAt: new Date("2026-04-01T00:00:00Z") }],
  });
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));

  it("lists the fixed pages, categories, blog, articles, products and published stacks with absolute URLs", () => {
    expect(entries.every((entry) => entry.url.startsWith(`${SITE}/`))).toBe(true);
    for (const path of [
      "/",
      "/browse",
      "/interactions",
      "/accuracy",
      "/community-stacks",
      "/privacy-policy",
      "/cookie-policy",
      "/terms-of-service",
      "/medical-disclaimer",
      "/gdpr",
      "/contact",
    ]) {
      expect(byUrl.has(new URL(path, SITE).toString())).toBe(true);
    }
    expect(byUrl.has(`${SITE}/browse?category=energy`)).toBe(true);
    expect(byUrl.has(`${SITE}/browse?category=sleep`)).toBe(true);
    expect(byUrl.get(`${SITE}/supplement/solgar-vitamin-d3-100`)?.lastModified).toEqual(
      new Date("2026-05-01T00:00:00Z"),
    );
    expect(byUrl.get(`${SITE}/stack/stack-1`)?.lastModified).toEqual(new Date("2026-04-01T00:00:00Z"));
    expect(byUrl.get(`${SITE}/blog/older`)?.lastModified).toEqual(new Date("2026-01-01T00:00:00Z"));
  });

  it("dates the blog index by its newest article", () => {
    expect(byUrl.get(`${SITE}/blog`)?.lastModified).toEqual(new Date("2026-03-01T00:00:00Z"));
  });

  it("lists each URL once", () => {
    expect(byUrl.size).toBe(entries.length);
  });
});
