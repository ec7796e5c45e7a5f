// 'Navigation Error' in a real browser (docs/product-rules.md §2 "Error and loading screens";
// docs/decisions.md "Navigation Error"): a client-side navigation to a page that fails to render shows
// it, reported as GLOBAL_ERROR; Reload Page loads the page again in full (now an ordinary page error:
// 'Something went wrong'); Go Home leaves for the landing page. The failing page is a test-only page
// (/dev/test, served because the e2e server sets TEST_PAGES).
import { expect, test, type Page } from "@playwright/test";

import { decideConsent } from "./support/auth-states";
import { waitForHydration } from "./support/hydration";

const LINK_PAGE = "/dev/test/navigation-error";
const FAILING_PAGE = "/dev/test/navigation-error/fails";

async function followLinkToFailingPage(page: Page): Promise<void> {
  await page.goto(LINK_PAGE);
  const link = page.getByRole("link", { name: "Open the failing page" });
  await waitForHydration(link);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Navigation Error" })).toBeVisible();
  await expect(page).toHaveURL(FAILING_PAGE);
}

test.beforeEach(async ({ context }) => {
  await decideConsent(context);
});

test("a client-side navigation to a failing page shows 'Navigation Error' and reports it", async ({
  page,
}) => {
  // Its own report: with service workers blocked (playwright.config.ts), the worker's registration
  // fails after each page's load and is reported too, sometimes first.
  const reported = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/api/errors/client" &&
      request.method() === "POST" &&
      (request.postDataJSON() as { code?: string }).code === "GLOBAL_ERROR",
  );
  await followLinkToFailingPage(page);
  await expect(page.getByText(/usually an authentication or routing problem/)).toBeVisible();
  await expect(page.getByText(/clear your browser's cache/)).toBeVisible();
  await expect(page.getByRole("link", { name: "navigation test page" })).toHaveAttribute(
    "href",
    "/navigation-test",
  );
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  const request = await reported;
  const body = request.postDataJSON() as { code: string; message: string; path: string };
  expect(body.code).toBe("GLOBAL_ERROR");
  expect(body.message).toMatch(/^Navigation Error: /);
  expect(body.path).toBe(FAILING_PAGE);
});

test("Reload Page loads the page in full: no longer a navigation, so the page-level fallback", async ({
  page,
}) => {
  await followLinkToFailingPage(page);
  await Promise.all([
    page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith(FAILING_PAGE)),
    page.getByRole("button", { name: "Reload Page" }).click(),
  ]);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("Navigation Error")).toHaveCount(0);
});

test("Go Home leaves for the landing page", async ({ page }) => {
  await followLinkToFailingPage(page);
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Navigation Error")).toHaveCount(0);
  await expect(page.locator("h1").first()).toBeVisible();
});
