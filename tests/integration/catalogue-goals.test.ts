// The browse goal filter (lib/catalogue/goals.ts, lib/catalogue/search.ts) on a migrated, seeded
// database: a goal lists exactly the products with an ingredient whose authorised claims name it,
// worked out here independently with Prisma and the same wording test.
import { type Database } from "@/lib/db/prisma";
import { BROWSE_GOALS, claimServesBrowseGoal, type BrowseGoal } from "@/lib/catalogue/goals";
import { withPlainWords } from "@/lib/catalogue/plain-words";
import { parseBrowseParams } from "@/lib/catalogue/search-params";
import type { searchSupplements as SearchSupplements } from "@/lib/catalogue/search";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

let scratch: SeededDatabase;
let prisma: Database;
let search: typeof SearchSupplements;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  ({ searchSupplements: search } = await import("@/lib/catalogue/search"));
});
afterAll(async () => {
  await scratch.drop();
});

/** Ids of the products (of the category) serving the goal, from the tables, without the search's SQL. */
async function expectedIds(goal: BrowseGoal, category: "wellness" | null = "wellness"): Promise<string[]> {
  const claims = await prisma.authorisedClaim.findMany({ select: { substance: true, claimText: true } });
  const substances = new Set(
    claims.filter((claim) => claimServesBrowseGoal(claim.claimText, goal)).map((claim) => claim.substance),
  );
  const products = await prisma.supplement.findMany({
    where: { ...(category ? { category } : {}), packOfId: null },
    select: { id: true, ingredients: { select: { ingredient: { select: { claimSubstances: true } } } } },
  });
  return products
    .filter((product) =>
      product.ingredients.some(({ ingredient }) => ingredient.claimSubstances.some((s) => substances.has(s))),
    )
    .map((product) => product.id)
    .sort();
}

async function allIds(raw: Record<string, string>): Promise<string[]> {
  // As /browse reads its search words.
  const read = (query: Record<string, string>) => withPlainWords(parseBrowseParams(query));
  const first = await search(read(raw));
  const ids = first.items.map((item) => item.id);
  for (let page = 2; page <= first.pageCount; page += 1)
    ids.push(...(await search(read({ ...raw, page: String(page) }))).items.map((item) => item.id));
  expect(ids).toHaveLength(first.total);
  return ids.sort();
}

describe("the goal filter", () => {
  it.each(BROWSE_GOALS)("lists exactly the wellness products serving %s", async (goal) => {
    expect(await allIds({ category: "wellness", goal })).toEqual(await expectedIds(goal));
  });

  it("gives the heart and vision tiles products of their own, fewer than the whole category", async () => {
    const wellness = (await search(parseBrowseParams({ category: "wellness" }))).total;
    const heart = await allIds({ category: "wellness", goal: "heart" });
    const vision = await allIds({ category: "wellness", goal: "vision" });
    expect(heart.length).toBeGreaterThan(0);
    expect(vision.length).toBeGreaterThan(0);
    expect(heart.length).toBeLessThan(wellness);
    expect(vision.length).toBeLessThan(wellness);
    expect(heart).not.toEqual(vision);
  });

  it("combines with a query and the other filters", async () => {
    const fishOil = await allIds({ q: "fish oil", category: "wellness", goal: "heart", form: "softgel" });
    const heart = new Set(await expectedIds("heart"));
    expect(fishOil.length).toBeGreaterThan(0);
    for (const id of fishOil) expect(heart.has(id)).toBe(true);
  });

  it.each([
    ["vitamins for hair, skin and nails", "hair-skin-nails"],
    ["strong bones", "bones"],
  ] as const)("lists for the words %j every product serving %s, in any category", async (q, goal) => {
    const ids = await allIds({ q });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(await expectedIds(goal, null));
  });
});
