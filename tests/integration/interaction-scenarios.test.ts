// The UK scenario suite through the API (POST /api/interactions/analyze and /check) on a migrated,
// seeded database: the same expectations as the engine run, over real product ids. A made-up product (`custom`) of
// one ingredient is asked as that ingredient without a product where nothing expected depends on its amount
// (tests/scenarios/ingredient-run.ts); the other made-up products exist only for the engine.
import { type Database } from "@/lib/db/prisma";
import type { AnalysisResult, NewSupplementCheckResult } from "@/lib/interactions/types";
import { SCENARIOS } from "@/tests/scenarios/data";
import { scenarioProblems } from "@/tests/scenarios/evaluate";
import { ingredientsOf, runsThroughApi } from "@/tests/scenarios/ingredient-run";
import { scenarioSchema, type Scenario } from "@/tests/scenarios/schema";

import { createSeededDatabase, type SeededDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

let scratch: SeededDatabase;
let prisma: Database;
let analyse: Handler;
let check: Handler;
let idOfSlug: Map<string, string>;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  analyse = (await import("@/app/api/interactions/analyze/route")).POST;
  check = (await import("@/app/api/interactions/check/route")).POST;
  const products = await prisma.supplement.findMany({ select: { id: true, slug: true } });
  idOfSlug = new Map(products.map((product) => [product.slug, product.id]));
});
afterAll(async () => {
  await scratch.drop();
});

async function post<T>(handler: Handler, body: unknown): Promise<T> {
  const response = await handler(
    new Request("http://localhost/api/interactions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    {},
  );
  const envelope = (await response.json()) as { success: boolean; data: T };
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

function idOf(slug: string): string {
  const id = idOfSlug.get(slug);
  if (!id) throw new Error(`No seeded product ${slug}`);
  return id;
}

async function runOnApi(scenario: Scenario): Promise<string[]> {
  const stack = scenario.stack.flatMap((item) =>
    "product" in item ? [{ id: idOf(item.product), servings: item.servingsPerDay }] : [],
  );
  const medicalProfile = {
    prescriptionDrugs: scenario.profile.medicines.map((drugName) => ({ drugName })),
    medicalConditions: scenario.profile.conditions,
  };
  const adding = scenario.adding ? idOf(scenario.adding.product) : undefined;
  const servingsPerDay = Object.fromEntries(stack.map((item) => [item.id, item.servings]));
  const ids = stack.map((item) => item.id);
  const ingredientSlugs = ingredientsOf(scenario);
  const analysis = await post<AnalysisResult>(analyse, {
    supplementIds: adding ? [...ids, adding] : ids,
    ...(ingredientSlugs.length > 0 ? { ingredientSlugs } : {}),
    medicalProfile,
    servingsPerDay,
  });
  const checked = adding
    ? await post<NewSupplementCheckResult>(check, {
        newSupplementId: adding,
        existingSupplementIds: ids,
        medicalProfile,
        servingsPerDay,
      })
    : undefined;
  return scenarioProblems(scenario, analysis, checked);
}

const scenarios = SCENARIOS.map((raw) => scenarioSchema.parse(raw)).filter(runsThroughApi);

describe("UK scenarios through the API", () => {
  it.each(scenarios.map((scenario) => [scenario.id, scenario] as const))("%s", async (_id, scenario) => {
    expect(await runOnApi(scenario)).toEqual([]);
  });
});
