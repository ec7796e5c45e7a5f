// Search in plain words (lib/catalogue/plain-words.ts): the words become the page's own filters.
import {
  readPlainWords,
  searchPlainWords,
  widerPlainWords,
  withPlainWords,
} from "@/lib/catalogue/plain-words";
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
    expect(readPlainWords("multivitamin for men over 50")).toEqual({ changes: {}, q: "multivitamin men" });
    expect(readPlainWords("women aged 65 vitamin d")?.q).toBe("women vitamin d");
  });

  it("reads feeling tired as the energy category", () => {
    expect(readPlainWords("always tired")).toEqual({ changes: { category: "energy" }, q: null });
    expect(readPlainWords("I am feeling tired all the time")).toEqual({
      changes: { category: "energy" },
      q: null,
    });
    expect(readPlainWords("tired")).toEqual({ changes: { category: "energy" }, q: null });
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

describe("widerPlainWords", () => {
  const wider = (q: string, raw: Record<string, string> = {}) =>
    widerPlainWords(parseBrowseParams({ ...raw, q }));

  it.each([
    ["magnesium for sleep", "magnesium"],
    ["magnesium gummies for sleep", "magnesium"],
    ["fish oil capsules", "fish oil"],
    ["omega 3 for heart", "omega 3"],
    ["multivitamin for women", "multivitamin"],
    ["women's multivitamin", "multivitamin"],
    ["multivitamin for men over 50", "multivitamin"],
    ["what is the best magnesium for sleep?", "magnesium"],
    ["pregnancy vitamins", "pregnancy"],
    ["vegan vitamins for pregnancy", "pregnancy"],
    ["minerals for pregnancy", "pregnancy"],
  ])("falls back on %j as %j, with no category, form or goal", (query, q) => {
    expect(wider(query)).toMatchObject({ q, category: null, form: null, goal: null, sort: "relevance" });
  });

  it("keeps the price, the diet and the filters chosen on the page", () => {
    expect(wider("vegan magnesium tablets for sleep under £10", { form: "capsule" })).toMatchObject({
      q: "magnesium",
      vegan: true,
      maxPrice: 10,
      form: "capsule",
      category: null,
    });
  });

  it("has nothing to fall back on when it would search the same, nothing or only 'vitamins'", () => {
    for (const query of ["joints", "sleep aid", "supplements for women", "bones", "B vitamins"])
      expect([query, wider(query)]).toEqual([query, null]);
  });

  it("keeps 'vitamin' where it names one, and searches what it is for where it names none", () => {
    expect(wider("vitamins for joints")?.q).toBe("joints");
    expect(wider("vitamin d3 for bones")).toMatchObject({ q: "vitamin d3", goal: null });
    expect(wider("vitamin b12 for tiredness")).toMatchObject({ q: "vitamin b12", category: null });
  });
});

describe("searchPlainWords", () => {
  const found = (total: number) => ({ total });

  it("searches the wider reading only when the reading finds nothing, and says what it searched", async () => {
    const searched: (string | null)[] = [];
    const search = (params: ReturnType<typeof parseBrowseParams>) => {
      searched.push(`${params.q ?? ""}|${params.category ?? ""}`);
      return Promise.resolve(found(params.category ? 0 : 3));
    };
    const answer = await searchPlainWords(parseBrowseParams({ q: "magnesium for sleep" }), search);
    expect(searched).toEqual(["magnesium|sleep", "magnesium|"]);
    expect(answer).toMatchObject({
      params: { q: "magnesium", category: null },
      result: { total: 3, readAs: "magnesium" },
    });
  });

  it("keeps the reading and its empty result when the wider one finds nothing either", async () => {
    const answer = await searchPlainWords(parseBrowseParams({ q: "magnesium for sleep" }), () =>
      Promise.resolve(found(0)),
    );
    expect(answer).toMatchObject({ params: { q: "magnesium", category: "sleep" }, result: { total: 0 } });
    expect(answer.result).not.toHaveProperty("readAs");
  });
});
