// /sitemap.xml and /robots.txt on a migrated, seeded database: every product (by id, dated by its last
// change), every article, published community stacks only, and the fixed public pages.
import { allBlogPosts } from "@/lib/blog/posts";
import { type Database } from "@/lib/db/prisma";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
let sitemap: () => Promise<{ url: string; lastModified?: string | Date }[]>;
let robots: () => { rules: unknown; sitemap?: string | string[] };

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  sitemap = (await import("@/app/sitemap")).default;
  robots = (await import("@/app/robots")).default;
});
afterAll(async () => {
  await scratch.drop();
});

async function createStack(name: string, isPublished: boolean): Promise<string> {
  const user = await prisma.user.upsert({
    where: { email: "sitemap-author@example.com" },
    update: {},
    create: {
      email: "sitemap-author@example.com",
      firstName: "Site",
      lastName: "Map",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2l0ZW1hcA$not-a-real-hash",
      termsAcceptedAt: new Date(),
      adultConfirmedAt: new Date(),
    },
  });
  const stack = await prisma.stack.create({
    data: {
      userId: user.id,
      name,
      isPublished,
      ...(isPublished ? { publishedTitle: name, publishedAt: new Date() } : {}),
    },
  });
  return stack.id;
}

describe("GET /sitemap.xml", () => {
  it("lists every supplement of the seeded catalogue at its slug URL with its last change", async () => {
    // A product's other pack sizes redirect to its page (lib/catalogue/packs.ts): only the page is listed.
    const supplements = await prisma.supplement.findMany({
      where: { packOfId: null },
      select: { slug: true, updatedAt: true },
    });
    expect(supplements.length).toBeGreaterThan(100);
    const entries = await sitemap();
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
    for (const supplement of supplements) {
      expect(byUrl.get(`${SITE}/supplement/${supplement.slug}`)?.lastModified).toEqual(supplement.updatedAt);
    }
  });

  it("lists every article, dated by its dateModified, and the blog index", async () => {
    const urls = new Map((await sitemap()).map((entry) => [entry.url, entry]));
    const posts = allBlogPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(urls.get(`${SITE}/blog/${post.slug}`)?.lastModified).toEqual(post.dateModified);
    }
    expect(urls.has(`${SITE}/blog`)).toBe(true);
  });

  it("lists the fixed public pages and each category's browse page", async () => {
    const urls = new Set((await sitemap()).map((entry) => entry.url));
    for (const path of [
      "/",
      "/browse",
      "/community-stacks",
      "/interactions",
      "/accuracy",
      "/privacy-policy",
      "/cookie-policy",
      "/terms-of-service",
      "/medical-disclaimer",
      "/gdpr",
      "/contact",
    ]) {
      expect(urls).toContain(new URL(path, SITE).toString());
    }
    for (const category of ["wellness", "focus", "performance", "energy", "immune", "sleep", "digestive"]) {
      expect(urls).toContain(`${SITE}/browse?category=${category}`);
    }
  });

  it("lists published community stacks and leaves private ones out", async () => {
    const published = await createStack("Winter basics", true);
    const privateStack = await createStack("My own", false);
    const urls = new Set((await sitemap()).map((entry) => entry.url));
    expect(urls).toContain(`${SITE}/stack/${published}`);
    expect(urls).not.toContain(`${SITE}/stack/${privateStack}`);
  });

  it("reads the database on each request: a new product appears without a rebuild", async () => {
    const template = await prisma.supplement.findFirstOrThrow({
      select: { brand: true, form: true, category: true, unitsPerPack: true, unitsPerServing: true },
    });
    const added = await prisma.supplement.create({
      data: { ...template, slug: "sitemap-test-product", name: "Sitemap Test Product" },
    });
    const urls = new Set((await sitemap()).map((entry) => entry.url));
    expect(urls).toContain(`${SITE}/supplement/sitemap-test-product`);
    expect(urls).not.toContain(`${SITE}/supplement/${added.id}`);
  });
});

describe("GET /robots.txt", () => {
  it("points to the sitemap", () => {
    expect(robots().sitemap).toBe(`${SITE}/sitemap.xml`);
  });
});
