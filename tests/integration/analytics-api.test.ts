// The analytics and report API on a seeded database: /analytics's figures are the builder's preview's
// (same items, same totals, per-item costs, daily totals and schedule); benefits quote only authorised
// claims of the register; the report preview prints every item and finding; bad input is a 400; a
// private stack's report is its owner's only (404 for anyone else). The PDF bytes themselves are
// read back in tests/integration/load/reports-workers.test.ts and in Chromium's e2e run
// (tests/e2e/analytics.spec.ts).
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { type Database } from "@/lib/db/prisma";
import type { StackAnalytics } from "@/lib/analytics/stack-analytics";
import type { ReportModel } from "@/lib/reports/report-model";
import { reportText } from "@/lib/reports/report-model";
import type { StackPreview } from "@/lib/stacks/preview";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";
import { readData, readError, type RouteHandler } from "../support/http";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
const routes: Record<string, Record<string, RouteHandler>> = {};
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  routes.analytics = await import("@/app/api/analytics/stack/route");
  routes.preview = await import("@/app/api/stacks/preview/route");
  routes.reportPreview = await import("@/app/api/reports/stack/preview/route");
  routes.savedReport = await import("@/app/api/stacks/[id]/report.pdf/route");
  routes.stacks = await import("@/app/api/stacks/route");
  routes.healthSummary = await import("@/app/api/reports/health-summary/route");
  routes.allStacks = await import("@/app/api/reports/stacks/route");
  routes.costBenefit = await import("@/app/api/reports/cost-benefit/route");
  alice = await createSignedInUser(prisma, { firstName: "Alice" });
  bob = await createSignedInUser(prisma, { firstName: "Bob" });
});
afterAll(async () => {
  await scratch.drop();
});

function call(
  route: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; id?: string } = {},
) {
  const headers: Record<string, string> = { origin: SITE };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${SITE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return routes[route]![method]!(request, { params: Promise.resolve({ id: options.id ?? "" }) });
}

/** A priced product with this ingredient, other than those already picked. */
async function productWith(ingredient: string, picked: readonly string[] = []): Promise<string> {
  return (
    await prisma.supplement.findFirstOrThrow({
      where: {
        id: { notIn: [...picked] },
        ingredients: { some: { ingredient: { slug: ingredient } } },
        offers: { some: {} },
      },
      orderBy: { slug: "asc" },
    })
  ).id;
}

describe("POST /api/analytics/stack", () => {
  test("the figures are the builder's preview's", async () => {
    const calcium = await productWith("calcium");
    const iron = await productWith("iron", [calcium]);
    const magnesium = await productWith("magnesium", [calcium, iron]);
    const items = [
      { supplementId: calcium, quantity: 2 },
      { supplementId: iron, quantity: 1 },
      { supplementId: magnesium, quantity: 1 },
    ];
    const preview = await readData<StackPreview>(
      await call("preview", "POST", "/api/stacks/preview", { body: { items } }),
    );
    const analytics = await readData<StackAnalytics>(
      await call("analytics", "POST", "/api/analytics/stack", { body: { items } }),
    );
    expect(analytics.totals).toEqual(preview.totals);
    expect(
      analytics.items.map((item) => [item.supplementId, item.costPerDayPence, item.costPerMonthPence]),
    ).toEqual(
      preview.items.map((item) => [
        item.product.id,
        item.cost?.costPerDayPence ?? null,
        item.cost?.costPerMonthPence ?? null,
      ]),
    );
    expect(analytics.nutrients.map((row) => [row.slug, row.total, row.unit, row.exceedsUpperLevel])).toEqual(
      preview.analysis.cumulativeDoses.map((dose) => [
        dose.ingredientSlug,
        dose.total,
        dose.unit,
        dose.exceedsUpperLevel,
      ]),
    );
    expect(analytics.schedule.entries).toEqual(preview.analysis.timingOptimization.schedule);
    expect(analytics.costByCategory.reduce((sum, row) => sum + row.costPerMonthPence, 0)).toBe(
      analytics.totals.perMonthPence,
    );
  });

  test("benefits quote only authorised claims of the register, and some ingredient has one", async () => {
    const items = [{ supplementId: await productWith("calcium"), quantity: 1 }];
    const analytics = await readData<StackAnalytics>(
      await call("analytics", "POST", "/api/analytics/stack", { body: { items } }),
    );
    const quoted = analytics.benefits.flatMap((goal) =>
      goal.items.flatMap((item) => item.claims.map((claim) => claim.claimText)),
    );
    expect(quoted.length).toBeGreaterThan(0);
    const register = new Set(
      (await prisma.authorisedClaim.findMany({ select: { claimText: true } })).map(
        (claim) => claim.claimText,
      ),
    );
    for (const text of quoted) expect(register.has(text)).toBe(true);
  });

  test("bad input is a 400 VALIDATION_ERROR", async () => {
    const response = await call("analytics", "POST", "/api/analytics/stack", {
      body: { items: [{ supplementId: "x", quantity: 0 }] },
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe("VALIDATION_ERROR");
  });
});

describe("reports", () => {
  test("the report preview prints every item and the calcium–iron finding with its references", async () => {
    const calcium = await productWith("calcium");
    const iron = await productWith("iron", [calcium]);
    const body = { items: [calcium, iron].map((supplementId) => ({ supplementId, servingsPerDay: 1 })) };
    const model = await readData<ReportModel>(
      await call("reportPreview", "POST", "/api/reports/stack/preview", { body }),
    );
    const text = reportText(model).join("\n");
    for (const id of [calcium, iron]) {
      const product = await prisma.supplement.findUniqueOrThrow({ where: { id } });
      expect(text).toContain(product.name);
    }
    expect(text).toMatch(/Calcium and Iron/i);
    expect(text).toMatch(/Reference: .+ https:\/\//);
    expect(text).toContain("Not included");
  });

  test("the report schedules each item at the time chosen in the builder; an unknown time is a 400", async () => {
    const magnesium = await productWith("magnesium");
    const at = async (timing: string | null) => {
      const body = { items: [{ supplementId: magnesium, servingsPerDay: 1, timing }] };
      const model = await readData<ReportModel>(
        await call("reportPreview", "POST", "/api/reports/stack/preview", { body }),
      );
      return reportText(model).join("\n");
    };
    expect(await at("evening")).toMatch(/The time you chose/);
    expect(await at(null)).not.toMatch(/The time you chose/);
    const bad = await call("reportPreview", "POST", "/api/reports/stack/preview", {
      body: { items: [{ supplementId: magnesium, servingsPerDay: 1, timing: "midnight" }] },
    });
    expect(bad.status).toBe(400);
    expect((await readError(bad)).code).toBe("VALIDATION_ERROR");
  });

  test("a private stack's report is its owner's only", async () => {
    const saved = await call("stacks", "POST", "/api/stacks", {
      cookie: alice.cookie,
      body: { name: "Private", items: [{ supplementId: await productWith("magnesium"), quantity: 1 }] },
    });
    const { stack } = await readData<{ stack: SavedStackSummary }>(saved);
    const path = `/api/stacks/${stack.id}/report.pdf`;
    expect((await call("savedReport", "GET", path, { cookie: bob.cookie, id: stack.id })).status).toBe(404);
    expect((await call("savedReport", "GET", path, { id: stack.id })).status).toBe(404);
    const bad = await call("savedReport", "GET", `${path}?profile=yes`, {
      cookie: alice.cookie,
      id: stack.id,
    });
    expect(bad.status).toBe(400);
  });

  test("the health summary and the batch export need a signed-in user; bad input is a 400", async () => {
    expect((await call("healthSummary", "GET", "/api/reports/health-summary")).status).toBe(401);
    expect((await call("allStacks", "GET", "/api/reports/stacks")).status).toBe(401);
    const bad = await call("allStacks", "GET", "/api/reports/stacks?profile=all", { cookie: alice.cookie });
    expect(bad.status).toBe(400);
    const empty = await call("costBenefit", "POST", "/api/reports/cost-benefit", { body: { items: [] } });
    expect((await readError(empty)).code).toBe("VALIDATION_ERROR");
  });
});
