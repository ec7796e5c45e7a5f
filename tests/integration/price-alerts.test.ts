// Price alerts on a seeded database: the owner asks per stack; a real price drop
// is emailed (to the dev outbox) with its retailer and a one-click unsubscribe link that works signed
// out; at most one email a day; sample prices never trigger one; a monthly-drop threshold waits
// until the same items' cost has fallen by that much.
import { createSignedInUser, TEST_AUTH_SECRET, type TestUser } from "../support/auth-session";
import { readData, readError, type RouteHandler } from "../support/http";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { startJobQueue } from "../support/job-queue";

import { checkPriceAlerts } from "@/lib/alerts/price-alerts";
import { signUnsubscribeToken } from "@/lib/alerts/unsubscribe-token";
import { type Database } from "@/lib/db/prisma";
import { ALERTS_QUEUE, ALERTS_SCHEDULE, startPriceAlertJobs } from "@/lib/jobs/price-alerts";

const SITE = "http://localhost:3000";
const DAY = 24 * 60 * 60 * 1000;

let scratch: SeededDatabase;
let prisma: Database;
let alertRoute: Record<string, RouteHandler>;
let unsubscribeRoute: Record<string, RouteHandler>;
let alice: TestUser;
let bob: TestUser;
let stackId: string;
/** Two seeded products in Alice's stack, each with its cheapest offer. */
let products: { supplementId: string; offerId: string; pricePence: number }[];

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  alertRoute = await import("@/app/api/stacks/[id]/price-alert/route");
  unsubscribeRoute = await import("@/app/api/price-alerts/unsubscribe/route");
  alice = await createSignedInUser(prisma, { firstName: "Alice" });
  bob = await createSignedInUser(prisma, { firstName: "Bob" });
  const supplements = await prisma.supplement.findMany({
    where: { offers: { some: {} } },
    orderBy: { slug: "asc" },
    take: 2,
    select: { id: true, offers: { orderBy: { pricePence: "asc" }, select: { id: true, pricePence: true } } },
  });
  // One offer each, so the offer changed below is the cheapest.
  for (const supplement of supplements) {
    await prisma.retailerOffer.deleteMany({
      where: { supplementId: supplement.id, id: { not: supplement.offers[0]!.id } },
    });
  }
  products = supplements.map((s) => ({
    supplementId: s.id,
    offerId: s.offers[0]!.id,
    pricePence: s.offers[0]!.pricePence,
  }));
  const stack = await prisma.stack.create({
    data: {
      userId: alice.id,
      name: "Winter basics",
      items: {
        create: products.map((p, position) => ({ supplementId: p.supplementId, quantity: 1, position })),
      },
    },
  });
  stackId = stack.id;
});
afterAll(async () => {
  await scratch.drop();
});

function callAlert(method: string, options: { cookie?: string; body?: unknown; id?: string } = {}) {
  const headers: Record<string, string> = { origin: SITE };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${SITE}/api/stacks/${options.id ?? stackId}/price-alert`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return alertRoute[method]!(request, { params: Promise.resolve({ id: options.id ?? stackId }) });
}

async function setPrice(index: number, pricePence: number, source: "sample" | "feed") {
  await prisma.retailerOffer.update({
    where: { id: products[index]!.offerId },
    data: { pricePence, source, lastCheckedAt: new Date() },
  });
}

const check = (now: Date) => checkPriceAlerts({ now, siteUrl: SITE, secret: TEST_AUTH_SECRET });
const aliceMail = () =>
  prisma.outboxEmail.findMany({ where: { toAddress: alice.email }, orderBy: { createdAt: "asc" } });

describe("asking for price alerts", () => {
  it("is for the stack's signed-in owner only, with at least one reason", async () => {
    expect((await callAlert("PUT", { body: { itemCheaper: true, minMonthlyDropPence: null } })).status).toBe(
      401,
    );
    const foreign = await callAlert("PUT", {
      cookie: bob.cookie,
      body: { itemCheaper: true, minMonthlyDropPence: null },
    });
    expect(foreign.status).toBe(404);
    const none = await callAlert("PUT", {
      cookie: alice.cookie,
      body: { itemCheaper: false, minMonthlyDropPence: null },
    });
    expect((await readError(none)).code).toBe("VALIDATION_ERROR");
    expect(await readData(await callAlert("GET", { cookie: alice.cookie }))).toEqual({ alert: null });
    const created = await callAlert("PUT", {
      cookie: alice.cookie,
      body: { itemCheaper: true, minMonthlyDropPence: null },
    });
    expect(await readData(created)).toEqual({ alert: { itemCheaper: true, minMonthlyDropPence: null } });
    expect(await prisma.priceAlert.count({ where: { stackId } })).toBe(1);
  });
});

describe("the hourly check", () => {
  const start = Date.now();

  it("sends nothing when no price has changed, or when only a sample price dropped", async () => {
    expect(await check(new Date(start))).toBe(0);
    await setPrice(0, products[0]!.pricePence - 1, "sample");
    expect(await check(new Date(start))).toBe(0);
    expect(await aliceMail()).toHaveLength(0);
  });

  it("emails a real price drop with its retailer, the new monthly cost and an unsubscribe link", async () => {
    await setPrice(0, Math.floor(products[0]!.pricePence / 2), "feed");
    expect(await check(new Date(start))).toBe(1);
    const mail = await aliceMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Prices dropped in your stack "Winter basics"');
    const offer = await prisma.retailerOffer.findUniqueOrThrow({ where: { id: products[0]!.offerId } });
    expect(mail[0]!.text).toContain(`at ${offer.retailer} (checked`);
    expect(mail[0]!.text).toContain(`${SITE}/stack/${stackId}`);
    const alert = await prisma.priceAlert.findUniqueOrThrow({ where: { stackId } });
    const link = `${SITE}/api/price-alerts/unsubscribe?token=${signUnsubscribeToken(alert.id, TEST_AUTH_SECRET)}`;
    expect(mail[0]!.text).toContain(link);
    expect(mail[0]!.html).toContain("Unsubscribe from these price alerts");
  });

  it("sends at most one email a day, then reports the drops since the last one", async () => {
    await setPrice(1, Math.floor(products[1]!.pricePence / 2), "feed");
    expect(await check(new Date(start + DAY - 60_000))).toBe(0);
    expect(await check(new Date(start + DAY + 60_000))).toBe(1);
    const mail = await aliceMail();
    expect(mail).toHaveLength(2);
    const [first, second] = await prisma.supplement
      .findMany({
        where: { id: { in: products.map((p) => p.supplementId) } },
        select: { id: true, name: true },
      })
      .then((rows) => products.map((p) => rows.find((row) => row.id === p.supplementId)!.name));
    expect(mail[1]!.text).toContain(`${second} (`);
    expect(mail[1]!.text).not.toContain(`${first} (`);
    // The same prices a day later are not news.
    expect(await check(new Date(start + 3 * DAY))).toBe(0);
  });

  it("with only a monthly threshold, waits until the same items cost that much less", async () => {
    const high = 50_000;
    await setPrice(0, high, "feed");
    const body = { itemCheaper: false, minMonthlyDropPence: 500 };
    expect((await callAlert("PUT", { cookie: alice.cookie, body })).status).toBe(200);
    await prisma.priceAlert.update({ where: { stackId }, data: { lastSentAt: null } });
    const offer = await prisma.retailerOffer.findUniqueOrThrow({ where: { id: products[0]!.offerId } });
    const product = await prisma.supplement.findUniqueOrThrow({ where: { id: products[0]!.supplementId } });
    // A month of one serving a day costs price × 30 × units ÷ pack: cut the pack price so it falls by over £5.
    const cut = Math.ceil((600 * offer.packSize) / (30 * product.unitsPerServing));
    if (cut >= high) throw new Error("the seeded pack is too large for this test");
    await setPrice(0, high - 1, "feed");
    expect(await check(new Date(start + 5 * DAY))).toBe(0);
    await setPrice(0, high - cut, "feed");
    expect(await check(new Date(start + 5 * DAY))).toBe(1);
    expect((await aliceMail()).at(-1)!.text).toMatch(/cost £\d+\.\d\d a month less than in our last email/);
  });
});

describe("the unsubscribe link", () => {
  const linkFor = (token: string) =>
    `${SITE}/api/price-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const context = { params: Promise.resolve({ id: "" }) };
  const follow = (token: string) => unsubscribeRoute.GET!(new Request(linkFor(token)), context);
  /** What a mail client sends for RFC 8058 one-click unsubscribe: no Origin, the fixed form body. */
  const oneClick = (token: string) =>
    unsubscribeRoute.POST!(
      new Request(linkFor(token), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      context,
    );
  /** The confirmation page's form: the token as a field, posted from the site. */
  const confirm = (token: string) =>
    unsubscribeRoute.POST!(
      new Request(`${SITE}/api/price-alerts/unsubscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
        body: new URLSearchParams({ token }).toString(),
      }),
      context,
    );
  const alertCount = () => prisma.priceAlert.count({ where: { stackId } });

  it("is followed without removing anything: the page asks first, and a forged link says it is not valid", async () => {
    const alert = await prisma.priceAlert.findUniqueOrThrow({ where: { stackId } });
    const forged = await follow(signUnsubscribeToken(alert.id, "another-secret-0123456789abcdef-xyz"));
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe("/price-alerts/unsubscribed?result=invalid");
    const token = signUnsubscribeToken(alert.id, TEST_AUTH_SECRET);
    const real = await follow(token);
    expect(real.status).toBe(303);
    expect(real.headers.get("location")).toBe(
      `/price-alerts/unsubscribe?${new URLSearchParams({ token }).toString()}`,
    );
    expect(await alertCount()).toBe(1);
  });

  it("refuses a forged one-click POST and a forged form, removing nothing", async () => {
    const alert = await prisma.priceAlert.findUniqueOrThrow({ where: { stackId } });
    const forgedToken = signUnsubscribeToken(alert.id, "another-secret-0123456789abcdef-xyz");
    const forged = await oneClick(forgedToken);
    expect(forged.status).toBe(400);
    expect((await readError(forged)).code).toBe("VALIDATION_ERROR");
    const forgedForm = await confirm(forgedToken);
    expect(forgedForm.headers.get("location")).toBe("/price-alerts/unsubscribed?result=invalid");
    expect(await alertCount()).toBe(1);
  });

  it("removes the alert with the page's button, signed out, and no email follows", async () => {
    const alert = await prisma.priceAlert.findUniqueOrThrow({ where: { stackId } });
    const done = await confirm(signUnsubscribeToken(alert.id, TEST_AUTH_SECRET));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/price-alerts/unsubscribed?result=done");
    expect(await alertCount()).toBe(0);
    await setPrice(1, 1, "feed");
    expect(await check(new Date(Date.now() + 10 * DAY))).toBe(0);
  });

  it("removes an alert by a mail client's one-click POST, answered 200, and again harmlessly", async () => {
    const body = { itemCheaper: true, minMonthlyDropPence: null };
    expect((await callAlert("PUT", { cookie: alice.cookie, body })).status).toBe(200);
    const alert = await prisma.priceAlert.findUniqueOrThrow({ where: { stackId } });
    const token = signUnsubscribeToken(alert.id, TEST_AUTH_SECRET);
    const first = await oneClick(token);
    expect(first.status).toBe(200);
    expect(await readData(first)).toEqual({ unsubscribed: true });
    expect(await alertCount()).toBe(0);
    // Some clients send the same field as multipart/form-data (RFC 8058 allows both).
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const again = await unsubscribeRoute.POST!(
      new Request(linkFor(token), { method: "POST", body: form }),
      context,
    );
    expect(again.status).toBe(200);
  });

  it("refuses a body larger than a form with a 400", async () => {
    const response = await unsubscribeRoute.POST!(
      new Request(linkFor("x".repeat(50)), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `List-Unsubscribe=One-Click&pad=${"a".repeat(5000)}`,
      }),
      context,
    );
    expect(response.status).toBe(400);
  });
});

describe("the job in npm start", () => {
  it("schedules the hourly check on pg-boss, and its worker emails a due alert", async () => {
    const body = { itemCheaper: true, minMonthlyDropPence: null };
    expect((await callAlert("PUT", { cookie: alice.cookie, body })).status).toBe(200);
    // Product 0 is at £500-odd since the threshold test; product 1 already at 1p.
    await setPrice(0, 100, "feed");
    const before = (await aliceMail()).length;
    const { boss, stop } = await startJobQueue(scratch.url);
    try {
      await startPriceAlertJobs(boss, { siteUrl: SITE, secret: TEST_AUTH_SECRET, log: () => undefined });
      expect(await boss.getSchedules()).toContainEqual(
        expect.objectContaining({ name: ALERTS_QUEUE, cron: ALERTS_SCHEDULE }),
      );
      // What the schedule sends every hour, sent now.
      await boss.send(ALERTS_QUEUE, {});
      const deadline = Date.now() + 20_000;
      while ((await aliceMail()).length === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await aliceMail()).toHaveLength(before + 1);
    } finally {
      await stop();
    }
  }, 30_000);
});
