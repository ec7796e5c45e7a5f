// The blog's server reads on a seeded database: the product cards' data (same cheapest offer as the
// supplement page) and the RSS route handler.
import { createSeededDatabase, type SeededDatabase } from "../support/database";

let scratch: SeededDatabase;

beforeAll(async () => {
  scratch = await createSeededDatabase();
});
afterAll(async () => {
  await scratch.drop();
});

describe("getProductCardBySlug", () => {
  it("gives the product's id, name, brand and the supplement page's cheapest offer", async () => {
    const { getProductCardBySlug } = await import("@/lib/catalogue/queries");
    const { getSupplementDetail } = await import("@/lib/catalogue/product-queries");
    const { cheapestOffer } = await import("@/lib/catalogue/pricing");
    const card = await getProductCardBySlug("vitabiotics-ultra-vitamin-d-1000-iu-96");
    expect(card).toMatchObject({ slug: "vitabiotics-ultra-vitamin-d-1000-iu-96", brand: "Vitabiotics" });
    const detail = await getSupplementDetail(card?.id ?? "");
    const cheapest = cheapestOffer(detail?.offers ?? []);
    expect(card?.cheapestOffer).toEqual({
      pricePence: cheapest?.pricePence,
      packSize: cheapest?.packSize,
      retailer: cheapest?.retailer,
      source: cheapest?.source,
      lastCheckedAt: cheapest?.lastCheckedAt,
    });
  });

  it("is null for a slug the catalogue does not have", async () => {
    const { getProductCardBySlug } = await import("@/lib/catalogue/queries");
    expect(await getProductCardBySlug("no-such-product")).toBeNull();
  });
});

describe("GET /blog/rss.xml", () => {
  it("answers an RSS 2.0 feed with every article", async () => {
    const { GET } = await import("@/app/(content)/blog/rss.xml/route");
    const { allBlogPosts } = await import("@/lib/blog/posts");
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    for (const post of allBlogPosts()) {
      expect(xml).toContain(`<link>http://localhost:3000/blog/${post.slug}</link>`);
    }
  });
});
