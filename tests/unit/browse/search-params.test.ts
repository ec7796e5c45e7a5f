// The browse page's lenient reading of its URL, the API's strict one, and the links built from them.
import {
  browseQueryString,
  MAX_PAGE,
  parseBrowseParams,
  supplementSearchQuerySchema,
  type SupplementSearchParams,
} from "@/lib/catalogue/search-params";

const DEFAULTS: SupplementSearchParams = {
  q: null,
  category: null,
  goal: null,
  form: null,
  ingredient: null,
  vegan: false,
  vegetarian: false,
  glutenFree: false,
  inStock: false,
  minPrice: null,
  maxPrice: null,
  sort: "name",
  page: 1,
};

describe("parseBrowseParams", () => {
  it("defaults to the whole catalogue by name, page 1", () => {
    expect(parseBrowseParams({})).toEqual(DEFAULTS);
  });

  it("reads every field of a full search", () => {
    expect(
      parseBrowseParams({
        q: "  magnesium  ",
        category: "sleep",
        goal: "vision",
        form: "capsule",
        ingredient: "magnesium",
        vegan: "1",
        vegetarian: "1",
        glutenFree: "1",
        inStock: "1",
        minPrice: "2.50",
        maxPrice: "20",
        sort: "price_per_day",
        page: "3",
      }),
    ).toEqual({
      q: "magnesium",
      category: "sleep",
      goal: "vision",
      form: "capsule",
      ingredient: "magnesium",
      vegan: true,
      vegetarian: true,
      glutenFree: true,
      inStock: true,
      minPrice: 2.5,
      maxPrice: 20,
      sort: "price_per_day",
      page: 3,
    });
  });

  it("accepts the rating and newest sorts with or without a query", () => {
    expect(parseBrowseParams({ sort: "rating" }).sort).toBe("rating");
    expect(parseBrowseParams({ q: "zinc", sort: "rating" }).sort).toBe("rating");
    expect(parseBrowseParams({ sort: "newest" }).sort).toBe("newest");
    expect(parseBrowseParams({ q: "zinc", sort: "newest" }).sort).toBe("newest");
  });

  it("sorts by relevance when there is a query and by name when there is none", () => {
    expect(parseBrowseParams({ q: "zinc" }).sort).toBe("relevance");
    expect(parseBrowseParams({ sort: "relevance" }).sort).toBe("name");
    expect(parseBrowseParams({ q: "   " })).toEqual(DEFAULTS);
  });

  it("cuts an over-long query to 100 characters", () => {
    expect(parseBrowseParams({ q: "a".repeat(250) }).q).toBe("a".repeat(100));
  });

  it.each([
    ["0", 1],
    ["-4", 1],
    ["abc", 1],
    ["", 1],
    ["2.7", 2],
    [String(MAX_PAGE + 50), MAX_PAGE],
  ])("clamps page=%s to %d", (page, expected) => {
    expect(parseBrowseParams({ page }).page).toBe(expected);
  });

  it("ignores unknown categories, forms, sorts, slugs and flag values", () => {
    expect(
      parseBrowseParams({
        category: "teleportation",
        goal: "longevity",
        form: "pill",
        sort: "random",
        ingredient: "Vitamin D",
        vegan: "yes",
        inStock: "true",
      }),
    ).toEqual(DEFAULTS);
  });

  it("ignores negative or non-numeric prices and swaps a range given the wrong way round", () => {
    expect(parseBrowseParams({ minPrice: "-1", maxPrice: "ten" })).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
    expect(parseBrowseParams({ minPrice: "20", maxPrice: "5" })).toMatchObject({ minPrice: 5, maxPrice: 20 });
    expect(parseBrowseParams({ minPrice: "", maxPrice: "" })).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
  });

  it("takes the first value of a repeated key", () => {
    expect(parseBrowseParams({ category: ["energy", "sleep"], page: ["2", "9"] })).toMatchObject({
      category: "energy",
      page: 2,
    });
  });
});

describe("supplementSearchQuerySchema (API)", () => {
  const parse = (query: Record<string, string>) => supplementSearchQuerySchema.safeParse(query);

  it("accepts a valid search and treats blank fields as not given", () => {
    const result = parse({ q: "zinc", category: "immune", page: "2", minPrice: "", form: "" });
    expect(result.success && result.data).toEqual({
      ...DEFAULTS,
      q: "zinc",
      category: "immune",
      page: 2,
      sort: "relevance",
    });
  });

  it.each<Record<string, string>>([
    { page: "0" },
    { page: "1.5" },
    { page: "x" },
    { category: "teleportation" },
    { goal: "longevity" },
    { form: "pill" },
    { sort: "random" },
    { vegan: "yes" },
    { minPrice: "-1" },
    { minPrice: "10", maxPrice: "5" },
    { q: "a".repeat(101) },
    { ingredient: "Vitamin D" },
  ])("rejects %o", (query) => {
    expect(parse(query).success).toBe(false);
  });
});

describe("browseQueryString", () => {
  it("leaves out defaults", () => {
    expect(browseQueryString(DEFAULTS)).toBe("");
    expect(browseQueryString({ ...DEFAULTS, q: "zinc", sort: "relevance" })).toBe("?q=zinc");
  });

  it("keeps every filter when changing the page", () => {
    const params = parseBrowseParams({
      q: "vitamin d",
      category: "wellness",
      goal: "heart",
      vegan: "1",
      maxPrice: "15",
      sort: "price",
    });
    expect(browseQueryString(params, { page: 2 })).toBe(
      "?q=vitamin+d&category=wellness&goal=heart&vegan=1&maxPrice=15&sort=price&page=2",
    );
  });

  it("round-trips through parseBrowseParams", () => {
    const params = parseBrowseParams({
      q: "omega 3",
      form: "softgel",
      inStock: "1",
      minPrice: "1.5",
      page: "4",
      glutenFree: "1",
    });
    const query = Object.fromEntries(new URLSearchParams(browseQueryString(params)));
    expect(parseBrowseParams(query)).toEqual(params);
  });
});
