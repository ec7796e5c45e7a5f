// Search in plain words (lib/catalogue/plain-words.ts): the words become the page's own filters.
import { readPlainWords, withPlainWords } from "@/lib/catalogue/plain-words";
import { parseBrowseParams } from "@/lib/catalogue/search-params";

describe("readPlainWords", () => {
  it("reads 'vegan sleep aid under £10' as vegan, sleep and at most £10, with nothing left to search", () => {
    expect(readPlainWords("vegan sleep aid under £10")).toEqual({
      changes: { vegan: true, category: "sleep", maxPrice: 10 },
      q: null,
    });
  });

  it("keeps the words it does not know as the search text", () => {
    expect(readPlainWords("magnesium gummies for sleep between £5 and £12.50")).toEqual({
      changes: { minPrice: 5, maxPrice: 12.5, category: "sleep", form: "gummy" },
      q: "magnesium",
    });
    expect(readPlainWords("gluten-free vitamin d in stock over 3 pounds")).toEqual({
      changes: { minPrice: 3, glutenFree: true, inStock: true },
      q: "vitamin d",
    });
  });

  it.each([
    ["hair skin nails", "hair-skin-nails"],
    ["vitamins for hair, skin and nails", "hair-skin-nails"],
    ["Hair", "hair-skin-nails"],
    ["supplements for healthy bones", "bones"],
    ["heart health", "heart"],
    ["vitamins for your eyes", "vision"],
    ["eye health", "vision"],
    ["weight loss", "weight"],
  ] as const)(
    "reads %j, which names an area of the claims register and nothing else, as that goal",
    (query, goal) => {
      expect(readPlainWords(query)?.changes.goal ?? null).toBe(goal);
    },
  );

  it("keeps the area as search words when something else is asked for", () => {
    expect(readPlainWords("hawthorn for heart")).toBeNull();
    expect(readPlainWords("biotin gummies for hair")).toEqual({
      changes: { form: "gummy" },
      q: "biotin hair",
    });
    expect(readPlainWords("vegan vitamins for bones under £10")).toEqual({
      changes: { vegan: true, maxPrice: 10, goal: "bones" },
      q: null,
    });
  });

  it("reads an age as no price", () => {
    for (const query of ["multivitamin for over 50s", "vitamins over 60's", "men over 50 years", "over 50+"])
      expect([query, readPlainWords(query)?.changes.minPrice]).toEqual([query, undefined]);
    expect(readPlainWords("multivitamin for over 50s capsules")).toEqual({
      changes: { form: "capsule" },
      q: "multivitamin",
    });
    expect(readPlainWords("Multivitamin for Over 50's")).toEqual({ changes: {}, q: "Multivitamin" });
    expect(readPlainWords("magnesium over £5")?.changes.minPrice).toBe(5);
    expect(readPlainWords("zinc under 8")?.changes.maxPrice).toBe(8);
  });

  it("leaves a query that names no filter alone", () => {
    expect(readPlainWords("Solgar magnesium citrate")).toBeNull();
  });
});

describe("withPlainWords", () => {
  it("lets filters in the URL win over words in the query", () => {
    const params = withPlainWords(
      parseBrowseParams({ q: "energy capsules under £20", category: "focus", maxPrice: "8" }),
    );
    expect(params).toMatchObject({ q: null, category: "focus", form: "capsule", maxPrice: 8, sort: "name" });
  });

  it("changes nothing without a query", () => {
    const params = parseBrowseParams({ vegan: "1" });
    expect(withPlainWords(params)).toBe(params);
  });
});
