// Which /browse addresses come from the page cache, and the keys they are cached under.
import {
  browseViewParams,
  cachedBrowsePath,
  cachedBrowseView,
  MAX_CACHED_PAGE,
} from "@/lib/catalogue/browse-views";

const view = (query: string) => cachedBrowseView(new URLSearchParams(query));

describe("cachedBrowseView", () => {
  it("caches the whole list and category and goal views in any sort, first pages only", () => {
    expect(view("")).toBe("all");
    expect(view("category=immune")).toBe("category.immune");
    expect(view("category=wellness&goal=heart&sort=price_per_day&page=2")).toBe(
      "category.wellness~goal.heart~sort.price_per_day~page.2",
    );
    expect(view(`page=${MAX_CACHED_PAGE}`)).toBe(`page.${MAX_CACHED_PAGE}`);
  });

  it("keys an address by what the page shows, so spellings of one view share an entry", () => {
    // Defaults and values the page ignores fall away, as they do on the page itself.
    expect(view("sort=name&page=1")).toBe("all");
    expect(view("page=2&category=immune")).toBe("category.immune~page.2");
    expect(view("category=not-a-category")).toBe("all");
    expect(view("sort=relevance")).toBe("all");
  });

  it("renders per request anything else: searches, other filters, deep pages, repeated names", () => {
    for (const query of [
      "q=magnesium",
      "vegan=1",
      "form=capsule",
      "ingredient=zinc",
      "minPrice=2",
      "inStock=1",
      `page=${MAX_CACHED_PAGE + 1}`,
      "category=immune&category=focus",
      "utm_source=newsletter",
    ]) {
      expect([query, view(query)]).toEqual([query, null]);
    }
  });
});

describe("browseViewParams", () => {
  it("reads back the parameters of a key it made", () => {
    expect(browseViewParams("all")).toEqual({});
    expect(browseViewParams("category.immune~sort.price~page.3")).toEqual({
      category: "immune",
      sort: "price",
      page: "3",
    });
  });

  it("refuses keys it would never make", () => {
    for (const key of [
      "",
      "category.immune~",
      "q.magnesium",
      "page.1",
      "category.Immune",
      "page.11",
      "a.b.c",
      "x".repeat(201),
    ]) {
      expect([key, browseViewParams(key)]).toEqual([key, null]);
    }
  });
});

describe("cachedBrowsePath", () => {
  it("sends a request for a cached view to that view's page", () => {
    expect(cachedBrowsePath("/browse")).toBe("/browse/v/all");
    expect(cachedBrowsePath("/browse?")).toBe("/browse/v/all");
    expect(cachedBrowsePath("/browse?sort=price_per_day&category=immune")).toBe(
      "/browse/v/category.immune~sort.price_per_day",
    );
    expect(cachedBrowsePath("/browse?goal=heart&page=2")).toBe("/browse/v/goal.heart~page.2");
  });

  it("leaves other addresses, searches and deep pages as they are", () => {
    for (const url of [
      "/browse?q=magnesium",
      `/browse?page=${MAX_CACHED_PAGE + 1}`,
      "/browse?category=immune&utm_source=x",
      "/browse/",
      "/browse/v/all",
      "/browsey",
      "/",
      "/api/supplements?category=immune",
    ]) {
      expect([url, cachedBrowsePath(url)]).toEqual([url, null]);
    }
  });
});
