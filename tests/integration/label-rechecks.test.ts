// Re-checking a shipped product's label (docs/catalogue-labels.md "Re-checking a shipped product"): admin-only
// routes with the new-entry validation, a second admin's check that alone changes the live product, 409 for a
// product that moved on, rejection with a reason, and every reader (engine, offline copies, browse) up to date.
import { revalidatePath, revalidateTag } from "next/cache";

import { type Database } from "@/lib/db/prisma";
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { readData, readError, type RouteHandler } from "../support/http";

jest.mock("next/cache", () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: <T>(fn: T) => fn,
}));

const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
let routes: Record<"recheck" | "check" | "reject", Record<string, RouteHandler>>;
let first: TestUser;
let second: TestUser;
let member: TestUser;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  routes = {
    recheck: await import("@/app/api/admin/products/[id]/recheck/route"),
    check: await import("@/app/api/admin/product-entries/[id]/check/route"),
    reject: await import("@/app/api/admin/product-entries/[id]/reject/route"),
  };
  first = await createSignedInUser(prisma, { role: "admin", firstName: "Ann" });
  second = await createSignedInUser(prisma, { role: "admin", firstName: "Ben" });
  member = await createSignedInUser(prisma, { firstName: "Cat" });
});
afterAll(async () => {
  await scratch.drop();
});

function call(handler: RouteHandler | undefined, user: TestUser | null, id: string, body?: unknown) {
  const headers: Record<string, string> = { origin: SITE };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${SITE}/api/x`, {
    method: "POST",
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return handler!(request, { params: Promise.resolve({ id }) });
}

/** A shipped vitamin D product whose dose is well under the UK upper level, with its live label. */
async function shippedVitaminD(skip = 0) {
  const product = await prisma.supplement.findMany({
    where: {
      labelCheckedAt: null,
      ingredients: { some: { ingredient: { slug: "vitamin-d3" }, unit: "µg", amount: { lte: 25 } } },
    },
    orderBy: { slug: "asc" },
    skip,
    take: 1,
    select: { id: true, slug: true },
  });
  const { recheckTarget } = await import("@/lib/labels/recheck");
  const target = await recheckTarget(product[0]!.slug);
  return target!;
}

type Target = Awaited<ReturnType<typeof shippedVitaminD>>;

/** The form's body: the live rows with vitamin D raised above the upper level, from a listing. */
function recheckBody(target: Target, overrides: Record<string, unknown> = {}) {
  return {
    baseLabel: target.baseLabel,
    labelComplete: true,
    labelPhotoId: null,
    labelUrl: "https://www.example.com/vitamin-d",
    labelReadOn: "2026-11-20",
    rows: target.label.rows.map((row) =>
      row.ingredientSlug === "vitamin-d3" ? { ...row, amount: 125, unit: "µg" } : row,
    ),
    vegan: true,
    vegetarian: true,
    glutenFree: null,
    allergens: [],
    ...overrides,
  };
}

async function liveRows(id: string) {
  return prisma.supplementIngredient.findMany({
    where: { supplementId: id },
    select: { amount: true, unit: true, ingredient: { select: { slug: true } } },
    orderBy: { ingredientId: "asc" },
  });
}

describe("POST /api/admin/products/{id}/recheck", () => {
  it("answers 401 signed out and 403 to a member", async () => {
    const target = await shippedVitaminD();
    expect((await call(routes.recheck.POST, null, target.product.id, recheckBody(target))).status).toBe(401);
    const forbidden = await call(routes.recheck.POST, member, target.product.id, recheckBody(target));
    expect(forbidden.status).toBe(403);
    expect(await prisma.productEntry.count({ where: { supplementId: target.product.id } })).toBe(0);
  });

  it.each([
    ["no rows", { rows: [] }, "rows"],
    ["no source", { labelUrl: null }, "labelUrl"],
    ["a base label that is not one", { baseLabel: "x" }, "baseLabel"],
    ["vegan but not vegetarian", { vegetarian: false }, "vegetarian"],
    ["an unknown field", { price: 3 }, null],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_case, change, field) => {
    const target = await shippedVitaminD();
    const response = await call(routes.recheck.POST, first, target.product.id, recheckBody(target, change));
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    if (field) expect(Object.keys(error.details?.fieldErrors ?? {})).toContain(field);
  });

  it("refuses a wrong unit and an implausible amount with the new-entry checks, naming the row", async () => {
    const target = await shippedVitaminD();
    const index = target.label.rows.findIndex((row) => row.ingredientSlug === "vitamin-d3");
    const rows = (amount: number, unit: string) =>
      target.label.rows.map((row, at) => (at === index ? { ...row, amount, unit } : row));
    for (const [amount, unit] of [
      [25, "mg"],
      [5, "CFU"],
    ] as const) {
      const response = await call(
        routes.recheck.POST,
        first,
        target.product.id,
        recheckBody(target, { rows: rows(amount, unit) }),
      );
      expect(response.status).toBe(400);
      expect(Object.keys((await readError(response)).details?.fieldErrors ?? {})).toContain(
        `rows.${String(index)}.amount`,
      );
    }
  });

  it("answers 409 when the product's label changed after the form was opened", async () => {
    const target = await shippedVitaminD(1);
    await prisma.supplement.update({ where: { id: target.product.id }, data: { labelComplete: false } });
    const response = await call(routes.recheck.POST, first, target.product.id, recheckBody(target));
    expect(response.status).toBe(409);
    await prisma.supplement.update({
      where: { id: target.product.id },
      data: { labelComplete: target.label.labelComplete },
    });
  });

  it("answers 404 for an unknown product", async () => {
    const target = await shippedVitaminD();
    const response = await call(routes.recheck.POST, first, "no-such-product", recheckBody(target));
    expect(response.status).toBe(404);
  });
});

describe("the second admin's check", () => {
  it("changes nothing public until a second admin checks it; then the engine, copies and browse see it", async () => {
    const target = await shippedVitaminD();
    const { id } = target.product;
    const before = await liveRows(id);
    const { interactionEngine } = await import("@/lib/interactions/server-engine");
    const engine = await interactionEngine();
    const cachedAnalysis = await engine.analyseStack([id]);
    expect(cachedAnalysis.upperLevelFindings).toEqual([]);

    const saved = await call(routes.recheck.POST, first, id, recheckBody(target));
    expect(saved.status).toBe(201);
    const { id: entryId, warnings } = await readData<{ id: string; warnings: unknown[] }>(saved);
    expect(warnings).toHaveLength(1);
    expect(await liveRows(id)).toEqual(before);
    const waiting = await prisma.supplement.findUniqueOrThrow({ where: { id } });
    expect(waiting).toMatchObject({ labelCheckedAt: null, vegan: null });

    // A second re-check cannot wait beside it.
    const again = await call(routes.recheck.POST, second, id, recheckBody(target));
    expect(again.status).toBe(409);

    const own = await call(routes.check.POST, first, entryId);
    expect(own.status).toBe(403);
    expect((await call(routes.check.POST, member, entryId)).status).toBe(403);
    expect(await liveRows(id)).toEqual(before);

    jest.mocked(revalidatePath).mockClear();
    jest.mocked(revalidateTag).mockClear();
    const checked = await call(routes.check.POST, second, entryId);
    expect(checked.status).toBe(200);
    expect((await readData<{ slug: string }>(checked)).slug).toBe(target.product.slug);

    const live = await prisma.supplement.findUniqueOrThrow({ where: { id } });
    expect(live.labelCheckedAt).toBeInstanceOf(Date);
    expect(live).toMatchObject({ vegan: true, vegetarian: true, labelComplete: true });
    const rows = await liveRows(id);
    expect(rows.find((row) => row.ingredient.slug === "vitamin-d3")).toMatchObject({
      amount: 125,
      unit: "µg",
    });
    expect(rows).toHaveLength(before.length);
    const entry = await prisma.productEntry.findUniqueOrThrow({ where: { id: entryId } });
    expect(entry).toMatchObject({ status: "published", checkedById: second.id, enteredById: first.id });

    expect(revalidatePath).toHaveBeenCalledWith(`/supplement/${target.product.slug}`);
    // Its claims, evidence and findings pages show the label too.
    expect(revalidatePath).toHaveBeenCalledWith(`/supplement/${target.product.slug}/evidence`);
    expect(revalidatePath).toHaveBeenCalledWith(`/supplement/${target.product.slug}/findings`);
    expect(revalidateTag).toHaveBeenCalledWith("catalogue-browse", { expire: 0 });
    // The engine's cached analysis is not served again: the new dose is above the upper level.
    expect((await engine.analyseStack([id])).upperLevelFindings).not.toEqual([]);
    const { productCopies } = await import("@/lib/offline/product-copies");
    const [copy] = await productCopies([id]);
    expect(copy?.product.ingredients.find((row) => row.slug === "vitamin-d3")?.amount).toBe(125);
    const { searchSupplements } = await import("@/lib/catalogue/search");
    const { supplementSearchQuerySchema } = await import("@/lib/catalogue/search-params");
    const vegan = await searchSupplements(supplementSearchQuerySchema.parse({ vegan: "1", limit: "100" }));
    expect(vegan.items.map((item) => item.id)).toContain(id);

    expect((await call(routes.check.POST, second, entryId)).status).toBe(409);

    // The seed runs on every start: it leaves a checked label's rows and flags alone.
    const { seedProducts } = await import("@/prisma/seeds/products");
    await seedProducts(prisma);
    expect(await liveRows(id)).toEqual(rows);
    expect(await prisma.supplement.findUniqueOrThrow({ where: { id } })).toMatchObject({
      vegan: true,
      labelComplete: true,
    });
  });

  it("answers 409 and leaves the product alone when it changed after the re-check was saved", async () => {
    const target = await shippedVitaminD(1);
    const { id } = target.product;
    const saved = await call(routes.recheck.POST, first, id, recheckBody(target));
    const { id: entryId } = await readData<{ id: string }>(saved);
    const vitaminD = await prisma.ingredient.findUniqueOrThrow({ where: { slug: "vitamin-d3" } });
    await prisma.supplementIngredient.update({
      where: { supplementId_ingredientId: { supplementId: id, ingredientId: vitaminD.id } },
      data: { amount: 20 },
    });
    const before = await liveRows(id);
    const response = await call(routes.check.POST, second, entryId);
    expect(response.status).toBe(409);
    expect(await liveRows(id)).toEqual(before);
    expect((await prisma.supplement.findUniqueOrThrow({ where: { id } })).labelCheckedAt).toBeNull();
    await call(routes.reject.POST, second, entryId, { reason: "The product changed meanwhile" });
  });
});

describe("POST /api/admin/product-entries/{id}/reject", () => {
  it("lets only a second admin reject, with a reason, and then a new re-check may be saved", async () => {
    const target = await shippedVitaminD(2);
    const { id } = target.product;
    const saved = await call(routes.recheck.POST, first, id, recheckBody(target));
    const { id: entryId } = await readData<{ id: string }>(saved);

    expect((await call(routes.reject.POST, member, entryId, { reason: "Wrong amount" })).status).toBe(403);
    expect((await call(routes.reject.POST, first, entryId, { reason: "Wrong amount" })).status).toBe(403);
    expect((await call(routes.reject.POST, second, entryId, { reason: "" })).status).toBe(400);
    expect((await call(routes.reject.POST, second, entryId, {})).status).toBe(400);
    expect((await call(routes.reject.POST, second, "no-such-entry", { reason: "Wrong amount" })).status).toBe(
      404,
    );

    const rejected = await call(routes.reject.POST, second, entryId, { reason: "Vitamin D reads 25 µg" });
    expect(rejected.status).toBe(200);
    expect(await prisma.productEntry.findUniqueOrThrow({ where: { id: entryId } })).toMatchObject({
      status: "rejected",
      rejectedReason: "Vitamin D reads 25 µg",
      checkedById: second.id,
    });
    expect((await call(routes.check.POST, second, entryId)).status).toBe(409);
    expect((await prisma.supplement.findUniqueOrThrow({ where: { id } })).labelCheckedAt).toBeNull();

    const next = await call(routes.recheck.POST, first, id, recheckBody(target));
    expect(next.status).toBe(201);
  });
});

describe("labels the shipped data names a source for", () => {
  it("wait as re-checks any admin may check once, and are not seeded again after the check", async () => {
    const { PRODUCTS } = await import("@/prisma/data/catalogue/products");
    const sourced = PRODUCTS.filter((product) => product.labelSource);
    const seeded = await prisma.productEntry.findMany({
      where: { enteredFromSeed: true },
      include: { supplement: { select: { slug: true } } },
    });
    expect(seeded.map((entry) => entry.supplement?.slug).sort()).toEqual(
      sourced.map((product) => product.slug).sort(),
    );
    const [product] = sourced;
    const entry = seeded.find((row) => row.supplement?.slug === product!.slug)!;
    expect(entry).toMatchObject({
      status: "awaiting_check",
      enteredById: null,
      labelUrl: product!.labelSource!.url,
    });
    expect(entry.labelReadOn?.toISOString().slice(0, 10)).toBe(product!.labelSource!.readOn);

    const { seedProducts } = await import("@/prisma/seeds/products");
    await seedProducts(prisma);
    expect(await prisma.productEntry.count({ where: { enteredFromSeed: true } })).toBe(seeded.length);

    expect((await call(routes.check.POST, member, entry.id)).status).toBe(403);
    const before = await liveRows(entry.supplementId!);
    const checked = await call(routes.check.POST, first, entry.id);
    expect(checked.status).toBe(200);
    expect(await liveRows(entry.supplementId!)).toEqual(before);
    const live = await prisma.supplement.findUniqueOrThrow({ where: { id: entry.supplementId! } });
    expect(live.labelCheckedAt).not.toBeNull();
    expect(await prisma.productEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({
      status: "published",
      checkedById: first.id,
    });

    await seedProducts(prisma);
    expect(await prisma.productEntry.count({ where: { enteredFromSeed: true } })).toBe(seeded.length);
  });

  it("can be rejected by an admin and are then not seeded again", async () => {
    const entry = await prisma.productEntry.findFirstOrThrow({
      where: { enteredFromSeed: true, status: "awaiting_check" },
    });
    const rejected = await call(routes.reject.POST, second, entry.id, {
      reason: "The page lists 60 tablets",
    });
    expect(rejected.status).toBe(200);
    const { seedProducts } = await import("@/prisma/seeds/products");
    await seedProducts(prisma);
    expect(
      await prisma.productEntry.count({
        where: { enteredFromSeed: true, supplementId: entry.supplementId, status: "awaiting_check" },
      }),
    ).toBe(0);
  });
});
