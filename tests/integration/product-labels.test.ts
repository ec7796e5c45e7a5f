// Products entered from their labels: admin-only routes with zod validation, amounts judged against the
// ingredient, the second-admin rule, drafts invisible everywhere until checked, diets only from checked
// labels, drafts from feed rows, members' suggestions and label photos (docs/catalogue-labels.md).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { type Database } from "@/lib/db/prisma";
import { RATE_LIMITS } from "@/lib/security/rate-limit";
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { readData, readError, type RouteHandler } from "../support/http";
import { solidImage } from "../support/profile-images";

jest.mock("next/cache", () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: <T>(fn: T) => fn,
}));

const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
let dir: string;
let routes: Record<
  "entries" | "check" | "draft" | "suggestions" | "photos" | "photo",
  Record<string, RouteHandler>
>;
let first: TestUser;
let second: TestUser;
let member: TestUser;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  dir = await mkdtemp(path.join(tmpdir(), "label-photos-"));
  process.env.PROFILE_IMAGE_DIR = dir;
  routes = {
    entries: await import("@/app/api/admin/product-entries/route"),
    check: await import("@/app/api/admin/product-entries/[id]/check/route"),
    draft: await import("@/app/api/admin/feed-items/[id]/draft/route"),
    suggestions: await import("@/app/api/product-suggestions/route"),
    photos: await import("@/app/api/label-photos/route"),
    photo: await import("@/app/api/label-photos/[id]/route"),
  };
  first = await createSignedInUser(prisma, { role: "admin", firstName: "Ann" });
  second = await createSignedInUser(prisma, { role: "admin", firstName: "Ben" });
  member = await createSignedInUser(prisma, { firstName: "Cat" });
});
afterAll(async () => {
  await scratch.drop();
  await rm(dir, { recursive: true, force: true });
});

function call(handler: RouteHandler | undefined, user: TestUser | null, body?: unknown, id = "x") {
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

let serial = 0;
function entry(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    brand: "Labeltest",
    name: `Vegan Vitamin C 500mg Tablets ${String(serial)}`,
    form: "tablet",
    unitsPerPack: 60,
    unitsPerServing: 1,
    category: "immune",
    gtin: null,
    labelPhotoId: null,
    labelUrl: "https://www.example.com/vitamin-c",
    labelReadOn: "2026-11-20",
    rows: [{ ingredientSlug: "vitamin-c", name: "Vitamin C", amount: 500, unit: "mg", chemicalForm: null }],
    vegan: true,
    vegetarian: true,
    glutenFree: true,
    allergens: [],
    ...overrides,
  };
}

async function saved(body: Record<string, unknown>, by = first): Promise<string> {
  const response = await call(routes.entries.POST, by, body);
  expect(response.status).toBe(201);
  return (await readData<{ id: string }>(response)).id;
}

const search = async (query: Record<string, string>) => {
  const { searchSupplements } = await import("@/lib/catalogue/search");
  const { supplementSearchQuerySchema } = await import("@/lib/catalogue/search-params");
  return searchSupplements(supplementSearchQuerySchema.parse(query));
};

describe("POST /api/admin/product-entries", () => {
  it("answers 401 signed out and 403 to a member", async () => {
    expect((await readError(await call(routes.entries.POST, null, entry()))).code).toBe(
      "AUTHENTICATION_ERROR",
    );
    const forbidden = await call(routes.entries.POST, member, entry());
    expect(forbidden.status).toBe(403);
  });

  it.each([
    ["a GTIN whose check digit is wrong", { gtin: "5036954000119" }, "gtin"],
    ["no label source", { labelUrl: null }, "labelUrl"],
    ["an unknown field", { price: 3 }, null],
    ["no ingredient rows", { rows: [] }, "rows"],
    [
      "a row without its ingredient",
      { rows: [{ ingredientSlug: null, name: "C", amount: 5, unit: "mg", chemicalForm: null }] },
      null,
    ],
    ["vegan but not vegetarian", { vegetarian: false }, "vegetarian"],
    ["an allergen outside the 14", { allergens: ["kiwi"] }, "allergens.0"],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_case, change, field) => {
    const response = await call(routes.entries.POST, first, entry(change));
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    if (field) expect(Object.keys(error.details?.fieldErrors ?? {})).toContain(field);
  });

  it("refuses a unit that does not fit the ingredient and an implausible amount, naming the row", async () => {
    const wrongUnit = await call(
      routes.entries.POST,
      first,
      entry({
        rows: [
          { ingredientSlug: "magnesium", name: "Magnesium", amount: 200, unit: "µg", chemicalForm: null },
        ],
      }),
    );
    expect(wrongUnit.status).toBe(400);
    expect((await readError(wrongUnit)).details?.fieldErrors?.["rows.0.amount"]?.[0]).toMatch(/mg/);
    const implausible = await call(
      routes.entries.POST,
      first,
      entry({
        rows: [
          { ingredientSlug: "vitamin-d3", name: "Vitamin D3", amount: 25, unit: "mg", chemicalForm: null },
        ],
      }),
    );
    expect(implausible.status).toBe(400);
  });

  it("saves an amount above the UK upper level with a warning, waiting for a check", async () => {
    const response = await call(
      routes.entries.POST,
      first,
      entry({
        rows: [
          { ingredientSlug: "vitamin-d3", name: "Vitamin D3", amount: 125, unit: "µg", chemicalForm: null },
        ],
      }),
    );
    expect(response.status).toBe(201);
    const data = await readData<{ id: string; status: string; warnings: { row: number; message: string }[] }>(
      response,
    );
    expect(data.status).toBe("awaiting_check");
    expect(data.warnings).toEqual([{ row: 0, message: expect.stringContaining("upper level") as string }]);
  });

  it("refuses a GTIN another product already has with 409", async () => {
    await prisma.supplement.update({
      where: { slug: (await prisma.supplement.findFirstOrThrow({ where: { packOfId: null } })).slug },
      data: { gtin: "05036954000112" },
    });
    const response = await call(routes.entries.POST, first, entry({ gtin: "5036954000112" }));
    expect(response.status).toBe(409);
  });
});

describe("the second-admin rule and drafts", () => {
  it("keeps the entry out of every public list until a second admin checks it, then shows it as checked", async () => {
    const body = entry({ gtin: "96385074" });
    const id = await saved(body);
    const products = await prisma.supplement.count();

    expect((await search({ q: "Labeltest" })).items.filter((item) => item.brand === "Labeltest")).toEqual([]);
    const { listSupplementsForSitemap } = await import("@/lib/seo/queries");
    expect((await listSupplementsForSitemap()).some((row) => row.slug.startsWith("labeltest"))).toBe(false);
    const api = (await import("@/app/api/supplements/route")).GET;
    const listed = await readData<{ total: number }>(
      await api(new Request(`${SITE}/api/supplements?q=Labeltest`), { params: Promise.resolve({}) }),
    );
    expect(listed.total).toBe(0);

    const own = await call(routes.check.POST, first, undefined, id);
    expect(own.status).toBe(403);
    expect((await readError(own)).code).toBe("AUTHORIZATION_ERROR");
    expect(await prisma.supplement.count()).toBe(products);
    expect((await call(routes.check.POST, member, undefined, id)).status).toBe(403);

    const checked = await call(routes.check.POST, second, undefined, id);
    expect(checked.status).toBe(200);
    const { slug } = await readData<{ slug: string }>(checked);
    const product = await prisma.supplement.findUniqueOrThrow({
      where: { slug },
      include: { ingredients: true },
    });
    expect(product).toMatchObject({ gtin: "00000096385074", vegan: true, labelComplete: true });
    expect(product.labelCheckedAt).toBeInstanceOf(Date);
    expect(product.ingredients).toEqual([expect.objectContaining({ amount: 500, unit: "mg" })]);
    const found = await search({ q: "Labeltest" });
    expect(
      found.items
        .filter((item) => item.brand === "Labeltest")
        .map((item) => [item.slug, item.labelCheckedAt !== null]),
    ).toEqual([[slug, true]]);
    expect((await listSupplementsForSitemap()).some((row) => row.slug === slug)).toBe(true);

    expect((await call(routes.check.POST, second, undefined, id)).status).toBe(409);
    expect((await call(routes.check.POST, second, undefined, "no-such-entry")).status).toBe(404);
  });

  it("answers the vegan filter and vegan recommendations only with checked-label products", async () => {
    const veganResults = await search({ vegan: "1" });
    expect(veganResults.total).toBeGreaterThan(0);
    const ids = veganResults.items.map((item) => item.id);
    const rows = await prisma.supplement.findMany({ where: { id: { in: ids } } });
    expect(rows.every((row) => row.labelCheckedAt !== null && row.vegan === true)).toBe(true);
    expect(veganResults.items.every((item) => item.labelCheckedAt !== null)).toBe(true);

    const { recommend } = await import("@/lib/recommendations/server");
    const vegan = { vegan: true, vegetarian: false, glutenFree: false };
    const performance = await recommend(
      { goals: ["performance"], diet: vegan, budgetPencePerMonth: null },
      undefined,
    );
    expect(performance.items).toEqual([]);
    expect(performance.unmetGoals[0]?.why).toMatch(/checked as vegan/);
    const ours = await prisma.supplement.findFirstOrThrow({ where: { brand: "Labeltest", vegan: true } });
    await prisma.retailerOffer.create({
      data: {
        supplementId: ours.id,
        retailer: "Test Retailer",
        pricePence: 50,
        packSize: 60,
        url: "https://www.example.com/c",
        source: "manual",
        lastCheckedAt: new Date(),
      },
    });
    const immune = await recommend({ goals: ["immune"], diet: vegan, budgetPencePerMonth: null }, undefined);
    const chosen = await prisma.supplement.findMany({
      where: { id: { in: immune.items.map((item) => item.supplementId) } },
    });
    expect(chosen.map((row) => row.id)).toContain(ours.id);
    expect(chosen.every((row) => row.labelCheckedAt !== null && row.vegan === true)).toBe(true);
  });

  it("gives the checker the allergens of a checked label, and none for a label nobody checked", async () => {
    const id = await saved(entry({ vegan: false, allergens: ["milk", "soya"] }));
    const { slug } = await readData<{ slug: string }>(await call(routes.check.POST, second, undefined, id));
    const published = await prisma.supplement.findUniqueOrThrow({ where: { slug } });
    const seeded = await prisma.supplement.findFirstOrThrow({ where: { labelCheckedAt: null } });
    const { databaseCatalogue } = await import("@/lib/interactions/queries");
    const products = await databaseCatalogue.findSupplements([published.id, seeded.id]);
    expect(products.find((product) => product.id === published.id)?.allergens).toEqual(["milk", "soya"]);
    expect(products.find((product) => product.id === seeded.id)?.allergens).toBeNull();

    const { analyseSupplements } = await import("@/lib/interactions/analyse");
    const { buildKnowledgeIndex } = await import("@/lib/interactions/knowledge-index");
    const { loadKnowledgeBase } = await import("@/lib/interactions/queries");
    const { DICTIONARIES } = await import("@/prisma/data/dictionaries");
    const result = analyseSupplements(buildKnowledgeIndex(await loadKnowledgeBase(), DICTIONARIES), {
      supplements: products,
      profile: { prescriptionDrugs: [], medicalConditions: ["dairy allergy"] },
    });
    expect(result.allergenFindings).toEqual([
      expect.objectContaining({ supplementId: published.id, allergens: ["milk"] }),
    ]);
    expect(result.notChecked.map((note) => note.name)).toEqual([seeded.name]);
  });

  it("refuses a diet flag or allergen on a product whose label nobody checked", async () => {
    const seeded = await prisma.supplement.findFirstOrThrow({ where: { labelCheckedAt: null } });
    await expect(
      prisma.supplement.update({ where: { id: seeded.id }, data: { vegan: true } }),
    ).rejects.toThrow();
    await expect(
      prisma.supplement.update({ where: { id: seeded.id }, data: { allergens: ["fish"] } }),
    ).rejects.toThrow();
  });

  it("turns an unmatched feed row into a draft once, and publishing it matches the row", async () => {
    const item = await prisma.feedItem.create({
      data: {
        retailer: "Test Retailer",
        itemId: "draft-1",
        title: "Labeltest Magnesium 200mg 90 Tablets",
        brand: "Labeltest",
        gtin: null,
        packSize: 90,
        pricePence: 899,
        url: "https://www.example.com/p/1",
        imageUrl: "https://www.example.com/p/1.jpg",
        inStock: true,
        lastSeenAt: new Date(),
      },
    });
    expect((await call(routes.draft.POST, null, undefined, item.id)).status).toBe(401);
    const made = await call(routes.draft.POST, first, undefined, item.id);
    expect(made.status).toBe(201);
    const { id } = await readData<{ id: string }>(made);
    expect(await prisma.productEntry.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "draft",
      name: item.title,
      unitsPerPack: 90,
      imageSourceUrl: item.imageUrl,
    });
    expect((await call(routes.draft.POST, first, undefined, item.id)).status).toBe(409);
    expect((await call(routes.check.POST, second, undefined, id)).status).toBe(409);

    const completed = entry({
      entryId: id,
      name: "Magnesium 200mg Tablets",
      unitsPerPack: 90,
      vegan: null,
      vegetarian: null,
      glutenFree: null,
      rows: [
        {
          ingredientSlug: "magnesium",
          name: "Magnesium",
          amount: 200,
          unit: "mg",
          chemicalForm: "as citrate",
        },
      ],
    });
    expect((await call(routes.entries.POST, first, completed)).status).toBe(200);
    const published = await readData<{ supplementId: string }>(
      await call(routes.check.POST, second, undefined, id),
    );
    expect(await prisma.feedItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      status: "matched",
      supplementId: published.supplementId,
    });
    expect(await prisma.retailerOffer.count({ where: { supplementId: published.supplementId } })).toBe(1);
  });
});

describe("suggestions and label photos", () => {
  it("takes a member's suggestion with a listing URL, refuses one without a source, and limits them", async () => {
    const body = {
      name: "Some Gummies",
      brand: "Brandx",
      gtin: null,
      labelPhotoId: null,
      listingUrl: "https://www.example.com/g",
      note: null,
    };
    expect((await call(routes.suggestions.POST, null, body)).status).toBe(401);
    const missing = await call(routes.suggestions.POST, member, { ...body, listingUrl: null });
    expect(missing.status).toBe(400);
    for (let index = 0; index < RATE_LIMITS.productSuggestionPerUser.limit; index += 1)
      expect((await call(routes.suggestions.POST, member, body)).status).toBe(201);
    expect((await call(routes.suggestions.POST, member, body)).status).toBe(429);
    const { listOpenSuggestions } = await import("@/lib/labels/queries");
    expect((await listOpenSuggestions()).filter((row) => row.brand === "Brandx")).toHaveLength(
      RATE_LIMITS.productSuggestionPerUser.limit,
    );
    expect((await search({ q: "Brandx" })).total).toBe(0);
  });

  it("stores a label photo from a member and shows it to admins only", async () => {
    const form = new FormData();
    form.append(
      "photo",
      new File([new Uint8Array(await solidImage("png"))], "label.png", { type: "image/png" }),
    );
    const upload = await routes.photos.POST!(
      new Request(`${SITE}/api/label-photos`, {
        method: "POST",
        headers: { origin: SITE, cookie: member.cookie },
        body: form,
      }),
      { params: Promise.resolve({ id: "" }) },
    );
    expect(upload.status).toBe(201);
    const { id } = await readData<{ id: string }>(upload);
    const get = (user: TestUser) =>
      routes.photo.GET!(new Request(`${SITE}/api/label-photos/${id}`, { headers: { cookie: user.cookie } }), {
        params: Promise.resolve({ id }),
      });
    expect((await get(member)).status).toBe(403);
    const shown = await get(second);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/webp");

    const notImage = new FormData();
    notImage.append("photo", new File(["plain text"], "label.png", { type: "image/png" }));
    const refused = await routes.photos.POST!(
      new Request(`${SITE}/api/label-photos`, {
        method: "POST",
        headers: { origin: SITE, cookie: member.cookie },
        body: notImage,
      }),
      { params: Promise.resolve({ id: "" }) },
    );
    expect(refused.status).toBe(415);
  });
});
