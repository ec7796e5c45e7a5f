// Waits until React has hydrated an element, so a click on it runs its handler (a client-side navigation,
// a dialog opening) rather than the server HTML's default. "networkidle" is no such signal: link prefetches
// on a busy machine can keep the network busy for longer than a test's timeout.
import { expect, type Locator, type Page } from "@playwright/test";

export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

/**
 * The page has loaded, hydrated, and fetched nothing new for half a second — router prefetches (`_rsc=`)
 * aside, since those are what keep "networkidle" from ever arriving on a busy machine.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await waitForHydration(page.locator("body"));
  await page.evaluate(() => delete (window as unknown as { settle?: unknown }).settle);
  await page.waitForFunction(
    (quietMs) => {
      const state = window as unknown as { settle?: { count: number; since: number } };
      const count = performance
        .getEntriesByType("resource")
        .filter((entry) => !entry.name.includes("_rsc=")).length;
      const now = performance.now();
      if (state.settle?.count !== count) {
        state.settle = { count, since: now };
        return false;
      }
      return now - state.settle.since >= quietMs;
    },
    500,
    { polling: 100, timeout: 30_000 },
  );
}
