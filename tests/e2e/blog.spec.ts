// The blog and the site's SEO files in a real browser, against the production build and the seeded
// catalogue: a visitor lands on an article from a search engine, reads it, follows a product card
// into the catalogue and adds the product to their stack.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { gotoWithConsentBanner } from "./support/consent";

const ARTICLE = "vitamin-d3-winter-essential";
const BLOG_DIR = path.join(__dirname, "..", "..", "content", "blog");
const ARTICLE_SLUGS = readdirSync(BLOG_DIR)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => file.replace(/\.mdx$/, ""));

/** The article's front-matter title, so the test follows the content rather than copying it. */
function frontMatterTitle(slug: string): string {
  const source = readFileSync(path.join(BLOG_DIR, `${slug}.mdx`), "utf8");
  const match = /^title:\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|(.+))\s*$/m.exec(source);
  const title = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!title) throw new Error(`no title in ${slug}.mdx`);
  return title.replace(/\\"/g, '"').trim();
}

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe("an article", () => {
  test("opens from its URL with title, metadata, structured data, contents and FAQ", async ({ page }) => {
    const title = frontMatterTitle(ARTICLE);
    const response = await page.goto(`/blog/${ARTICLE}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Smart Supplement Stack Builder UK`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/blog/${ARTICLE}$`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();

    const data = await structuredData(page);
    const article = data.find((block) => block["@type"] === "Article");
    expect(article).toMatchObject({
      headline: title,
      author: { "@type": "Person" },
      publisher: { "@type": "Organization" },
    });
    expect(String((article?.image as string[])[0])).toMatch(
      new RegExp(`^https?://[^/]+/blog/covers/${ARTICLE}\\.svg$`),
    );
    const faqPage = data.find((block) => block["@type"] === "FAQPage") as
      { mainEntity: { name: string }[] } | undefined;
    expect(faqPage?.mainEntity.length).toBeGreaterThan(0);
    expect(data.find((block) => block["@type"] === "BreadcrumbList")).toBeDefined();

    // The FAQ block shows the same questions as the FAQPage data.
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    for (const question of faqPage?.mainEntity ?? []) {
      await expect(faq.getByText(question.name, { exact: true })).toBeVisible();
    }

    // Every table-of-contents link has its heading on the page.
    const toc = page.getByRole("navigation", { name: "On this page" });
    const anchors = await toc
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(anchors.length).toBeGreaterThan(2);
    for (const anchor of anchors) {
      await expect(page.locator(`h2[id="${anchor.slice(1)}"], h3[id="${anchor.slice(1)}"]`)).toHaveCount(1);
    }

    await expect(page.getByRole("complementary", { name: "Medical disclaimer" }).first()).toContainText(
      "999",
    );
    await expect(page.getByRole("img", { name: /./ }).first()).toBeVisible();
  });

  test("leads into the catalogue: a product card opens the supplement page, whose button adds it to the stack", async ({
    page,
  }) => {
    await page.goto(`/blog/${ARTICLE}`);
    // Product cards are the articles nested in the article's body (related articles sit outside it).
    const productCard = page.locator("article article").first();
    const card = productCard.getByRole("link");
    await expect(card).toHaveAttribute("href", /^\/supplement\//);
    const productName = (await card.textContent())?.trim() ?? "";
    expect(productName).not.toBe("");
    await expect(productCard.getByText("Sample price")).toBeVisible();

    await card.click();
    await expect(page).toHaveURL(/\/supplement\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
    await page.getByRole("button", { name: "Add to stack" }).click();
    await expect(page.getByRole("link", { name: /Current stack, 1 product/ })).toBeVisible();
  });

  test("adds a product to the stack from the article itself", async ({ page }) => {
    await page.goto(`/blog/${ARTICLE}`);
    await page.getByRole("button", { name: "Add to stack" }).first().click();
    await expect(page.getByText("Added to your stack", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Current stack, 1 product/ })).toBeVisible();
  });

  test("answers 404 for an unknown or malformed article", async ({ page }) => {
    for (const slug of ["no-such-article", "Not_A_Slug"]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    }
  });
});

test.describe("the blog index", () => {
  test.use({ javaScriptEnabled: false });

  test("lists articles nine a page, filters by tag and clamps bad parameters, without JavaScript", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(Math.min(9, ARTICLE_SLUGS.length));

    if (ARTICLE_SLUGS.length > 9) {
      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      await expect(cards).toHaveCount(ARTICLE_SLUGS.length - 9);
    }

    await page.goto("/blog?page=999&tag=no-such-tag");
    await expect(cards.first()).toBeVisible();
    await page.goto("/blog?page=-1");
    await expect(cards).toHaveCount(Math.min(9, ARTICLE_SLUGS.length));

    const filter = page.getByRole("navigation", { name: "Filter articles by tag" });
    const firstTag = filter.getByRole("link").nth(1);
    const tagHref = (await firstTag.getAttribute("href")) ?? "";
    const tag = new URLSearchParams(tagHref.split("?")[1]).get("tag") ?? "";
    await firstTag.click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?tag=${tag}$`));
    await expect(
      filter.getByRole("link", { name: /./ }).and(page.locator('[aria-current="page"]')),
    ).toHaveCount(1);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(
        cards.nth(index).getByRole("list", { name: "Tags" }).locator(`a[href="/blog?tag=${tag}"]`),
      ).toHaveCount(1);
    }
  });
});

test.describe("SEO files", () => {
  test("the sitemap lists every article and the catalogue's products", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const slug of ARTICLE_SLUGS) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/blog/${slug}</loc>`));
    }
    // Products by their readable slug (brand, name and pack size), never by id.
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/supplement\/[a-z0-9]+(-[a-z0-9]+)+<\/loc>/);
    expect(xml).not.toMatch(/<loc>https?:\/\/[^<]+\/supplement\/[0-9a-f]{8}-[0-9a-f-]{27}<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/browse\?category=energy<\/loc>/);
  });

  test("robots.txt disallows private paths and names the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    for (const disallowed of [
      "/dashboard",
      "/profile",
      "/settings",
      "/my-stacks",
      "/login",
      "/signup",
      "/api/",
      "/dev/",
      "/auth-debug",
    ]) {
      expect(text).toContain(`Disallow: ${disallowed}\n`);
    }
    expect(text).toMatch(/Allow: \/\n/);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test("the feed, manifest and icons are served", async ({ request }) => {
    const rss = await request.get("/blog/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    expect(await rss.text()).toContain(`/blog/${ARTICLE}</link>`);
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest.theme_color).toBe("#10b981");
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status()).toBe(200);
    }
    for (const file of ["/favicon.ico", "/icon.svg", "/apple-icon.png"]) {
      expect((await request.get(file)).status()).toBe(200);
    }
  });
});

test.describe("accessibility", () => {
  for (const url of ["/", "/blog", `/blog/${ARTICLE}`]) {
    test(`${url} has no serious or critical axe violations`, async ({ page }) => {
      await gotoWithConsentBanner(page, url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // An article's product cards stream in: scan them too.
      if (url.startsWith("/blog/")) await expect(page.locator("article article").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test("an article's social image is a PNG that chat apps can show", async ({ page }) => {
  await page.goto("/blog/vitamin-d3-winter-essential");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(/\/blog\/vitamin-d3-winter-essential\/opengraph-image/);
  const response = await page.request.get(new URL(image!).pathname + new URL(image!).search);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect((await page.request.get("/blog/no-such-article/opengraph-image")).status()).toBe(404);
});
