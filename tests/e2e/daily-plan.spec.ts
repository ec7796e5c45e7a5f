// Taking a stack on a 390 px phone (docs/daily-plan.md): start taking a saved stack, tick a slot on
// /today, log a miss offline that syncs when back online, subscribe to the calendar feed (parsed:
// events and alarms, no names in titles), get the run-out email with the cheapest offer's link, and
// print the pharmacist card and open its QR link signed out.
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import PgBoss from "pg-boss";

import { BASE_URL } from "./support/accounts";
import { accountEmail, signInAs } from "./support/auth-states";
import { seriousViolations } from "./support/axe";
import { databaseUrl, resetRateLimits } from "./support/outbox";

test.use({ viewport: { width: 390, height: 844 } });

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

/** Two priced products, one taken in the morning and one in the evening. */
async function savedStack(page: Page): Promise<{ id: string; products: { id: string; name: string }[] }> {
  const products = await query<{ id: string; name: string }>(
    `SELECT s.id, s.name FROM supplements s
      WHERE s.pack_of_id IS NULL AND EXISTS (SELECT 1 FROM retailer_offers o WHERE o.supplement_id = s.id)
        AND NOT EXISTS (SELECT 1 FROM supplement_ingredients si WHERE si.supplement_id = s.id
                        AND si.ingredient_id IN (SELECT id FROM ingredients WHERE slug IN ('iron', 'calcium', 'zinc', 'magnesium')))
      ORDER BY s.slug LIMIT 2`,
  );
  expect(products).toHaveLength(2);
  const answer = await page.request.post("/api/stacks", {
    headers: { Origin: BASE_URL },
    data: {
      name: "Daily basics",
      goal: null,
      notes: null,
      items: [
        { supplementId: products[0]!.id, quantity: 1, timing: "morning" },
        { supplementId: products[1]!.id, quantity: 1, timing: "evening" },
      ],
    },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { stack: { id: string } } };
  return { id: data.stack.id, products };
}

test("take a stack: tick, miss offline, calendar feed, run-out email, pharmacist card", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const email = accountEmail("planner");
  await signInAs(context, "planner");
  const stack = await savedStack(page);

  await page.goto(`/stack/${stack.id}`);
  const taking = page.getByRole("region", { name: "Taking this stack" });
  await taking.getByRole("button", { name: "Start taking this stack" }).click();
  await expect(taking.getByRole("status")).toHaveText("You are now taking this stack.");
  await taking.getByRole("link", { name: "Open today's plan" }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today's plan" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const slots = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  const morning = slots.filter({ hasText: stack.products[0]!.name });
  const evening = slots.filter({ hasText: stack.products[1]!.name });
  await morning.getByRole("button", { name: /^Mark taken/ }).click();
  await expect(page.getByText(/^\d\d:\d\d marked taken\.$/)).toBeVisible();
  await expect(morning.getByText("Status: Taken")).toBeVisible();

  await context.setOffline(true);
  await evening.getByRole("button", { name: /^Missed/ }).click();
  await expect(page.getByText(/Saved on this device: \d\d:\d\d marked missed/)).toBeVisible();
  await expect(
    page.getByText("1 entry is saved on this device and will sync when you're back online."),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("1 entry made offline synced.")).toBeVisible({ timeout: 25_000 });
  const logs = await query<{ status: string }>(
    "SELECT l.status FROM dose_logs l JOIN stack_plans p ON p.id = l.plan_id WHERE p.stack_id = $1 ORDER BY l.slot",
    [stack.id],
  );
  expect(logs.map((log) => log.status).sort()).toEqual(["missed", "taken"]);

  // The calendar feed, fetched as a calendar app would: without the browser's session.
  const reminders = page.getByRole("region", { name: "Reminders: Daily basics" });
  await reminders.getByRole("button", { name: "Make a calendar address" }).click();
  const address = await reminders.getByLabel("Or copy the address").inputValue();
  expect(address).toMatch(/\/api\/calendar\/[\w-]+\.[\w-]+\.ics$/);
  await expect(reminders.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
    "href",
    address.replace(/^https?:/, "webcal:"),
  );
  const feed = await request.get(new URL(address).pathname);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, "");
  const events = ics.split("BEGIN:VEVENT").slice(1);
  expect(events.filter((event) => event.includes("RRULE:FREQ=DAILY"))).toHaveLength(2);
  expect(events.every((event) => event.includes("BEGIN:VALARM") && /TRIGGER:-?PT\w+/.test(event))).toBe(true);
  expect(ics.match(/^SUMMARY:.*$/gm)?.every((line) => line === "SUMMARY:Supplement reminder")).toBe(true);

  // Two units left of the morning product: it runs out within the 7-day notice.
  const stock = page
    .getByRole("region", { name: "Run-out dates: Daily basics" })
    .getByRole("listitem")
    .filter({ hasText: stack.products[0]!.name });
  await stock.getByLabel("Units on hand now").fill("2");
  await stock.getByRole("button", { name: /^Save count/ }).click();
  await expect(page.getByText(`${stack.products[0]!.name}: count saved, now runs out on`)).toBeVisible();

  const boss = new PgBoss({
    connectionString: databaseUrl(),
    schedule: false,
    supervise: false,
    migrate: false,
  });
  await boss.start();
  // The queue of lib/jobs/plan-reminders.ts, which the e2e server works (its cron runs hourly from 07:05).
  await boss.send("plan-reminders", {});
  await boss.stop({ graceful: false, wait: false });
  const offers = await query<{ url: string }>("SELECT url FROM retailer_offers WHERE supplement_id = $1", [
    stack.products[0]!.id,
  ]);
  await expect
    .poll(
      async () =>
        (
          await query<{ subject: string; text: string }>(
            "SELECT subject, text FROM dev_outbox WHERE to_address = $1",
            [email],
          )
        ).filter((mail) => mail.subject === "Supplement reminder"),
      { timeout: 30_000, intervals: [100, 250] },
    )
    .toEqual([
      expect.objectContaining({
        text: expect.stringContaining(`${stack.products[0]!.name} (`),
      }),
    ]);
  const [mail] = await query<{ text: string }>(
    "SELECT text FROM dev_outbox WHERE to_address = $1 AND subject = 'Supplement reminder'",
    [email],
  );
  expect(offers.some((offer) => mail!.text.includes(offer.url))).toBe(true);

  // The pharmacist card: on screen, as a PDF, and from its link in a browser that is not signed in.
  await page.goto("/care-card");
  await expect(
    page.getByRole("heading", { level: 2, name: "Supplements card for a pharmacist or GP" }),
  ).toBeVisible();
  const card = page.getByRole("article", { name: "Supplements card for a pharmacist or GP" });
  await expect(card.getByText(stack.products[0]!.name).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const printable = await page.request.get("/api/reports/care-card");
  expect(printable.headers()["content-type"]).toBe("application/pdf");
  expect((await printable.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.getByRole("button", { name: "Make a link with a QR code" }).click();
  await expect(page.getByRole("img", { name: "QR code of the link to this card" })).toBeVisible();
  const shared = (await page.locator("figcaption").textContent()) ?? "";
  expect(shared).toMatch(/\/card\/[\w-]+\.[\w-]+$/);
  const stranger = await page.context().browser()!.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(`${new URL(page.url()).origin}${new URL(shared).pathname}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Supplements card" })).toBeVisible();
  await expect(visitor.getByText(stack.products[0]!.name).first()).toBeVisible();
  await page.getByRole("button", { name: /^Revoke the link/ }).click();
  await expect(page.getByText("Link revoked: it no longer opens the card.")).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This card link does not work" }),
  ).toBeVisible();
  await stranger.close();
});
