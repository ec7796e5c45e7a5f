// Push reminders, offline copies and unsubscribing (docs/daily-plan.md "Web Push"), with the service
// worker allowed (playwright.config.ts blocks it for other specs) and notifications granted: the device's
// status line, a subscription added and removed through the API and Settings, /today and /care-card
// opened offline from the copy the worker kept (cleared at sign-out), and the reminder email's unsubscribe
// link used signed out. Delivery goes through the browser vendor's push service, out of reach here, so it is
// tested in tests/integration/push-reminders.test.ts against a stand-in push service.
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import PgBoss from "pg-boss";

import { signIn, signUpAndConfirm } from "./support/accounts";
import { CHROMIUM, CHROMIUM_ARGS } from "./support/browsers.mjs";
import { databaseUrl, linkFromOutbox, resetRateLimits } from "./support/outbox";

test.use({
  serviceWorkers: "allow",
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
});

test.beforeAll(async () => {
  await resetRateLimits();
});

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A saved stack of one priced product, being taken from today. */
async function takenStack(page: Page): Promise<string> {
  const [product] = await query<{ id: string }>(
    `SELECT s.id FROM supplements s WHERE s.pack_of_id IS NULL
       AND EXISTS (SELECT 1 FROM retailer_offers o WHERE o.supplement_id = s.id) ORDER BY s.slug LIMIT 1`,
  );
  const headers = { Origin: new URL(page.url()).origin };
  const saved = await page.request.post("/api/stacks", {
    headers,
    data: {
      name: "Morning basics",
      goal: null,
      notes: null,
      items: [{ supplementId: product!.id, quantity: 1, timing: "morning" }],
    },
  });
  expect(saved.status()).toBe(201);
  const { data } = (await saved.json()) as { data: { stack: { id: string } } };
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const taking = await page.request.put(`/api/stacks/${data.stack.id}/plan`, {
    headers,
    data: { startDate: today, mode: "check_off" },
  });
  expect(taking.ok()).toBe(true);
  return data.stack.id;
}

const personalCopies = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has("personal-pages-v1"))
      ? (await (await caches.open("personal-pages-v1")).keys()).map(
          (request) => new URL(request.url).pathname,
        )
      : [],
  );

test("push status and devices, /today and the card offline, unsubscribing signed out", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["notifications"]);
  const email = await signUpAndConfirm(page, "Pia");
  await signIn(page, email);
  const stackId = await takenStack(page);
  const origin = new URL(page.url()).origin;

  await page.goto("/today");
  const reminders = page.getByRole("region", { name: "Reminders: Morning basics" });
  await expect(reminders.getByText("Reminders on this device: off")).toBeVisible();
  await expect(reminders.getByRole("button", { name: "Turn on reminders on this device" })).toBeVisible();
  await expect(
    reminders.getByText("Reminders of run-outs 7 days ahead by email.", { exact: true }),
  ).toBeVisible();

  // The subscription a browser's PushManager gives, sent as the page would.
  const subscription = {
    endpoint: "https://push.example/send/e2e-device",
    expirationTime: null,
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  };
  const bad = await page.request.post("/api/account/push-subscriptions", {
    headers: { Origin: origin },
    data: { ...subscription, endpoint: "not a url" },
  });
  expect(bad.status()).toBe(400);
  const added = await page.request.post("/api/account/push-subscriptions", {
    headers: { Origin: origin },
    data: subscription,
  });
  expect(added.ok()).toBe(true);
  await page.reload();
  await expect(
    reminders.getByText("Reminders of run-outs 7 days ahead by push on 1 device (by email if push fails)."),
  ).toBeVisible();
  await page.goto("/settings");
  const devices = page.getByRole("list", { name: "Devices getting push reminders" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await devices.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByText(/no longer gets reminders\.$/)).toBeVisible();
  await expect(page.getByText("No device gets push reminders; they go by email.")).toBeVisible();
  expect(
    await query("SELECT 1 FROM push_subscriptions WHERE endpoint = $1", [subscription.endpoint]),
  ).toEqual([]);

  // Offline: the worker keeps the last copy of /today and /care-card for this account.
  await page.goto("/today");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page opened while the worker was still installing may stay uncontrolled; a reload is controlled.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await page.reload();
  await page.goto("/care-card");
  await expect
    .poll(() => personalCopies(page), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([expect.stringMatching(/\/today$/), expect.stringMatching(/\/care-card$/)]),
    );
  await context.setOffline(true);
  await page.goto("/today");
  await expect(page.getByRole("heading", { level: 1, name: "Today's plan" })).toBeVisible();
  await expect(page.getByText(/^Offline — as of \d{1,2} \w+,? \d\d:\d\d\./)).toBeVisible();
  await page.goto("/care-card");
  await expect(page.getByRole("heading", { level: 1, name: "Card for your pharmacist or GP" })).toBeVisible();
  await expect(page.getByText(/^Offline — as of/)).toBeVisible();
  await context.setOffline(false);

  // The morning email (no device now), and its unsubscribe link opened in a browser that is not signed in.
  await page.goto("/today");
  await page.request.put(`/api/stacks/${stackId}/plan/reminders`, {
    headers: { Origin: origin },
    data: { emailDigest: true, runOutEmails: true, runOutNoticeDays: 7, namesInReminders: false },
  });
  const boss = new PgBoss({
    connectionString: databaseUrl(),
    schedule: false,
    supervise: false,
    migrate: false,
  });
  await boss.start();
  await boss.send("plan-reminders", {});
  await boss.stop({ graceful: false, wait: false });
  const link = await linkFromOutbox(email, /http\S+\/api\/plan-reminders\/unsubscribe\?token=\S+/);
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(`${origin}${new URL(link).pathname}${new URL(link).search}`);
  await expect(visitor.getByRole("heading", { level: 1, name: /^Stop the daily/ })).toBeVisible();
  await visitor.getByRole("button", { name: "Stop these emails" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Reminder emails stopped" })).toBeVisible();
  const [plan] = await query<{ email_digest: boolean }>(
    "SELECT email_digest FROM stack_plans WHERE stack_id = $1",
    [stackId],
  );
  expect(plan!.email_digest).toBe(false);
  await visitor.goto(`${origin}/api/plan-reminders/unsubscribe?token=forged.${"A".repeat(43)}`);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This unsubscribe link is not valid" }),
  ).toBeVisible();
  await stranger.close();

  // Signing out (from the user menu, shown at desktop width) deletes the offline copies. The page was
  // behind the stranger's, and a page in the background may get no animation frames to settle in.
  await page.bringToFront();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("banner").getByRole("button", { name: /^Pia/ }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => personalCopies(page)).toEqual([]);
});
