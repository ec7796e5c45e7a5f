// The app shell in a real browser: landing, 404, header/footer rules, the mobile drawer, toasts, headers.
import { expect, test } from "@playwright/test";

test.describe("landing page", () => {
  test("renders the hero, its calls to action and the eight goal tiles", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Smart Supplement Stack Builder UK/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await expect(page.getByRole("link", { name: "Start Building Now" })).toHaveAttribute("href", "/stacks");
    await expect(page.getByRole("link", { name: "Explore Community Stacks" })).toHaveAttribute(
      "href",
      "/community-stacks",
    );

    const tiles: [string, string][] = [
      ["Heart Health", "wellness"],
      ["Brain Function", "focus"],
      ["Muscle Building", "performance"],
      ["Energy & Performance", "energy"],
      ["Immune Support", "immune"],
      ["Vision Health", "wellness"],
      ["Weight Management", "wellness"],
      ["General Wellness", "wellness"],
    ];
    for (const [label, category] of tiles) {
      await expect(page.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute(
        "href",
        `/browse?category=${category}`,
      );
    }
    // The old app's unbacked figures are not repeated.
    await expect(page.getByText("1000+")).toHaveCount(0);
  });

  test("shows the header, the footer's compliance text and emergency numbers", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const badge of ["Not Medical Advice", "MHRA Not Evaluated", "Educational Only"]) {
      await expect(footer.getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: /111/ }).first()).toBeVisible();
    await expect(footer.getByRole("link", { name: /999/ }).first()).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
    await expect(footer.getByText(/^v\d+\.\d+\.\d+/)).toBeVisible();
  });

  test("is served with the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
});

test("an unknown path shows the 404 page with its hint", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("/no-such-page-here")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL("/");
});

test.describe("header and footer visibility", () => {
  for (const path of ["/login", "/verify-2fa", "/offline", "/reset-password/some-token"]) {
    test(`the header is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("banner")).toHaveCount(0);
    });
  }

  // /profile itself needs an account (signed-out visitors go to /login, where the header is hidden);
  // /profile-image-test is a route-table path under the same "starts with /profile" footer rule.
  for (const path of ["/profile-image-test", "/terms-of-service"]) {
    test(`the footer is hidden on ${path} and the header shown`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("banner")).toBeVisible();
    });
  }
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the slide-out drawer opens, traps focus and closes on Escape and with its button", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    for (const entry of ["Home", "Browse", "Build a Stack", "Analytics", "Blog", "Community", "Login"]) {
      await expect(drawer.getByRole("link", { name: entry, exact: true })).toBeVisible();
    }
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(280);

    // Focus stays inside the drawer while it is open.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("F8 moves focus to the notifications area", async ({ page }) => {
  await page.goto("/");
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("F8");
  const focused = await page.evaluate(
    () =>
      document.activeElement?.closest("[aria-label^='Notifications']")?.getAttribute("aria-label") ??
      document.activeElement?.getAttribute("aria-label"),
  );
  expect(focused).toMatch(/^Notifications/);
});
