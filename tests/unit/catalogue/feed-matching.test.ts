// Matching feed rows to products: GTIN first, then an admin's decision, then exact brand + name
// (+ stated pack size); everything else waits for an admin with suggestions.
import type { FeedRow } from "@/lib/catalogue/feed-formats";
import { createFeedMatcher, normaliseName, type MatchableProduct } from "@/lib/catalogue/feed-matching";

const product = (
  id: string,
  name: string,
  brand: string,
  unitsPerPack: number,
  gtin: string | null = null,
) => ({
  id,
  name,
  brand,
  unitsPerPack,
  gtin,
});

const PRODUCTS: MatchableProduct[] = [
  product("bk-30", "Bio-Kult Everyday Gut Health Capsules", "Bio-Kult", 30),
  product("bk-60", "Bio-Kult Everyday Gut Health Capsules", "Bio-Kult", 60),
  product("bk-120", "Bio-Kult Everyday Gut Health Capsules", "Bio-Kult", 120, "05036954000112"),
  product("berocca", "Berocca Orange Effervescent Tablets", "Berocca", 30),
  product("vitd", "Ultra Vitamin D 1000 IU", "Vitabiotics", 96),
];

const row = (overrides: Partial<FeedRow>): FeedRow => ({
  line: 2,
  itemId: "item-1",
  title: "Berocca Orange Effervescent Tablets",
  brand: "Berocca",
  gtin: null,
  mpn: null,
  url: "https://shop.example.co.uk/p",
  pricePence: 750,
  inStock: true,
  packSize: null,
  imageUrl: null,
  retailer: null,
  ...overrides,
});

const match = createFeedMatcher(PRODUCTS);

describe("normaliseName", () => {
  it("ignores case, accents, spacing and punctuation", () => {
    expect(normaliseName("  Bio-Kult  Everyday, Gut Health ")).toBe("bio kult everyday gut health");
    expect(normaliseName("Café Crème")).toBe("cafe creme");
  });
});

describe("createFeedMatcher", () => {
  it("matches by GTIN before anything else", () => {
    expect(match(row({ title: "Something else", brand: null, gtin: "05036954000112" }), undefined)).toEqual({
      kind: "matched",
      supplementId: "bk-120",
      by: "gtin",
    });
  });

  it("matches an exact brand and name, ignoring case and punctuation, with or without the brand in the title", () => {
    expect(match(row({ title: "BEROCCA orange effervescent-tablets", brand: "berocca" }), undefined)).toEqual(
      {
        kind: "matched",
        supplementId: "berocca",
        by: "name",
      },
    );
    expect(
      match(row({ title: "Vitabiotics Ultra Vitamin D 1000 IU", brand: "Vitabiotics" }), undefined),
    ).toMatchObject({
      supplementId: "vitd",
    });
  });

  it("uses the stated pack size to tell packs of one line apart, and never guesses without it", () => {
    const bioKult = { title: "Bio-Kult Everyday Gut Health Capsules", brand: "Bio-Kult" };
    expect(match(row({ ...bioKult, packSize: 60 }), undefined)).toEqual({
      kind: "matched",
      supplementId: "bk-60",
      by: "name",
    });
    expect(match(row(bioKult), undefined)).toEqual({
      kind: "pending",
      candidateIds: ["bk-30", "bk-60", "bk-120"],
    });
  });

  it("keeps a row pending when its pack size is not the product's, or its GTIN is another's", () => {
    expect(match(row({ packSize: 15 }), undefined).kind).toBe("pending");
    const otherGtin = row({
      title: "Bio-Kult Everyday Gut Health Capsules",
      brand: "Bio-Kult",
      packSize: 120,
      gtin: "05000000000007",
    });
    expect(match(otherGtin, undefined).kind).toBe("pending");
  });

  it("sends near names to an admin with suggestions, never matching them", () => {
    const near = match(row({ title: "Berocca Orange 30 Effervescent Tablets" }), undefined);
    expect(near).toEqual({ kind: "pending", candidateIds: ["berocca"] });
    expect(match(row({ brand: null }), undefined).kind).toBe("pending");
  });

  it("follows the admin's earlier decision for the same item", () => {
    const unknown = row({ title: "Gut capsules 60", brand: "Bio-Kult" });
    expect(match(unknown, { status: "matched", supplementId: "bk-60" })).toEqual({
      kind: "matched",
      supplementId: "bk-60",
      by: "admin",
    });
    expect(match(unknown, { status: "ignored", supplementId: null })).toEqual({ kind: "ignored" });
  });
});
