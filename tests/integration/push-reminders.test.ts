// Web Push reminders against the real database and a stand-in push service on HTTPS (the real web-push
// library encrypts and signs each message): subscribing, listing and removing devices, the test reminder,
// the morning reminder going by push instead of email, a gone subscription (410) deleted with the
// reminder going by email and the plan saying so, and the emails' one-click unsubscribe.
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";

import { createSignedInUser, TEST_AUTH_SECRET, type TestUser } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { readData, readError, type RouteHandler } from "../support/http";

import { dayToDate, ukDay } from "@/lib/daily-plan/days";
import { reminderUnsubscribeToken } from "@/lib/daily-plan/reminder-unsubscribe";
import { sendPlanReminders } from "@/lib/daily-plan/reminders";
import { type Database } from "@/lib/db/prisma";

const SITE = "http://localhost:3000";
const VAPID = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = VAPID.publicKey;
process.env.VAPID_PRIVATE_KEY = VAPID.privateKey;
const PUSH = { ...VAPID, subject: "mailto:reminders@stack.example" };
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

type Routes = Record<string, RouteHandler>;
let scratch: SeededDatabase;
let prisma: Database;
let devicesRoute: Routes;
let deviceRoute: Routes;
let testRoute: Routes;
let unsubscribeRoute: Routes;
let alice: TestUser;
let bob: TestUser;
let planId: string;
let pushService: https.Server;
let pushOrigin: string;
let certDir: string;
const received: { path: string; authorization: string; encoding: string; ttl: string; bytes: number }[] = [];

/** A push service: /ok/* takes the message, /gone/* says the subscription no longer exists, /busy/* fails. */
function startPushService(): Promise<void> {
  certDir = mkdtempSync(path.join(tmpdir(), "push-service-"));
  const [key, cert] = ["key.pem", "cert.pem"].map((name) => path.join(certDir, name)) as [string, string];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  // Trusted by this test process only, as a real push service's certificate is everywhere.
  https.globalAgent.options.ca = readFileSync(cert);
  pushService = https.createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          path: request.url ?? "",
          authorization: request.headers.authorization ?? "",
          encoding: request.headers["content-encoding"] ?? "",
          ttl: String(request.headers.ttl ?? ""),
          bytes: Buffer.concat(chunks).length,
        });
        const status = request.url?.startsWith("/ok/") ? 201 : request.url?.startsWith("/gone/") ? 410 : 503;
        response.writeHead(status).end();
      });
    },
  );
  return new Promise((resolve) =>
    pushService.listen(0, "127.0.0.1", () => {
      pushOrigin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** What the browser's PushSubscription.toJSON() gives, for an endpoint on the stand-in. */
function browserSubscription(kind: "ok" | "gone" | "busy") {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `${pushOrigin}/${kind}/${randomBytes(8).toString("hex")}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

beforeAll(async () => {
  await startPushService();
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  devicesRoute = await import("@/app/api/account/push-subscriptions/route");
  deviceRoute = await import("@/app/api/account/push-subscriptions/[id]/route");
  testRoute = await import("@/app/api/account/push-subscriptions/test/route");
  unsubscribeRoute = await import("@/app/api/plan-reminders/unsubscribe/route");
  alice = await createSignedInUser(prisma, { firstName: "Alice" });
  bob = await createSignedInUser(prisma, { firstName: "Bob" });
  const product = await prisma.supplement.findFirstOrThrow({
    where: { offers: { some: {} }, packOfId: null },
    orderBy: { slug: "asc" },
    select: { id: true },
  });
  const stack = await prisma.stack.create({
    data: {
      userId: alice.id,
      name: "Winter basics",
      items: { create: [{ supplementId: product.id, quantity: 1, position: 0 }] },
    },
  });
  const plan = await prisma.stackPlan.create({
    data: {
      userId: alice.id,
      stackId: stack.id,
      startDate: dayToDate(ukDay(new Date())),
      emailDigest: true,
      runOutEmails: false,
    },
  });
  planId = plan.id;
}, 120_000);

afterAll(async () => {
  await scratch.drop();
  await new Promise((resolve) => pushService.close(resolve));
  rmSync(certDir, { recursive: true, force: true });
});

function call(
  routes: Routes,
  method: string,
  options: {
    cookie?: string;
    body?: unknown;
    rawBody?: string;
    id?: string;
    url?: string;
    headers?: Record<string, string>;
  },
) {
  const headers: Record<string, string> = { origin: SITE, "user-agent": ANDROID_CHROME, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  // A mail client's one-click POST has no Origin.
  if (headers.origin === "") delete headers.origin;
  if (options.body !== undefined || options.rawBody !== undefined)
    headers["content-type"] ??= "application/json";
  const request = new Request(options.url ?? `${SITE}/api/account/push-subscriptions`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return routes[method]!(request, { params: Promise.resolve({ id: options.id ?? "" }) });
}

const subscribe = async (user: TestUser, kind: "ok" | "gone" | "busy") => {
  const body = browserSubscription(kind);
  const { device } = await readData<{ device: { id: string; label: string; endpoint: string } }>(
    await call(devicesRoute, "POST", { cookie: user.cookie, body }),
  );
  return device;
};

/** The message the page shows: the catalogue's envelope carries it as the first form error. */
const shownMessage = (error: { details?: unknown }) =>
  (error.details as { formErrors?: string[] } | undefined)?.formErrors?.[0];

const outboxFor = (email: string) => prisma.outboxEmail.findMany({ where: { toAddress: email } });
const resetDigest = () => prisma.stackPlan.update({ where: { id: planId }, data: { digestSentOn: null } });

describe("a device's subscription", () => {
  it("is stored for the signed-in user with the device's name, and refused when malformed", async () => {
    const body = browserSubscription("ok");
    expect((await call(devicesRoute, "POST", { body })).status).toBe(401);
    const notJson = await call(devicesRoute, "POST", { cookie: alice.cookie, rawBody: "{ endpoint:" });
    expect(notJson.status).toBe(400);
    expect((await readError(notJson)).code).toBe("VALIDATION_ERROR");
    for (const bad of [
      { ...body, endpoint: "http://push.example/send" },
      { ...body, keys: { p256dh: "short", auth: body.keys.auth } },
      { endpoint: body.endpoint },
      { ...body, extra: true },
    ]) {
      const answer = await call(devicesRoute, "POST", { cookie: alice.cookie, body: bad });
      expect(answer.status).toBe(400);
      expect((await readError(answer)).code).toBe("VALIDATION_ERROR");
    }
    const { device } = await readData<{ device: { id: string; label: string } }>(
      await call(devicesRoute, "POST", { cookie: alice.cookie, body }),
    );
    expect(device.label).toBe("Chrome on Android");
    const { devices } = await readData<{ devices: { id: string }[] }>(
      await call(devicesRoute, "GET", { cookie: alice.cookie }),
    );
    expect(devices.map((entry) => entry.id)).toEqual([device.id]);
  });

  it("is removed by its owner only", async () => {
    const [device] = await prisma.pushSubscription.findMany({ where: { userId: alice.id } });
    const url = `${SITE}/api/account/push-subscriptions/${device!.id}`;
    expect((await call(deviceRoute, "DELETE", { cookie: bob.cookie, id: device!.id, url })).status).toBe(404);
    expect((await call(deviceRoute, "DELETE", { cookie: alice.cookie, id: device!.id, url })).status).toBe(
      200,
    );
    expect(await prisma.pushSubscription.count({ where: { userId: alice.id } })).toBe(0);
  });
});

describe("the test reminder", () => {
  const testUrl = `${SITE}/api/account/push-subscriptions/test`;
  it("reaches the push service signed with our VAPID key, encrypted", async () => {
    const device = await subscribe(alice, "ok");
    received.length = 0;
    const answer = await call(testRoute, "POST", {
      cookie: alice.cookie,
      url: testUrl,
      body: { endpoint: device.endpoint },
    });
    expect(await readData(answer)).toEqual({ sent: true });
    expect(received).toEqual([
      expect.objectContaining({
        path: new URL(device.endpoint).pathname,
        encoding: "aes128gcm",
        ttl: "43200",
      }),
    ]);
    expect(received[0]!.authorization).toContain(`k=${VAPID.publicKey}`);
    expect(received[0]!.bytes).toBeGreaterThan(0);
    const other = await call(testRoute, "POST", {
      cookie: bob.cookie,
      url: testUrl,
      body: { endpoint: device.endpoint },
    });
    expect(other.status).toBe(404);
    await prisma.pushSubscription.deleteMany({ where: { userId: alice.id } });
  });

  it("says when the push service no longer knows the device (and forgets it) or fails", async () => {
    const gone = await subscribe(alice, "gone");
    const answer = await call(testRoute, "POST", {
      cookie: alice.cookie,
      url: testUrl,
      body: { endpoint: gone.endpoint },
    });
    expect(answer.status).toBe(404);
    expect(shownMessage(await readError(answer))).toMatch(/no longer knows this device/);
    expect(await prisma.pushSubscription.count({ where: { id: gone.id } })).toBe(0);
    const busy = await subscribe(alice, "busy");
    const failing = await call(testRoute, "POST", {
      cookie: alice.cookie,
      url: testUrl,
      body: { endpoint: busy.endpoint },
    });
    expect(failing.status).toBe(502);
    expect(await prisma.pushSubscription.count({ where: { id: busy.id } })).toBe(1);
    await prisma.pushSubscription.deleteMany({ where: { userId: alice.id } });
  });
});

describe("the morning reminder", () => {
  const run = () => sendPlanReminders({ siteUrl: SITE, secret: TEST_AUTH_SECRET, push: PUSH });

  it("goes by push, not email, when a device takes it", async () => {
    await resetDigest();
    const device = await subscribe(alice, "ok");
    received.length = 0;
    expect(await run()).toBe(1);
    expect(received.map((entry) => entry.path)).toEqual([new URL(device.endpoint).pathname]);
    expect(await outboxFor(alice.email)).toHaveLength(0);
    expect(
      (await prisma.pushSubscription.findUniqueOrThrow({ where: { id: device.id } })).lastSentAt,
    ).not.toBeNull();
    expect(await run()).toBe(0);
    await prisma.pushSubscription.deleteMany({ where: { userId: alice.id } });
  });

  it("goes by email when the only device is gone (410), which is deleted, and the plan says so", async () => {
    await resetDigest();
    const device = await subscribe(alice, "gone");
    expect(await run()).toBe(1);
    expect(await prisma.pushSubscription.count({ where: { id: device.id } })).toBe(0);
    const mail = await outboxFor(alice.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Supplement reminder");
    expect(mail[0]!.text).toContain(`${SITE}/api/plan-reminders/unsubscribe?token=`);
    expect(
      (await prisma.stackPlan.findUniqueOrThrow({ where: { id: planId } })).pushFellBackAt,
    ).not.toBeNull();
    // Turning push on again on a device clears the notice.
    await subscribe(alice, "ok");
    expect((await prisma.stackPlan.findUniqueOrThrow({ where: { id: planId } })).pushFellBackAt).toBeNull();
    await prisma.pushSubscription.deleteMany({ where: { userId: alice.id } });
    await prisma.outboxEmail.deleteMany({ where: { toAddress: alice.email } });
  });

  it("goes by email when the push service fails for now, keeping the device", async () => {
    await resetDigest();
    const device = await subscribe(alice, "busy");
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await run()).toBe(1);
    expect(await outboxFor(alice.email)).toHaveLength(1);
    expect(await prisma.pushSubscription.count({ where: { id: device.id } })).toBe(1);
    expect((await prisma.stackPlan.findUniqueOrThrow({ where: { id: planId } })).pushFellBackAt).toBeNull();
    await prisma.pushSubscription.deleteMany({ where: { userId: alice.id } });
    await prisma.outboxEmail.deleteMany({ where: { toAddress: alice.email } });
  });
});

describe("one-click unsubscribe from reminder emails", () => {
  const url = (token: string) => `${SITE}/api/plan-reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = (token: string) =>
    call(unsubscribeRoute, "POST", {
      url: url(token),
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
    });

  it("opens a confirmation page on GET, changing nothing", async () => {
    const token = reminderUnsubscribeToken(planId, "digest", TEST_AUTH_SECRET);
    const answer = await call(unsubscribeRoute, "GET", { url: url(token) });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      `/plan-reminders/unsubscribe?${new URLSearchParams({ token }).toString()}`,
    );
    expect((await prisma.stackPlan.findUniqueOrThrow({ where: { id: planId } })).emailDigest).toBe(true);
  });

  it("refuses forged and expired tokens with a 400 that says which", async () => {
    const token = reminderUnsubscribeToken(planId, "digest", TEST_AUTH_SECRET);
    const forged = await oneClick(`${token.slice(0, token.lastIndexOf("."))}.${"A".repeat(43)}`);
    expect(forged.status).toBe(400);
    expect(shownMessage(await readError(forged))).toBe(
      "This unsubscribe link is not valid: copy the whole link from the email",
    );
    // 92 days, not 91: across a clock change 91 × 24 h back can land on a UK day only 90 days ago.
    const old = reminderUnsubscribeToken(
      planId,
      "digest",
      TEST_AUTH_SECRET,
      new Date(Date.now() - 92 * 86_400_000),
    );
    const expired = await oneClick(old);
    expect(expired.status).toBe(400);
    expect(shownMessage(await readError(expired))).toMatch(/^This unsubscribe link has expired/);
    const form = await call(unsubscribeRoute, "POST", {
      url: `${SITE}/api/plan-reminders/unsubscribe`,
      rawBody: `token=${encodeURIComponent(old)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.headers.get("location")).toBe("/plan-reminders/unsubscribed?result=expired");
    expect((await prisma.stackPlan.findUniqueOrThrow({ where: { id: planId } })).emailDigest).toBe(true);
  });

  it("turns off what the email carried, without signing in", async () => {
    await prisma.stackPlan.update({ where: { id: planId }, data: { runOutEmails: true } });
    const answer = await oneClick(reminderUnsubscribeToken(planId, "digest", TEST_AUTH_SECRET));
    expect(await readData(answer)).toEqual({ unsubscribed: true });
    const plan = await prisma.stackPlan.findUniqueOrThrow({ where: { id: planId } });
    expect({ emailDigest: plan.emailDigest, runOutEmails: plan.runOutEmails }).toEqual({
      emailDigest: false,
      runOutEmails: true,
    });
    const form = await call(unsubscribeRoute, "POST", {
      url: `${SITE}/api/plan-reminders/unsubscribe`,
      rawBody: `token=${encodeURIComponent(reminderUnsubscribeToken(planId, "run-out", TEST_AUTH_SECRET))}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.headers.get("location")).toBe("/plan-reminders/unsubscribed?result=run-out");
    expect((await prisma.stackPlan.findUniqueOrThrow({ where: { id: planId } })).runOutEmails).toBe(false);
  });
});

describe("privacy", () => {
  it("exports the devices without their secret addresses, and deletion removes them", async () => {
    const device = await subscribe(alice, "ok");
    const { exportAccountData } = await import("@/lib/auth/account-export");
    const data = await exportAccountData(alice.id);
    expect(data.dailyPlans.pushReminderDevices).toEqual([
      expect.objectContaining({ device: "Chrome on Android", pushService: new URL(pushOrigin).host }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(new URL(device.endpoint).pathname);
    expect(text).not.toMatch(/p256dh/);
    await prisma.user.delete({ where: { id: alice.id } });
    expect(await prisma.pushSubscription.count({ where: { userId: alice.id } })).toBe(0);
  });
});
