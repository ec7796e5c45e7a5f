// Offline in Chromium (docs/offline.md), with the service worker allowed (playwright.config.ts blocks
// it for every other spec): after a first online visit has installed it, an unvisited page shows
// /offline, the builder opens with its stack, its interaction check runs offline on the saved copy and
// says so, and a save made offline is sent once the browser is back online.
import { expect, test, type Page } from "@playwright/test";

import { signInAs } from "./support/auth-states";
import { resetRateLimits } from "./support/outbox";
import { addFromBrowse } from "./support/stack";

test.use({ serviceWorkers: "allow" });

test.beforeAll(async () => {
  await resetRateLimits();
});

/** The builder online, with the service worker active and the offline copies saved (kb + products). */
async function openBuilderOnline(page: Page, products: number) {
  await page.goto("/stacks");
  await expect(page.getByRole("heading", { name: /Calcium and Iron/i }).first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("offline-copies-v1")).keys()).length), {
      timeout: 30_000,
      intervals: [100, 250],
    })
    .toBe(products + 1);
}

const stackItems = (page: Page) =>
  page.getByRole("list", { name: "Supplements in your stack" }).getByRole("listitem");

test("offline: /offline for unvisited pages, the builder with its stack and its offline check", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await addFromBrowse(page, "calcium", /Osteocare/);
  await addFromBrowse(page, "iron", /Iron/);
  await openBuilderOnline(page, 2);

  await context.setOffline(true);
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

  await page.goto("/build-stack");
  await expect(page).toHaveURL(/\/stacks$/);
  await expect(stackItems(page)).toHaveCount(2);
  await expect(
    page.getByText(/Checked offline against the knowledge base of \d{1,2} \w+ \d{4}/),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: /Calcium and Iron/i }).first()).toBeVisible();

  await context.setOffline(false);
});

test("a save made offline is sent when the browser is back online", async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInAs(context, "traveller");
  await addFromBrowse(page, "calcium", /Osteocare/);
  await addFromBrowse(page, "iron", /Iron/);
  await openBuilderOnline(page, 2);
  await expect(page.getByRole("button", { name: "Save stack" })).toBeVisible();

  const name = `Saved on the train ${Date.now()}`;
  await context.setOffline(true);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Save stack" }).click();
  await expect(page.getByText("Saved offline — will sync when you're back online.")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("pending-stack-saves"))).toContain(name);

  await context.setOffline(false);
  await expect(page.getByText("Offline save synced", { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("pending-stack-saves")), { intervals: [100] })
    .toBeNull();
  const answer = await page.request.get("/api/stacks");
  expect(await answer.text()).toContain(name);
  // The builder now has the saved stack open: its next save updates it.
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
});
