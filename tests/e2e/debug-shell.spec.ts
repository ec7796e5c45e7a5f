// The debug shell in a real browser at 1280 and 390 px (docs/product-rules.md §2 "Debug shell"): opened by
// ?debug=true or a path containing navigation-test; its landing, /browse, /navigation-test and not-found
// screens; the manual navigation test box; every link click logged; 'Test Console Logging' writes to the
// console only; the full-page-load buttons; never indexed; the ordinary pages stay as they are.
import { expect, test, type Page } from "@playwright/test";

import { decideConsent } from "./support/auth-states";
import { waitForHydration, waitForSettled } from "./support/hydration";

const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 44;

/** The console lines the page writes from now on. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => lines.push(message.text()));
  return lines;
}

const HERO = "Build Your Perfect Supplement Stack";

async function clickThrough(page: Page): Promise<void> {
  const lines = consoleLines(page);
  await page.goto("/?debug=true");
  await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByText("Navigation Test Mode", { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const headerLink = page.getByRole("banner").getByRole("link", { name: "Navigation Test", exact: true });
  await waitForHydration(headerLink);

  // Header → /navigation-test (client-side), then its link to the shell's /browse, then home.
  await headerLink.click();
  await expect(page).toHaveURL("/navigation-test");
  await expect(page.getByRole("heading", { level: 1, name: "Navigation Test" })).toBeVisible();
  await page.getByRole("link", { name: /Browse \(test mode\)/ }).click();
  await expect(page).toHaveURL("/browse?debug=true");
  await expect(page.getByRole("heading", { level: 1, name: "Browse" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the navigation test home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
  expect(lines).toEqual(
    expect.arrayContaining([
      "[debug shell] link clicked: /navigation-test (/navigation-test)",
      "[debug shell] link clicked: /browse (/browse?debug=true)",
      "[debug shell] link clicked: / (/?debug=true)",
    ]),
  );

  // The manual box: a path the shell does not have is its not-found page.
  await page.getByRole("textbox", { name: "Path" }).fill("no-such-screen");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL("/no-such-screen?debug=true");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the navigation test home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();

  // 'Test Console Logging' writes to the console and nothing else happens.
  const before = page.url();
  await page.getByRole("button", { name: "Test Console Logging" }).click();
  await expect.poll(() => lines.some((line) => line.includes("console test (log)"))).toBe(true);
  expect(page.url()).toBe(before);

  // A full page load to /navigation-test: a document request, not a client-side one.
  await Promise.all([
    page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith("/navigation-test"),
    ),
    page.getByRole("button", { name: "Load /navigation-test (full page)" }).click(),
  ]);
  await expect(page.getByRole("heading", { level: 1, name: "Navigation Test" })).toBeVisible();

  // The landing's card 'Explore' leaves the shell for the real community stacks page.
  await page.goto("/?debug=true");
  await page.getByRole("link", { name: "Explore", exact: true }).click();
  await expect(page).toHaveURL("/community-stacks");
  await expect(page.getByRole("heading", { level: 1, name: HERO })).toHaveCount(0);
}

test("at 1280 px: the debug shell clicks through", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await decideConsent(context);
  await clickThrough(page);
});

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the debug shell clicks through, fits the phone and has 44 px targets", async ({ page, context }) => {
    test.setTimeout(180_000);
    await decideConsent(context);
    for (const path of ["/?debug=true", "/navigation-test", "/browse?debug=true"]) {
      await page.goto(path);
      await waitForSettled(page);
      const layout = await page.evaluate((minTarget) => {
        const small: string[] = [];
        for (const element of document.querySelectorAll(
          "header a, header button, main a, main button, main input",
        )) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || element.closest(".sr-only")) continue;
          if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
            small.push(
              `${element.tagName} "${element.textContent.trim()}" ${String(box.width)}×${String(box.height)}`,
            );
          }
        }
        return { scrollWidth: document.documentElement.scrollWidth, small };
      }, MIN_TARGET);
      expect.soft(layout.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
      expect.soft(layout.small, `${path} has small targets`).toEqual([]);
    }
    await clickThrough(page);
  });
});

test("the ordinary pages are not the shell", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Navigation Test Mode", { exact: true })).toHaveCount(0);
  await page.goto("/browse");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/navigation test mode reached its browse screen/)).toHaveCount(0);
});
