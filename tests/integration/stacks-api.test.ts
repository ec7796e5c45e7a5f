// The stack API on a seeded database with two users: ownership, limits, version conflicts,
// publishing, likes, the community list and the builder's preview (costs, interactions, savings).
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { type Database } from "@/lib/db/prisma";
import type { NewSupplementCheckResult } from "@/lib/interactions/types";
import type { StackPreview } from "@/lib/stacks/preview";
import type { CommunityPage, StackView } from "@/lib/stacks/queries";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";
import { readData, readError, type RouteHandler } from "../support/http";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { MAX_STACKS_PER_USER } from "@/lib/stacks/limits";
import { RATE_LIMITS } from "@/lib/security/rate-limit";

type Handler = RouteHandler;
const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
const routes: Record<string, Record<string, Handler>> = {};
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  routes.stacks = await import("@/app/api/stacks/route");
  routes.stack = await import("@/app/api/stacks/[id]/route");
  routes.publish = await import("@/app/api/stacks/[id]/publish/route");
  routes.like = await import("@/app/api/stacks/[id]/like/route");
  routes.duplicate = await import("@/app/api/stacks/[id]/duplicate/route");
  routes.preview = await import("@/app/api/stacks/preview/route");
  routes.check = await import("@/app/api/stacks/check/route");
  routes.community = await import("@/app/api/community-stacks/route");
  alice = await createSignedInUser(prisma, { firstName: "Alice" });
  bob = await createSignedInUser(prisma, { firstName: "Bob" });
});
afterAll(async () => {
  await scratch.drop();
});

function call(
  route: string,
  method: string,
  options: { cookie?: string; body?: unknown; id?: string; query?: string; savedBy?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.savedBy !== undefined) headers["x-saved-by"] = options.savedBy;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${SITE}/api/stacks${options.query ?? ""}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return routes[route]![method]!(request, { params: Promise.resolve({ id: options.id ?? "" }) });
}

/**
 * A published stack's private name and notes reach its owner only: others (the API, the page's data and
 * the social image's loader) see the published title, never the name the owner gave it.
 */
async function expectNameAndNotesPrivate(id: string, publishedTitle: string): Promise<void> {
  const secret = "Private: my GP said to stop before surgery";
  const privateName = "Fertility plan after miscarriage";
  await prisma.stack.update({ where: { id }, data: { notes: secret, name: privateName } });
  for (const cookie of [undefined, bob.cookie]) {
    const response = await call("stack", "GET", { id, cookie });
    const seen = await readData<{ stack: StackView }>(response.clone());
    expect(seen.stack.notes).toBeNull();
    expect(seen.stack.name).toBe(publishedTitle);
    expect(await response.text()).not.toContain(privateName);
  }
  const owner = await readData<{ stack: StackView }>(
    await call("stack", "GET", { id, cookie: alice.cookie }),
  );
  expect(owner.stack).toMatchObject({ notes: secret, name: privateName });
  const { publicStackData } = await import("@/lib/stacks/page-data");
  const pageData = await publicStackData(id);
  expect(pageData?.stack.id).toBe(id);
  expect(JSON.stringify(pageData)).not.toContain(secret);
  expect(JSON.stringify(pageData)).not.toContain(privateName);
  const community = await readData<CommunityPage>(await call("community", "GET", { query: "?sort=newest" }));
  expect(JSON.stringify(community)).not.toContain(privateName);
}

async function productWith(ingredient: string): Promise<string> {
  return (
    await prisma.supplement.findFirstOrThrow({
      where: {
        ingredients: {
          some: { ingredient: { slug: ingredient } },
          every: { ingredient: { slug: ingredient } },
        },
        offers: { some: {} },
      },
      orderBy: { slug: "asc" },
    })
  ).id;
}

async function productContaining(ingredient: string): Promise<string> {
  return (
    await prisma.supplement.findFirstOrThrow({
      where: { ingredients: { some: { ingredient: { slug: ingredient } } } },
      orderBy: { slug: "asc" },
    })
  ).id;
}

async function saveStack(user: TestUser, name = "Morning", itemIds?: string[]) {
  const ids = itemIds ?? [await productWith("magnesium"), await productWith("vitamin-d3")];
  const response = await call("stacks", "POST", {
    cookie: user.cookie,
    body: { name, goal: "wellness", items: ids.map((supplementId) => ({ supplementId, quantity: 1 })) },
  });
  expect(response.status).toBe(201);
  return (await readData<{ stack: SavedStackSummary }>(response)).stack;
}

describe("ownership", () => {
  test("signed out: list and create answer 401", async () => {
    expect((await call("stacks", "GET")).status).toBe(401);
    expect((await call("stacks", "POST", { body: { name: "x", items: [] } })).status).toBe(401);
  });

  test("a private stack is visible to its owner only; others get 404 for reads and writes alike", async () => {
    const stack = await saveStack(alice);
    expect((await call("stack", "GET", { cookie: alice.cookie, id: stack.id })).status).toBe(200);
    for (const [route, method, body] of [
      ["stack", "GET", undefined],
      ["stack", "PUT", { version: stack.version, name: "Mine now" }],
      ["stack", "DELETE", undefined],
      ["publish", "POST", { title: "Hijacked" }],
      ["duplicate", "POST", undefined],
      ["like", "POST", undefined],
    ] as const) {
      const response = await call(route, method, { cookie: bob.cookie, id: stack.id, body });
      expect({ route, method, status: response.status }).toEqual({ route, method, status: 404 });
    }
    expect((await call("stack", "GET", { id: stack.id })).status).toBe(404);
    const unchanged = await prisma.stack.findUniqueOrThrow({ where: { id: stack.id } });
    expect(unchanged).toMatchObject({ name: "Morning", isPublished: false, userId: alice.id });
  });

  test("a published stack is readable by anyone but writable only by its owner (403)", async () => {
    const stack = await saveStack(alice, "Public one");
    await call("publish", "POST", {
      cookie: alice.cookie,
      id: stack.id,
      body: { title: "Alice's basics", description: "Simple." },
    });
    const anonymous = await readData<{ stack: StackView }>(await call("stack", "GET", { id: stack.id }));
    expect(anonymous.stack).toMatchObject({
      publishedTitle: "Alice's basics",
      isOwner: false,
      ownerDisplayName: "Alice U.",
    });
    expect(JSON.stringify(anonymous)).not.toContain(alice.email);
    const version = anonymous.stack.version;
    await expectNameAndNotesPrivate(stack.id, "Alice's basics");
    expect(
      (await call("stack", "PUT", { cookie: bob.cookie, id: stack.id, body: { version, name: "Bob's" } }))
        .status,
    ).toBe(403);
    expect((await call("stack", "DELETE", { cookie: bob.cookie, id: stack.id })).status).toBe(403);
    expect((await call("publish", "DELETE", { cookie: bob.cookie, id: stack.id })).status).toBe(403);
    expect(await prisma.stack.count({ where: { id: stack.id, isPublished: true } })).toBe(1);
  });

  test("a save made offline goes only under the account that made it (401 under another, kept to retry)", async () => {
    const items = [{ supplementId: await productWith("magnesium"), quantity: 1 }];
    const body = { name: "Alice's offline save", items };
    const underBob = await call("stacks", "POST", { cookie: bob.cookie, body, savedBy: alice.id });
    expect(underBob.status).toBe(401);
    expect((await readError(underBob)).code).toBe("AUTHENTICATION_ERROR");
    expect(await prisma.stack.count({ where: { name: body.name } })).toBe(0);
    const stack = await saveStack(alice, "Alice's");
    const update = { version: stack.version, name: "Renamed offline" };
    expect(
      (await call("stack", "PUT", { cookie: bob.cookie, id: stack.id, body: update, savedBy: alice.id }))
        .status,
    ).toBe(401);
    const own = await call("stacks", "POST", { cookie: alice.cookie, body, savedBy: alice.id });
    expect(own.status).toBe(201);
    expect(
      (await call("stack", "PUT", { cookie: alice.cookie, id: stack.id, body: update, savedBy: alice.id }))
        .status,
    ).toBe(200);
  });

  test("my list holds only my stacks", async () => {
    await saveStack(bob, "Bob's only");
    const list = await readData<{ stacks: SavedStackSummary[] }>(
      await call("stacks", "GET", { cookie: bob.cookie }),
    );
    expect(list.stacks.map((s) => s.name)).toContain("Bob's only");
    expect(list.stacks.every((s) => s.id)).toBe(true);
    const ids = new Set((await prisma.stack.findMany({ where: { userId: bob.id } })).map((s) => s.id));
    expect(list.stacks.every((s) => ids.has(s.id))).toBe(true);
  });
});

describe("limits and validation", () => {
  test("an account keeps at most MAX_STACKS_PER_USER stacks; publishing is rate limited", async () => {
    const carol = await createSignedInUser(prisma, { firstName: "Carol" });
    const kept = await saveStack(carol, "Kept");
    await prisma.stack.createMany({
      data: Array.from({ length: MAX_STACKS_PER_USER - 1 }, (_, i) => ({
        userId: carol.id,
        name: `Old ${i}`,
      })),
    });
    const full = await call("stacks", "POST", {
      cookie: carol.cookie,
      body: {
        name: "One more",
        items: kept.items.map(({ supplementId }) => ({ supplementId, quantity: 1 })),
      },
    });
    expect(full.status).toBe(400);
    expect((await readError(full)).details?.formErrors).toEqual([
      `You can keep up to ${MAX_STACKS_PER_USER} stacks. Delete one to save another.`,
    ]);
    expect((await call("duplicate", "POST", { cookie: carol.cookie, id: kept.id })).status).toBe(400);
    expect(await prisma.stack.count({ where: { userId: carol.id } })).toBe(MAX_STACKS_PER_USER);

    const publish = () =>
      call("publish", "POST", { cookie: carol.cookie, id: kept.id, body: { title: "Mine" } });
    for (let i = 0; i < RATE_LIMITS.stackPublishPerUser.limit; i += 1)
      expect((await publish()).status).toBe(200);
    expect((await publish()).status).toBe(429);
  });

  test("more than 50 items, quantities outside 1–20, duplicates and unknown products are refused", async () => {
    const products = await prisma.supplement.findMany({ take: 51, select: { id: true } });
    const tooMany = products.map((p) => ({ supplementId: p.id, quantity: 1 }));
    const cases = [
      { name: "Too many", items: tooMany },
      { name: "Zero", items: [{ supplementId: products[0]!.id, quantity: 0 }] },
      { name: "Twenty-one", items: [{ supplementId: products[0]!.id, quantity: 21 }] },
      { name: "Fraction", items: [{ supplementId: products[0]!.id, quantity: 1.5 }] },
      {
        name: "Twice",
        items: [
          { supplementId: products[0]!.id, quantity: 1 },
          { supplementId: products[0]!.id, quantity: 2 },
        ],
      },
      { name: "", items: [{ supplementId: products[0]!.id, quantity: 1 }] },
      { name: "Empty", items: [] },
    ];
    for (const body of cases) {
      const response = await call("stacks", "POST", { cookie: alice.cookie, body });
      expect({ name: body.name, status: response.status, code: (await readError(response)).code }).toEqual({
        name: body.name,
        status: 400,
        code: "VALIDATION_ERROR",
      });
    }
    const fifty = await call("stacks", "POST", {
      cookie: alice.cookie,
      body: { name: "Fifty", items: tooMany.slice(0, 50) },
    });
    expect(fifty.status).toBe(201);
    const unknown = await call("stacks", "POST", {
      cookie: alice.cookie,
      body: { name: "Ghost", items: [{ supplementId: "no-such-product", quantity: 1 }] },
    });
    expect(unknown.status).toBe(404);
    expect((await readError(unknown)).code).toBe("SUPPLEMENT_NOT_FOUND");
  });
});

describe("concurrent edits", () => {
  test("two tabs editing the same version: the second save is 409 CONFLICT and nothing is lost silently", async () => {
    const stack = await saveStack(alice, "Two tabs");
    const extra = await productWith("zinc");
    const tabA = await call("stack", "PUT", {
      cookie: alice.cookie,
      id: stack.id,
      body: {
        version: stack.version,
        items: [
          ...stack.items.map((i) => ({ supplementId: i.supplementId, quantity: 1 })),
          { supplementId: extra, quantity: 1 },
        ],
      },
    });
    expect(tabA.status).toBe(200);
    expect((await readData<{ stack: SavedStackSummary }>(tabA)).stack.version).toBe(stack.version + 1);
    const tabB = await call("stack", "PUT", {
      cookie: alice.cookie,
      id: stack.id,
      body: { version: stack.version, items: [{ supplementId: stack.items[0]!.supplementId, quantity: 2 }] },
    });
    expect(tabB.status).toBe(409);
    const error = await readError(tabB);
    expect(error.code).toBe("CONFLICT");
    expect(error.details?.formErrors?.[0]).toMatch(/changed in another tab or device/);
    expect(await prisma.stackItem.count({ where: { stackId: stack.id } })).toBe(3);
  });

  test("simultaneous saves from one version: exactly one wins", async () => {
    const stack = await saveStack(alice, "Race");
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        call("stack", "PUT", {
          cookie: alice.cookie,
          id: stack.id,
          body: { version: stack.version, name: `Race ${n}` },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});

describe("publishing, likes and the community", () => {
  test("publish → listed; likes are one per user and idempotent; unpublish → gone from the list and 404 for others", async () => {
    const stack = await saveStack(alice, "Community candidate");
    expect(
      (
        await call("publish", "POST", {
          cookie: alice.cookie,
          id: stack.id,
          body: { title: "Winter basics", goal: "immune" },
        })
      ).status,
    ).toBe(200);

    const listed = await readData<CommunityPage>(
      await call("community", "GET", { query: "?goal=immune&sort=newest" }),
    );
    const card = listed.cards.find((c) => c.id === stack.id);
    expect(card).toMatchObject({
      title: "Winter basics",
      goal: "immune",
      likeCount: 0,
      ownerDisplayName: "Alice U.",
      includesSamplePrices: true,
    });
    expect(card!.monthlyCostPence).toBeGreaterThan(0);
    expect(["low", "moderate", "high", "very_high"]).toContain(card!.riskLevel);
    expect(JSON.stringify(listed)).not.toContain(alice.email);

    expect((await call("like", "POST", { id: stack.id })).status).toBe(401);
    const like = async (user: TestUser, method: "POST" | "DELETE") =>
      readData<{ liked: boolean; likeCount: number }>(
        await call("like", method, { cookie: user.cookie, id: stack.id }),
      );
    expect(await like(bob, "POST")).toEqual({ liked: true, likeCount: 1 });
    expect(await like(bob, "POST")).toEqual({ liked: true, likeCount: 1 });
    expect((await like(alice, "POST")).likeCount).toBe(2);
    expect(await like(bob, "DELETE")).toEqual({ liked: false, likeCount: 1 });

    const liked = await readData<CommunityPage>(await call("community", "GET", { query: "?sort=liked" }));
    expect(liked.cards[0]!.id).toBe(stack.id);

    expect((await call("publish", "DELETE", { cookie: alice.cookie, id: stack.id })).status).toBe(200);
    const after = await readData<CommunityPage>(await call("community", "GET", { query: "?goal=immune" }));
    expect(after.cards.some((c) => c.id === stack.id)).toBe(false);
    expect((await call("stack", "GET", { cookie: bob.cookie, id: stack.id })).status).toBe(404);
    expect((await call("like", "POST", { cookie: bob.cookie, id: stack.id })).status).toBe(404);
  });

  test("publishing and unpublishing leave the version: the next save with it is not a conflict", async () => {
    const stack = await saveStack(alice, "Publish then edit");
    const publish = (method: "POST" | "DELETE") =>
      call("publish", method, {
        cookie: alice.cookie,
        id: stack.id,
        ...(method === "POST" ? { body: { title: "Shared basics" } } : {}),
      });
    expect((await publish("POST")).status).toBe(200);
    expect((await publish("DELETE")).status).toBe(200);
    const saved = await call("stack", "PUT", {
      cookie: alice.cookie,
      id: stack.id,
      body: { version: stack.version, name: "Edited after publishing" },
    });
    expect(saved.status).toBe(200);
    expect((await readData<{ stack: SavedStackSummary }>(saved)).stack.version).toBe(stack.version + 1);
  });

  test("community sorting by monthly cost, and bad query parameters are 400", async () => {
    const cheap = await saveStack(bob, "Cheap", [await productWith("vitamin-d3")]);
    await call("publish", "POST", { cookie: bob.cookie, id: cheap.id, body: { title: "One cheap thing" } });
    const list = await readData<CommunityPage>(await call("community", "GET", { query: "?sort=cheapest" }));
    const costs = list.cards.map((c) => c.monthlyCostPence);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const query of ["?sort=random", "?goal=everything", "?page=0", "?page=abc", "?extra=1"]) {
      expect((await call("community", "GET", { query })).status).toBe(400);
    }
  });

  test("the community card is stored when the stack changes and recomputed only when its basis changes", async () => {
    const stack = await saveStack(alice, "Stored card");
    await call("publish", "POST", { cookie: alice.cookie, id: stack.id, body: { title: "Stored" } });
    const stored = () =>
      prisma.stack.findUniqueOrThrow({
        where: { id: stack.id },
        select: { communitySummary: true, communityBasis: true, communityCostPence: true, version: true },
      });
    const published = await stored();
    expect(published.communityBasis).toMatch(/^[0-9a-f]{32}$/);
    const summary = published.communitySummary as { monthlyCostPence: number; items: { id: string }[] };
    expect(summary.items.map((item) => item.id)).toEqual(stack.items.map((item) => item.supplementId));
    expect(published.communityCostPence).toBe(summary.monthlyCostPence);
    const cardOf = async () =>
      (await readData<CommunityPage>(await call("community", "GET", { query: "?sort=newest" }))).cards.find(
        (card) => card.id === stack.id,
      );

    // The listing reads the stored card: a marked cost shows as stored, nothing was recomputed.
    await prisma.stack.update({
      where: { id: stack.id },
      data: { communitySummary: { ...summary, monthlyCostPence: 1 } },
    });
    expect((await cardOf())?.monthlyCostPence).toBe(1);

    // A price change alters the basis: the listing recomputes the card once, from the new price.
    const offer = await prisma.retailerOffer.findFirstOrThrow({
      where: { supplementId: stack.items[0]!.supplementId },
      orderBy: { pricePence: "asc" },
    });
    await prisma.retailerOffer.update({
      where: { id: offer.id },
      data: { pricePence: offer.pricePence + 1 },
    });
    const recomputed = await cardOf();
    expect(recomputed?.monthlyCostPence).not.toBe(1);
    expect(recomputed?.monthlyCostPence).toBeGreaterThanOrEqual(summary.monthlyCostPence);
    expect((await stored()).communityBasis).not.toBe(published.communityBasis);

    // New items are stored with the edit itself, before any listing.
    const only = [await productWith("vitamin-d3")];
    await call("stack", "PUT", {
      cookie: alice.cookie,
      id: stack.id,
      body: {
        version: (await stored()).version,
        items: only.map((supplementId) => ({ supplementId, quantity: 1 })),
      },
    });
    const edited = (await stored()).communitySummary as { items: { id: string }[] };
    expect(edited.items.map((item) => item.id)).toEqual(only);

    await call("publish", "DELETE", { cookie: alice.cookie, id: stack.id });
    expect(await stored()).toMatchObject({
      communitySummary: null,
      communityBasis: null,
      communityCostPence: null,
    });
  });

  test("duplicate makes a private copy with the same items", async () => {
    const stack = await saveStack(alice, "Original");
    const copy = await readData<{ stack: SavedStackSummary }>(
      await call("duplicate", "POST", { cookie: alice.cookie, id: stack.id }),
    );
    expect(copy.stack).toMatchObject({ name: "Copy of Original", isPublished: false, version: 1 });
    expect(copy.stack.items.map((i) => i.supplementId)).toEqual(stack.items.map((i) => i.supplementId));
  });
});

describe("preview", () => {
  test("costs per day and per 30 days from the cheapest offer, totals, sample prices flagged", async () => {
    const id = await productWith("magnesium");
    const product = await prisma.supplement.findUniqueOrThrow({ where: { id }, include: { offers: true } });
    const preview = await readData<StackPreview>(
      await call("preview", "POST", { body: { items: [{ supplementId: id, quantity: 2 }] } }),
    );
    const item = preview.items[0]!;
    const offer = item.product.offer!;
    expect(
      product.offers.some((o) => o.pricePence === offer.pricePence && o.retailer === offer.retailer),
    ).toBe(true);
    const exactPerDay = (offer.pricePence * product.unitsPerServing * 2) / offer.packSize;
    expect(item.cost!.costPerDayPence).toBe(Math.round(exactPerDay + 1e-9));
    expect(preview.totals.perMonthPence).toBe(item.cost!.costPerMonthPence);
    expect(preview.includesSamplePrices).toBe(true);
    expect(preview.usedHealthProfile).toBe(false);
  });

  test("a known pair shows up in the analysis (calcium with iron)", async () => {
    const items = [await productContaining("calcium"), await productWith("iron")].map((supplementId) => ({
      supplementId,
      quantity: 1,
    }));
    const preview = await readData<StackPreview>(await call("preview", "POST", { body: { items } }));
    const ids = preview.analysis.interactions.supplementInteractions.map((f) => f.record.id);
    expect(ids).toContain("ss-calcium-iron");
  });

  test("the signed-in user's health profile feeds the analysis", async () => {
    await prisma.healthProfile.create({
      data: {
        userId: bob.id,
        prescriptionDrugs: ["warfarin"],
        medicalConditions: [],
        goals: [],
        dietaryPreferences: [],
      },
    });
    const items = [
      { supplementId: await productWith("vitamin-k2").catch(() => productWith("vitamin-k1")), quantity: 1 },
    ];
    const preview = await readData<StackPreview>(
      await call("preview", "POST", { cookie: bob.cookie, body: { items } }),
    );
    expect(preview.usedHealthProfile).toBe(true);
    expect(preview.analysis.interactions.drugInteractions.length).toBeGreaterThan(0);
  });

  test("savings suggest a cheaper same-ingredient product at a similar dose, never adding a finding", async () => {
    // The priciest per day among single-ingredient vitamin D3 products has cheaper like-for-like options.
    const candidates = await prisma.supplement.findMany({
      where: {
        ingredients: { every: { ingredient: { slug: "vitamin-d3" } }, some: {} },
        offers: { some: {} },
      },
      include: { offers: true, ingredients: true },
    });
    const perDay = (p: (typeof candidates)[number]) =>
      Math.min(...p.offers.map((o) => (o.pricePence * p.unitsPerServing) / o.packSize));
    const priciest = [...candidates].sort((a, b) => perDay(b) - perDay(a))[0]!;
    const preview = await readData<StackPreview>(
      await call("preview", "POST", { body: { items: [{ supplementId: priciest.id, quantity: 1 }] } }),
    );
    for (const saving of preview.savings) {
      expect(saving.supplementId).toBe(priciest.id);
      expect(saving.monthlySavingPence).toBe(saving.currentPerMonthPence - saving.replacementPerMonthPence);
      expect(saving.monthlySavingPence).toBeGreaterThan(0);
      const replacement = await prisma.supplement.findUniqueOrThrow({
        where: { id: saving.replacement.id },
        include: { ingredients: { include: { ingredient: true } } },
      });
      expect(replacement.ingredients.map((i) => i.ingredient.slug)).toEqual(["vitamin-d3"]);
    }
    expect(preview.totalMonthlySavingPence).toBe(
      preview.savings.reduce((s, x) => s + x.monthlySavingPence, 0),
    );
  });

  test("bad previews: unknown product 404, malformed 400", async () => {
    expect(
      (await call("preview", "POST", { body: { items: [{ supplementId: "nope", quantity: 1 }] } })).status,
    ).toBe(404);
    expect(
      (await call("preview", "POST", { body: { items: [{ supplementId: "x", quantity: 99 }] } })).status,
    ).toBe(400);
    expect((await call("preview", "POST", { body: { things: [] } })).status).toBe(400);
  });

  test("the addition check answers the spec's result shape", async () => {
    const iron = await productWith("iron");
    const calcium = await productContaining("calcium");
    const result = await readData<NewSupplementCheckResult>(
      await call("check", "POST", { body: { newSupplementId: iron, existingSupplementIds: [calcium] } }),
    );
    expect(result).toMatchObject({ newSupplementId: iron, existingSupplementIds: [calcium] });
    expect(typeof result.results.safeToAdd).toBe("boolean");
    expect(result.results.warnings.length).toBeGreaterThan(0);
  });

  test("the addition check counts servings a day: one more serving can cross the upper level", async () => {
    const zinc = await productWith("zinc");
    const check = async (servings: number) =>
      readData<NewSupplementCheckResult>(
        await call("check", "POST", {
          body: { newSupplementId: zinc, existingSupplementIds: [], servingsPerDay: { [zinc]: servings } },
        }),
      );
    const aboveUpperLevel = (result: NewSupplementCheckResult) =>
      result.results.warnings.filter((warning) => warning.title === "Zinc above the UK upper level");
    expect(aboveUpperLevel(await check(1))).toEqual([]);
    expect(aboveUpperLevel(await check(20))).toHaveLength(1);
    const tooMany = await call("check", "POST", {
      body: { newSupplementId: zinc, existingSupplementIds: [], servingsPerDay: { [zinc]: 21 } },
    });
    expect(tooMany.status).toBe(400);
  });
});
