// The app shell in a real browser: landing, 404, header/footer rules, the mobile drawer, toasts, headers.
import { expect, test } from "@playwright/test";

import { BASE_URL } from "./support/accounts";
import { authState } from "./support/auth-states";
import { gotoWithConsentBanner } from "./support/consent";

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

    // The spec's category, plus a goal where one category holds several goals' products.
    const tiles: [string, string][] = [
      ["Heart Health", "category=wellness&goal=heart"],
      ["Brain Function", "category=focus"],
      ["Muscle Building", "category=performance"],
      ["Energy & Performance", "category=energy"],
      ["Immune Support", "category=immune"],
      ["Vision Health", "category=wellness&goal=vision"],
      ["General Wellness", "category=wellness"],
    ];
    for (const [label, query] of tiles) {
      const tile = page.getByRole("link", { name: new RegExp(`^${label}`) });
      await expect(tile).toHaveAttribute("href", `/browse?${query}`);
      await expect(tile).toContainText(/[1-9]\d* products?$/);
    }
    // The seeded catalogue has no product for weight management, so no tile leads to an empty list.
    await expect(page.getByRole("link", { name: /^Weight Management/ })).toHaveCount(0);
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

test("an unknown path shows the 404 page, in words for visitors rather than a developer's hint", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("We can't find that page.", { exact: false })).toBeVisible();
  await expect(page.getByText(/no route matches/)).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL("/");
});

test("a shared stack link that finds nothing says the stack is no longer shared", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const unknown = await page.goto("/stack/no-such-stack");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This stack is no longer shared" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);

  // A stack its owner shared and then made private again, opened from the old link by a visitor.
  const owner = await browser.newContext({ storageState: authState("member") });
  const ownerPage = await owner.newPage();
  const origin = BASE_URL;
  const found = await ownerPage.request.get("/api/supplements?q=Magnesium+Citrate+200mg");
  const productId = ((await found.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id;
  const created = await ownerPage.request.post("/api/stacks", {
    data: { name: "Was shared", items: [{ supplementId: productId, quantity: 1 }] },
    headers: { origin },
  });
  const { data } = (await created.json()) as { data: { stack: { id: string } } };
  const link = `/stack/${data.stack.id}`;
  const publish = `/api/stacks/${data.stack.id}/publish`;
  expect(
    (await ownerPage.request.post(publish, { data: { title: "Was shared" }, headers: { origin } })).status(),
  ).toBe(200);
  expect((await ownerPage.request.delete(publish, { headers: { origin } })).status()).toBe(200);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const response = await visitorPage.goto(link);
  expect(response?.status()).toBe(404);
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: "This stack is no longer shared" }),
  ).toBeVisible();
  await visitor.close();
  await owner.close();
});

test.describe("header and footer come from each page's layout (docs/product-rules.md §2 Layout rules)", () => {
  // [path, status, header shown, footer shown]
  const pages: [string, number, boolean, boolean][] = [
    ["/", 200, true, true],
    ["/browse", 200, true, true],
    ["/signup", 200, true, true],
    ["/login", 200, false, false],
    ["/reset-password", 200, false, false],
    ["/reset-password/some-token", 200, false, false],
    ["/verify-2fa", 200, false, true],
    ["/terms-of-service", 200, true, false],
    ["/privacy-policy", 200, true, true],
    // The 404 page, for an unknown URL and for an unknown record of a streamed page.
    ["/no-such-page-here", 404, true, true],
    ["/supplement/no-such-product", 404, true, true],
  ];
  for (const [path, status, header, footer] of pages) {
    test(`${path}: header ${header ? "shown" : "hidden"}, footer ${footer ? "shown" : "hidden"}`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCount(header ? 1 : 0);
      await expect(page.getByRole("contentinfo")).toHaveCount(footer ? 1 : 0);
    });
  }

  test("navigating between pages in the browser swaps the chrome with the layout", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test.describe("signed in", () => {
    test.use({ storageState: authState("member") });

    test("signed in: /profile shows the header but no footer; /dashboard shows both", async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Hello, Morgan" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // The account nav comes from the (account) group's template, marking the page it is on.
      const accountNav = page.getByRole("navigation", { name: "Account" });
      await expect(accountNav.getByRole("link", { name: "Overview" })).toHaveAttribute(
        "aria-current",
        "page",
      );

      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
    });
  });
});

test.describe("mobile", () => {
  // The drawer slides in: its focus trap is checked with the motion.
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: "no-preference" });

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

test("the sizeable scripts a page starts with ask V8 to compile them off the main thread; later chunks do not", async ({
  page,
  request,
}) => {
  const lateChunks: string[] = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith("/_next/static/chunks/")) lateChunks.push(pathname);
  });
  const html = await (await request.get("/")).text();
  // Module browsers' scripts; the noModule polyfills never run in Chromium.
  const startScripts = [...html.matchAll(/<script src="([^"]+\.js)"[^>]*>/g)]
    .filter(([tag]) => !/nomodule/i.test(tag))
    .map(([, src]) => src ?? "");
  expect(startScripts.length).toBeGreaterThan(3);
  let hinted = 0;
  for (const src of startScripts) {
    const body = (await (await request.get(src)).body()).toString("latin1");
    // Stubs of a few hundred bytes go without (lib/framework/compile-hints.mjs).
    const expected = body.length >= 4096 + "//# allFunctionsCalledOnLoad\n".length;
    expect(body.startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(expected);
    if (expected) hinted++;
  }
  expect(hinted).toBeGreaterThanOrEqual(3); // React, Next's client and the app shell at least
  // Chunks only ever loaded later (the consent manager's own) carry none; a shared chunk another route
  // starts with may.
  await gotoWithConsentBanner(page, "/");
  await expect(page.getByRole("region", { name: "Privacy & Cookie Preferences" })).toBeVisible();
  const later = lateChunks.filter((path) => !startScripts.some((src) => src.endsWith(path)));
  let unhinted = 0;
  for (const path of later) {
    const body = await (await request.get(path)).text();
    if (!body.startsWith("//# allFunctionsCalledOnLoad")) unhinted++;
  }
  expect(unhinted).toBeGreaterThan(0);
});
