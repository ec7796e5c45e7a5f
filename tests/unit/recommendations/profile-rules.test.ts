// What age band, sex, pregnancy or breastfeeding and the time of year change (lib/recommendations/
// profile-rules.ts), rule by rule, and how the selection uses it: needs met with the closest dose, products
// left out in pregnancy, iron's figure by sex and age (activity level has no rule: see the integration test).
import { profileAdvice, isAutumnOrWinter } from "@/lib/recommendations/profile-rules";
import {
  selectRecommendations,
  type Candidate,
  type IngredientFacts,
  type SafetyCheck,
} from "@/lib/recommendations/select";

const JANUARY = new Date("2026-01-15T12:00:00Z");
const JULY = new Date("2026-07-15T12:00:00Z");

const rules = (advice: ReturnType<typeof profileAdvice>) => ({
  needs: advice.needs.map((need) => need.rule),
  avoid: advice.avoid.map((entry) => entry.ingredient),
  ingredientNotes: advice.ingredientNotes.map((note) => note.rule),
  notes: advice.notes.map((note) => note.rule),
});

describe("profile rules", () => {
  it("autumn and winter are October to March in UK time", () => {
    expect(isAutumnOrWinter(new Date("2026-03-31T22:30:00Z"))).toBe(true);
    expect(isAutumnOrWinter(new Date("2026-03-31T23:30:00Z"))).toBe(false); // 1 April 00:30 BST
    expect(isAutumnOrWinter(new Date("2026-09-30T12:00:00Z"))).toBe(false);
    expect(isAutumnOrWinter(new Date("2026-10-01T12:00:00Z"))).toBe(true);
  });

  it("vitamin D 10 µg for everyone in autumn and winter, nothing in summer, with the NHS page", () => {
    const winter = profileAdvice({}, JANUARY);
    expect(winter.needs).toEqual([
      expect.objectContaining({
        rule: "vitamin-d-autumn-winter",
        ingredient: "vitamin-d3",
        amount: 10,
        unit: "µg",
      }),
    ]);
    expect(winter.needs[0]?.references[0]?.url).toBe(
      "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/",
    );
    expect(rules(profileAdvice({ ageBand: "65+", sex: "male" }, JULY)).needs).toEqual([]);
  });

  it("vitamin D all year in pregnancy and when breastfeeding", () => {
    for (const pregnancyStatus of ["pregnant", "breastfeeding"] as const) {
      expect(rules(profileAdvice({ pregnancyStatus }, JULY)).needs).toContain(
        "vitamin-d-pregnancy-breastfeeding",
      );
    }
    expect(rules(profileAdvice({ pregnancyStatus: "not_applicable" }, JULY)).needs).toEqual([]);
  });

  it("folic acid 400 µg when pregnant or trying to conceive, not when breastfeeding", () => {
    for (const pregnancyStatus of ["pregnant", "trying_to_conceive"] as const) {
      const advice = profileAdvice({ pregnancyStatus }, JULY);
      expect(advice.needs).toContainEqual(
        expect.objectContaining({
          rule: "folic-acid-pregnancy",
          ingredient: "folic-acid",
          amount: 400,
          unit: "µg",
        }),
      );
    }
    expect(rules(profileAdvice({ pregnancyStatus: "breastfeeding" }, JULY)).needs).not.toContain(
      "folic-acid-pregnancy",
    );
  });

  it("the folic acid advice for a woman of 18 to 49 who could get pregnant is a note, not a product", () => {
    expect(rules(profileAdvice({ sex: "female", ageBand: "30-49" }, JULY)).notes).toEqual([
      "folic-acid-could-get-pregnant",
    ]);
    expect(rules(profileAdvice({ sex: "female", ageBand: "50-64" }, JULY)).notes).toEqual([]);
    expect(rules(profileAdvice({ sex: "male", ageBand: "18-29" }, JULY)).notes).toEqual([]);
    expect(
      rules(profileAdvice({ sex: "female", ageBand: "18-29", pregnancyStatus: "pregnant" }, JULY)).notes,
    ).toEqual([]);
  });

  it("vitamin A and fish liver oil are left out in pregnancy only", () => {
    expect(rules(profileAdvice({ pregnancyStatus: "pregnant" }, JULY)).avoid).toEqual([
      "vitamin-a",
      "cod-liver-oil",
    ]);
    expect(rules(profileAdvice({ pregnancyStatus: "breastfeeding" }, JULY)).avoid).toEqual([]);
    expect(rules(profileAdvice({}, JULY)).avoid).toEqual([]);
  });

  it("iron's daily figure follows the NHS by sex and age, and needs both answers", () => {
    const text = (sex: "female" | "male", ageBand: "30-49" | "50-64") =>
      profileAdvice({ sex, ageBand }, JULY).ingredientNotes[0]?.text;
    expect(text("female", "30-49")).toMatch(/women aged 19 to 50 need 14\.8 mg/);
    expect(text("female", "50-64")).toMatch(/women over 50 need 8\.7 mg/);
    expect(text("male", "30-49")).toMatch(/men over 18 need 8\.7 mg/);
    expect(profileAdvice({ sex: "female" }, JULY).ingredientNotes).toEqual([]);
    expect(profileAdvice({ sex: "other", ageBand: "30-49" }, JULY).ingredientNotes).toEqual([]);
  });
});

const REF = [{ title: "Reference", url: "https://example.org/" }];
const fact = (slug: string, category: IngredientFacts["category"]): IngredientFacts => ({
  slug,
  name: slug,
  category,
  evidenceSummary: `Evidence about ${slug}.`,
  references: REF,
  claims: [],
});
const FACTS = new Map(
  [fact("zinc", "immune"), fact("vitamin-a", "immune"), fact("iron", "energy")].map((f) => [f.slug, f]),
);

function product(id: string, ingredients: [string, number, string][], costPerDayPence: number): Candidate {
  return {
    id,
    slug: id,
    name: `Product ${id}`,
    brand: "Brand",
    category: "wellness",
    diet: { vegan: true, vegetarian: true, glutenFree: true },
    ingredients: ingredients.map(([slug, amount, unit]) => ({ slug, name: slug, amount, unit })),
    costPerDayPence,
    packPricePence: costPerDayPence * 30,
  };
}

const CATALOGUE = [
  product("d25", [["vitamin-d3", 25, "µg"]], 3),
  product("d10", [["vitamin-d3", 10, "µg"]], 4),
  product("d5", [["vitamin-d3", 5, "µg"]], 1),
  product("folic", [["folic-acid", 400, "µg"]], 2),
  product(
    "pregnancy",
    [
      ["folic-acid", 400, "µg"],
      ["vitamin-d3", 10, "µg"],
    ],
    9,
  ),
  product(
    "multi-a",
    [
      ["zinc", 10, "mg"],
      ["vitamin-a", 800, "µg"],
    ],
    1,
  ),
  product("zinc", [["zinc", 10, "mg"]], 5),
  product("iron", [["iron", 14, "mg"]], 2),
];
const allSafe: SafetyCheck = () => Promise.resolve({ ok: true, cautions: [] });
const NO_DIET = { vegan: false, vegetarian: false, glutenFree: false };

async function recommend(
  person: Parameters<typeof profileAdvice>[0],
  now: Date,
  goals: ("immune" | "energy")[],
) {
  return selectRecommendations(
    CATALOGUE,
    FACTS,
    { goals, diet: NO_DIET, budgetPencePerMonth: null, advice: profileAdvice(person, now) },
    allSafe,
  );
}

describe("the selection with the profile rules", () => {
  it("adds vitamin D in winter with the dose closest to 10 µg (never below it), with the reason on its card", async () => {
    const result = await recommend({}, JANUARY, ["immune"]);
    expect(result.items.map((item) => item.supplementId)).toEqual(["d10", "multi-a"]);
    expect(result.items[0]?.profileReasons.map((reason) => reason.rule)).toEqual(["vitamin-d-autumn-winter"]);
    expect((await recommend({}, JULY, ["immune"])).items.map((item) => item.supplementId)).toEqual([
      "multi-a",
    ]);
  });

  it("in pregnancy: one product for folic acid and vitamin D, and vitamin A left out with the NHS's reason", async () => {
    const result = await recommend({ pregnancyStatus: "pregnant" }, JULY, ["immune"]);
    expect(result.items.map((item) => item.supplementId)).toEqual(["pregnancy", "zinc"]);
    expect(result.items[0]?.profileReasons.map((reason) => reason.rule).sort()).toEqual([
      "folic-acid-pregnancy",
      "vitamin-d-pregnancy-breastfeeding",
    ]);
    expect(result.excluded.find((entry) => entry.supplementId === "multi-a")?.why).toMatch(
      /vitamin A \(retinol\)/,
    );
  });

  it("says so when no product can meet a need", async () => {
    const noVitaminD = CATALOGUE.filter(
      (candidate) => !candidate.ingredients.some((i) => i.slug === "vitamin-d3"),
    );
    const result = await selectRecommendations(
      noVitaminD,
      FACTS,
      { goals: ["immune"], diet: NO_DIET, budgetPencePerMonth: null, advice: profileAdvice({}, JANUARY) },
      allSafe,
    );
    expect(result.profileNotes.map((note) => note.rule)).toEqual(["vitamin-d-autumn-winter"]);
    expect(result.profileNotes[0]?.text).toMatch(/could not add a product/);
  });

  it("puts the person's iron figure on an iron product", async () => {
    const result = await recommend({ sex: "female", ageBand: "18-29" }, JULY, ["energy"]);
    expect(result.items.map((item) => item.supplementId)).toEqual(["iron"]);
    expect(result.items[0]?.profileReasons[0]?.text).toMatch(/14\.8 mg/);
  });
});
