// Taking a saved stack on a seeded database: only the owner starts a plan; slots come from the
// stack's schedule; logs keep the slot's products as they were; unlogged past days follow the
// plan's mode; stock gives run-out dates and one-tap restocking; the morning email goes to the
// outbox once, with the cheapest offer and no health data in its subject; the calendar feed is
// RFC 5545 behind a signed, revocable address; export and deletion include all of it.
import { createSignedInUser, TEST_AUTH_SECRET, type TestUser } from "../support/auth-session";
import { readData, readError, type RouteHandler } from "../support/http";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

import { addDays, dayToDate, ukDay } from "@/lib/daily-plan/days";
import type { TodayPlan } from "@/lib/daily-plan/plans";
import { sendPlanReminders } from "@/lib/daily-plan/reminders";
import { type Database } from "@/lib/db/prisma";
import { careCardForLink } from "@/lib/daily-plan/care-card-links";

const SITE = "http://localhost:3000";
type Routes = Record<string, RouteHandler>;

let scratch: SeededDatabase;
let prisma: Database;
let planRoute: Routes;
let logsRoute: Routes;
let stockRoute: Routes;
let remindersRoute: Routes;
let calendarRoute: Routes;
let feedRoute: Record<
  string,
  (request: Request, context: { params: Promise<{ token: string }> }) => Promise<Response>
>;
let alice: TestUser;
let bob: TestUser;
let stackId: string;
let productIds: string[];
const today = ukDay(new Date());

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  planRoute = await import("@/app/api/stacks/[id]/plan/route");
  logsRoute = await import("@/app/api/stacks/[id]/plan/logs/route");
  stockRoute = await import("@/app/api/stacks/[id]/plan/stock/route");
  remindersRoute = await import("@/app/api/stacks/[id]/plan/reminders/route");
  calendarRoute = await import("@/app/api/stacks/[id]/plan/calendar/route");
  feedRoute = await import("@/app/api/calendar/[token]/route");
  alice = await createSignedInUser(prisma, { firstName: "Alice" });
  bob = await createSignedInUser(prisma, { firstName: "Bob" });
  const products = await prisma.supplement.findMany({
    where: { offers: { some: {} }, packOfId: null },
    orderBy: { slug: "asc" },
    take: 2,
    select: { id: true },
  });
  productIds = products.map((product) => product.id);
  const stack = await prisma.stack.create({
    data: {
      userId: alice.id,
      name: "Winter basics",
      items: {
        create: productIds.map((supplementId, position) => ({ supplementId, quantity: 1, position })),
      },
    },
  });
  stackId = stack.id;
}, 120_000);
afterAll(async () => {
  await scratch.drop();
});

function call(
  routes: Routes,
  method: string,
  options: {
    cookie?: string;
    body?: unknown;
    query?: string;
    id?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const id = options.id ?? stackId;
  const headers: Record<string, string> = { origin: SITE, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${SITE}/api/stacks/${id}/plan${options.query ?? ""}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return routes[method]!(request, { params: Promise.resolve({ id }) });
}

const planOf = async (response: Response) => (await readData<{ plan: TodayPlan }>(response)).plan;

describe("starting a plan", () => {
  it("is for the signed-in owner, with a real start date and mode", async () => {
    const body = { startDate: addDays(today, -3), mode: "check_off" };
    expect((await call(planRoute, "PUT", { body })).status).toBe(401);
    expect((await call(planRoute, "PUT", { body, cookie: bob.cookie })).status).toBe(404);
    const badDate = await call(planRoute, "PUT", {
      body: { ...body, startDate: "2026-02-30" },
      cookie: alice.cookie,
    });
    expect((await readError(badDate)).code).toBe("VALIDATION_ERROR");
    const badMode = await call(planRoute, "PUT", {
      body: { ...body, mode: "sometimes" },
      cookie: alice.cookie,
    });
    expect(badMode.status).toBe(400);
    expect(await readData(await call(planRoute, "GET", { cookie: alice.cookie }))).toEqual({ plan: null });

    const plan = await planOf(await call(planRoute, "PUT", { body, cookie: alice.cookie }));
    expect(plan).toMatchObject({ stackName: "Winter basics", startDate: body.startDate, mode: "check_off" });
    expect(plan.started).toBe(true);
    const planned = plan.slots.flatMap((slot) => slot.products.map((product) => product.supplementId));
    expect(planned.sort()).toEqual([...productIds].sort());
    expect(plan.slots.every((slot) => slot.status === "open")).toBe(true);
    // One full pack counted on the start day.
    const pack = await prisma.supplement.findUniqueOrThrow({
      where: { id: productIds[0] },
      select: { unitsPerPack: true },
    });
    const stock = plan.stock.find((item) => item.supplementId === productIds[0])!;
    expect(stock.countedOn).toBe(body.startDate);
    expect(stock.runOutDay).toBe(addDays(body.startDate, pack.unitsPerPack!));
  });

  it("writes the unlogged past days as not logged in check-off mode", async () => {
    const past = await prisma.doseLog.findMany({ where: { userId: alice.id } });
    const slots = new Set(past.map((log) => log.slot)).size;
    expect(past).toHaveLength(3 * slots);
    expect(past.every((log) => log.status === "not_logged" && log.stackName === "Winter basics")).toBe(true);
  });
});

describe("logging a slot", () => {
  let slot: string;
  beforeAll(async () => {
    slot = (await planOf(await call(planRoute, "GET", { cookie: alice.cookie }))).slots[0]!.slot;
  });

  it("keeps the slot's products as they were when the stack changes later", async () => {
    const logged = await call(logsRoute, "POST", {
      cookie: alice.cookie,
      body: { date: today, slot, status: "taken" },
    });
    expect(await readData(logged)).toEqual({ log: { date: today, slot, status: "taken" } });
    const before = await prisma.doseLog.findFirstOrThrow({
      where: { userId: alice.id, date: dayToDate(today), slot },
    });
    await prisma.stackItem.updateMany({ where: { stackId }, data: { quantity: 3 } });
    const after = await prisma.doseLog.findFirstOrThrow({ where: { id: before.id } });
    expect(after.items).toEqual(before.items);
    expect((after.items as { servings: number }[]).every((item) => item.servings === 1)).toBe(true);
    await prisma.stackItem.updateMany({ where: { stackId }, data: { quantity: 1 } });
    const plan = await planOf(await call(planRoute, "GET", { cookie: alice.cookie }));
    expect(plan.slots.find((entry) => entry.slot === slot)?.status).toBe("taken");
  });

  it("refuses a day outside the plan, a time with nothing planned, bad input and another account's offline log", async () => {
    const outside = await call(logsRoute, "POST", {
      cookie: alice.cookie,
      body: { date: addDays(today, 1), slot, status: "taken" },
    });
    expect((await readError(outside)).code).toBe("VALIDATION_ERROR");
    const plan = await planOf(await call(planRoute, "GET", { cookie: alice.cookie }));
    const empty = ["early_morning", "morning", "midday", "evening", "bedtime"].find(
      (candidate) => !plan.slots.some((entry) => entry.slot === candidate),
    );
    const nothing = await call(logsRoute, "POST", {
      cookie: alice.cookie,
      body: { date: today, slot: empty, status: "taken" },
    });
    expect(nothing.status).toBe(400);
    const bad = await call(logsRoute, "POST", {
      cookie: alice.cookie,
      body: { date: today, slot: "noon", status: "ok" },
    });
    expect(bad.status).toBe(400);
    const foreign = await call(logsRoute, "POST", {
      cookie: alice.cookie,
      body: { date: today, slot, status: "missed" },
      headers: { "X-Saved-By": bob.id },
    });
    expect(foreign.status).toBe(401);
    expect(
      (await call(logsRoute, "POST", { cookie: bob.cookie, body: { date: today, slot, status: "missed" } }))
        .status,
    ).toBe(404);
  });

  it("undoes only today's entries", async () => {
    const past = await call(logsRoute, "DELETE", {
      cookie: alice.cookie,
      query: `/logs?date=${addDays(today, -1)}&slot=${slot}`,
    });
    expect(past.status).toBe(400);
    const undone = await call(logsRoute, "DELETE", {
      cookie: alice.cookie,
      query: `/logs?date=${today}&slot=${slot}`,
    });
    expect(undone.status).toBe(200);
    const plan = await planOf(await call(planRoute, "GET", { cookie: alice.cookie }));
    expect(plan.slots.find((entry) => entry.slot === slot)?.status).toBe("open");
  });

  it("keeps a miss in the pack, so the run-out moves a day later per missed day", async () => {
    const before = (await planOf(await call(planRoute, "GET", { cookie: alice.cookie }))).stock;
    await call(logsRoute, "POST", {
      cookie: alice.cookie,
      body: { date: addDays(today, -1), slot, status: "missed" },
    });
    const after = (await planOf(await call(planRoute, "GET", { cookie: alice.cookie }))).stock;
    const plan = await planOf(await call(planRoute, "GET", { cookie: alice.cookie }));
    const missedIds = plan.slots
      .find((entry) => entry.slot === slot)!
      .products.map((product) => product.supplementId);
    for (const item of after) {
      const earlier = before.find((entry) => entry.supplementId === item.supplementId)!;
      expect(item.runOutDay).toBe(
        missedIds.includes(item.supplementId) ? addDays(earlier.runOutDay, 1) : earlier.runOutDay,
      );
    }
  });
});

describe("stock and restocking", () => {
  it("counts what is on hand today and adds a pack on 'Restocked'", async () => {
    const supplementId = productIds[0]!;
    const counted = await planOf(
      await call(stockRoute, "PUT", { cookie: alice.cookie, body: { supplementId, unitsOnHand: 3 } }),
    );
    const item = counted.stock.find((entry) => entry.supplementId === supplementId)!;
    expect(item).toMatchObject({
      unitsLeftToday: 3,
      countedOn: today,
      runOutDay: addDays(today, 3 / item.unitsPerDay),
    });
    const restocked = await planOf(
      await call(stockRoute, "POST", { cookie: alice.cookie, body: { supplementId } }),
    );
    const after = restocked.stock.find((entry) => entry.supplementId === supplementId)!;
    expect(after.unitsLeftToday).toBe(3 + item.unitsPerPack!);
    expect(
      (await call(stockRoute, "PUT", { cookie: alice.cookie, body: { supplementId, unitsOnHand: -1 } }))
        .status,
    ).toBe(400);
    const elsewhere = await call(stockRoute, "POST", {
      cookie: alice.cookie,
      body: { supplementId: "not-in-stack" },
    });
    expect((await readError(elsewhere)).code).toBe("VALIDATION_ERROR");
  });
});

describe("a product whose pack size is not known", () => {
  it("has no run-out date until it is counted, and a count, not 'Restocked', fills it", async () => {
    const carol = await createSignedInUser(prisma, { firstName: "Carol" });
    const product = await prisma.supplement.create({
      data: {
        slug: "unknown-pack-test-capsules",
        name: "Unknown Pack Capsules",
        brand: "Test",
        form: "capsule",
        category: "wellness",
        unitsPerPack: null,
        unitsPerServing: 1,
      },
    });
    const { id } = await prisma.stack.create({
      data: {
        userId: carol.id,
        name: "Herbs",
        items: { create: [{ supplementId: product.id, quantity: 1, position: 0 }] },
      },
    });
    const started = await planOf(
      await call(planRoute, "PUT", {
        id,
        cookie: carol.cookie,
        body: { startDate: today, mode: "check_off" },
      }),
    );
    expect(started.stock).toEqual([]);
    expect(started.uncounted).toEqual([
      { supplementId: product.id, name: "Unknown Pack Capsules", brand: "Test", unitsPerDay: 1 },
    ]);
    const restock = await call(stockRoute, "POST", {
      id,
      cookie: carol.cookie,
      body: { supplementId: product.id },
    });
    const refused = await readError(restock);
    expect(refused.code).toBe("VALIDATION_ERROR");
    expect(refused.details?.formErrors).toEqual([
      "The pack size of Unknown Pack Capsules is not known: count what you have instead.",
    ]);
    const counted = await planOf(
      await call(stockRoute, "PUT", {
        id,
        cookie: carol.cookie,
        body: { supplementId: product.id, unitsOnHand: 20 },
      }),
    );
    expect(counted.uncounted).toEqual([]);
    expect(counted.stock).toMatchObject([
      { supplementId: product.id, unitsPerPack: null, unitsLeftToday: 20, runOutDay: addDays(today, 20) },
    ]);
  });
});

describe("the morning email", () => {
  it("goes to the outbox once a day, with run-outs, the restock offer and a generic subject", async () => {
    const supplementId = productIds[0]!;
    await call(stockRoute, "PUT", { cookie: alice.cookie, body: { supplementId, unitsOnHand: 2 } });
    const settings = { emailDigest: true, runOutEmails: true, runOutNoticeDays: 7, namesInReminders: false };
    const bad = await call(remindersRoute, "PUT", {
      cookie: alice.cookie,
      body: { ...settings, runOutNoticeDays: 0 },
    });
    expect(bad.status).toBe(400);
    expect(
      await readData(await call(remindersRoute, "PUT", { cookie: alice.cookie, body: settings })),
    ).toEqual({
      reminders: settings,
    });

    expect(await sendPlanReminders({ siteUrl: SITE, secret: TEST_AUTH_SECRET })).toBe(1);
    const mail = await prisma.outboxEmail.findMany({ where: { toAddress: alice.email } });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Supplement reminder");
    const product = await prisma.supplement.findUniqueOrThrow({
      where: { id: supplementId },
      select: { name: true, offers: { select: { url: true, source: true } } },
    });
    expect(mail[0]!.text).toContain(`${product.name} (`);
    expect(product.offers.some((offer) => mail[0]!.text.includes(offer.url))).toBe(true);
    expect(mail[0]!.text).toContain(`${SITE}/today`);
    if (product.offers.every((offer) => offer.source === "sample"))
      expect(mail[0]!.text).toContain("a sample price");

    expect(await sendPlanReminders({ siteUrl: SITE, secret: TEST_AUTH_SECRET })).toBe(0);
  });
});

describe("the calendar feed", () => {
  const feed = (url: string) => {
    const token = new URL(url).pathname.split("/").at(-1)!;
    return feedRoute.GET!(new Request(url), { params: Promise.resolve({ token }) });
  };

  it("is an RFC 5545 calendar behind a signed address that can be renewed and revoked", async () => {
    expect(
      await readData(await call(calendarRoute, "GET", { cookie: alice.cookie, query: "/calendar" })),
    ).toEqual({ feed: null });
    const { feed: urls } = await readData<{ feed: { https: string; webcal: string } }>(
      await call(calendarRoute, "POST", { cookie: alice.cookie, query: "/calendar" }),
    );
    expect(urls.https).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]+\.[\w-]+\.ics$/);
    expect(urls.webcal).toBe(urls.https.replace(/^http:/, "webcal:"));

    const answer = await feed(urls.https);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await answer.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("RRULE:FREQ=DAILY");
    expect(ics).toContain("BEGIN:VALARM");
    expect(ics).toContain("SUMMARY:Supplement reminder\r\n");
    expect(ics).not.toContain("Winter basics");

    const forged = urls.https.replace(/\.[\w-]+\.ics$/, ".forged.ics");
    expect((await feed(forged)).status).toBe(404);
    const { feed: renewed } = await readData<{ feed: { https: string } }>(
      await call(calendarRoute, "POST", { cookie: alice.cookie, query: "/calendar" }),
    );
    expect((await feed(urls.https)).status).toBe(404);
    expect((await feed(renewed.https)).status).toBe(200);
    expect((await call(calendarRoute, "DELETE", { cookie: bob.cookie, query: "/calendar" })).status).toBe(
      404,
    );
    await call(calendarRoute, "DELETE", { cookie: alice.cookie, query: "/calendar" });
    expect((await feed(renewed.https)).status).toBe(404);
  });
});

describe("exception mode", () => {
  it("writes unlogged past days as assumed taken", async () => {
    const stack = await prisma.stack.create({
      data: {
        userId: bob.id,
        name: "Bob's",
        items: { create: [{ supplementId: productIds[0]!, quantity: 1, position: 0 }] },
      },
    });
    const plan = await planOf(
      await call(planRoute, "PUT", {
        id: stack.id,
        cookie: bob.cookie,
        body: { startDate: addDays(today, -2), mode: "exceptions" },
      }),
    );
    expect(plan.slots[0]!.status).toBe("assumed_taken");
    const history = await prisma.doseLog.findMany({ where: { userId: bob.id } });
    expect(history.map((log) => log.status)).toEqual(["assumed_taken", "assumed_taken"]);
  });
});

describe("adherence in analytics", () => {
  it("is taken against planned by week with product streaks, signed in only", async () => {
    const { GET } = await import("@/app/api/analytics/adherence/route");
    const ask = (cookie?: string) =>
      GET(new Request(`${SITE}/api/analytics/adherence`, { headers: cookie ? { cookie } : {} }), {});
    expect((await ask()).status).toBe(401);
    const { adherence } = await readData<{
      adherence: { weeks: { taken: number; planned: number }[]; streaks: { currentDays: number }[] };
    }>(await ask(bob.cookie));
    const total = adherence.weeks.reduce((sum, week) => sum + week.planned, 0);
    expect(total).toBe(2);
    expect(adherence.weeks.reduce((sum, week) => sum + week.taken, 0)).toBe(2);
    expect(adherence.streaks).toEqual([expect.objectContaining({ currentDays: 2, longestDays: 2 })]);
  });
});

describe("the pharmacist card", () => {
  it("opens read-only from a signed, expiring, revocable link, without notes", async () => {
    const links = await import("@/app/api/account/care-card-links/route");
    const link = await import("@/app/api/account/care-card-links/[id]/route");
    const pdf = await import("@/app/api/reports/care-card/route");
    const post = (cookie?: string) =>
      links.POST(
        new Request(`${SITE}/api/account/care-card-links`, {
          method: "POST",
          headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
        }),
        {},
      );
    expect((await post()).status).toBe(401);
    expect((await pdf.GET(new Request(`${SITE}/api/reports/care-card`), {})).status).toBe(401);
    await prisma.stack.updateMany({
      where: { userId: bob.id },
      data: { notes: "Private note about my knees" },
    });

    const made = (
      await readData<{ link: { id: string; url: string; qrCodeSvg: string } }>(await post(bob.cookie))
    ).link;
    expect(made.qrCodeSvg).toMatch(/^<svg/);
    const token = new URL(made.url).pathname.replace("/card/", "");
    const card = await careCardForLink(token, TEST_AUTH_SECRET);
    expect(card?.model.sections.map((section) => section.heading)).toEqual([
      "Supplements",
      "Medicines and conditions",
      "Interaction findings",
    ]);
    const product = await prisma.supplement.findUniqueOrThrow({
      where: { id: productIds[0] },
      select: { name: true },
    });
    expect(JSON.stringify(card)).toContain(product.name);
    expect(JSON.stringify(card)).not.toContain("knees");

    expect(await careCardForLink(`${made.id}.forged`, TEST_AUTH_SECRET)).toBeNull();
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await careCardForLink(token, TEST_AUTH_SECRET, later)).toBeNull();
    const revoke = (cookie: string, id = made.id) =>
      link.DELETE(
        new Request(`${SITE}/api/account/care-card-links/${id}`, {
          method: "DELETE",
          headers: { origin: SITE, cookie },
        }),
        { params: Promise.resolve({ id }) },
      );
    expect((await revoke(alice.cookie)).status).toBe(404);
    expect((await revoke(bob.cookie)).status).toBe(200);
    expect(await careCardForLink(token, TEST_AUTH_SECRET)).toBeNull();
  });
});

describe("privacy", () => {
  it("exports plans, stock and history without the feed secret, and deletion removes them", async () => {
    await readData(await call(calendarRoute, "POST", { cookie: alice.cookie, query: "/calendar" }));
    const { exportAccountData } = await import("@/lib/auth/account-export");
    const data = await exportAccountData(alice.id);
    expect(data.dailyPlans.plans).toHaveLength(1);
    expect(data.dailyPlans.plans[0]!.stock.length).toBeGreaterThan(0);
    expect(data.dailyPlans.doseHistory.length).toBeGreaterThan(0);
    expect(data.dailyPlans.calendarFeeds).toEqual([{ stackId, calendarFeedOn: true }]);
    expect(JSON.stringify(data)).not.toMatch(/calendarFeedId/);

    await prisma.user.delete({ where: { id: alice.id } });
    expect(await prisma.stackPlan.count({ where: { userId: alice.id } })).toBe(0);
    expect(await prisma.doseLog.count({ where: { userId: alice.id } })).toBe(0);
    expect(await prisma.planStock.count({ where: { plan: { userId: alice.id } } })).toBe(0);
  });
});
