// Error screens in a real browser (docs/product-rules.md §2 "Error and loading screens", §9 "Lazy route
// loading"): a lazily loaded panel whose chunk fails is retried and opens; one that still fails after
// its retries shows 'Page Loading Error' in its place while the page keeps working, and Reload Page
// brings it back; an unhandled rejection is reported to POST /api/errors/client.
import { expect, test, type Page } from "@playwright/test";

import { waitForSettled } from "./support/hydration";
import { resetRateLimits } from "./support/outbox";

const CHUNKS = "**/_next/static/chunks/**";

/** The assistant's button shares its corner with the consent controls; a DOM click reaches it regardless. */
async function openAssistant(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Ask our assistant" }).dispatchEvent("click");
}

async function loadedHome(page: Page): Promise<void> {
  await page.goto("/");
  await waitForSettled(page);
  await expect(page.locator("h1").first()).toBeVisible();
}

test("a panel whose chunk fails twice is retried and opens", async ({ page }) => {
  await loadedHome(page);
  let aborted = 0;
  await page.route(CHUNKS, async (route) => {
    if (aborted < 2) {
      aborted += 1;
      await route.abort("failed");
    } else {
      await route.continue();
    }
  });
  await openAssistant(page);
  await expect(page.getByRole("dialog", { name: "Assistant" })).toBeVisible({ timeout: 15_000 });
  expect(aborted).toBe(2);
  await expect(page.getByText("Page Loading Error")).toHaveCount(0);
});

test("a panel whose chunk never loads shows 'Page Loading Error' in its place; Reload Page recovers", async ({
  page,
}) => {
  await loadedHome(page);
  await page.route(CHUNKS, (route) => route.abort("failed"));
  await openAssistant(page);
  // Three attempts, 1 s then 2 s apart (§9), then the boundary.
  await expect(page.getByRole("heading", { name: "Page Loading Error", level: 2 })).toBeVisible({
    timeout: 15_000,
  });
  // Only the panel was replaced: the page itself still works.
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /browse/i }).first()).toBeVisible();

  await page.unroute(CHUNKS);
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload Page" }).click()]);
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByText("Page Loading Error")).toHaveCount(0);
  await openAssistant(page);
  await expect(page.getByRole("dialog", { name: "Assistant" })).toBeVisible();
});

test("an unhandled rejection is reported with its code and without the query", async ({ page }) => {
  // Every browser in the run reports from 127.0.0.1, so other specs may have spent the address's report budget.
  await resetRateLimits();
  await page.goto("/browse?q=secret-search");
  await waitForSettled(page);
  // The probe's own report (the blocked service worker's failed registration is reported too).
  const reported = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/api/errors/client" &&
      request.method() === "POST" &&
      (request.postDataJSON() as { message?: string }).message?.includes("e2e probe") === true,
  );
  await page.evaluate(() => {
    void Promise.reject(new Error("e2e probe for alex@example.com"));
  });
  const request = await reported;
  expect(request.postDataJSON()).toEqual({
    code: "UNHANDLED_PROMISE_REJECTION",
    message: "Error: e2e probe for [email]",
    path: "/browse",
  });
  expect((await request.response())?.status()).toBe(202);
});
