// Consent in a real browser (docs/product-rules.md §2 "Auth and consent screens", §4 "Consent", §9): the banner
// about 1 s after load, Reject All / Customize → Save, the floating Privacy Settings panel, time-zone
// defaults, and that real-user monitoring (RUM_ENABLED=true on the e2e server) sends nothing without
// analytics consent.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";

import { gotoWithConsentBanner } from "./support/consent";
import { waitForSettled } from "./support/hydration";

const BANNER = { name: "Privacy & Cookie Preferences" } as const;

type StoredConsent = {
  categories: Record<string, boolean>;
  timestamp: string;
  version: string;
  userAgent: string;
};

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "fitness-consent");
  return cookie
    ? { cookie, record: JSON.parse(decodeURIComponent(cookie.value)) as StoredConsent }
    : undefined;
}

/**
 * The tab goes to the background: the monitoring client flushes its queue with sendBeacon then.
 * (Beacons sent while a page unloads reach the server but are not reported to Playwright, so the
 * tests hide the page instead of leaving it.)
 */
async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

function watchRum(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/metrics/rum") seen.push(request.method());
  });
  return seen;
}

// The banner fades in and the preferences panel slides in: both with motion, as most visitors see them.
test.use({ reducedMotion: "no-preference" });

test.describe("a first visit from Europe/London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("shows the banner after about 1 s; Reject All keeps only necessary and sends no monitoring", async ({
    page,
    context,
  }) => {
    const rum = watchRum(page);
    // When the banner is revealed (drawn invisible and inert until then), in ms from the start of the
    // navigation (the page's own clock).
    await page.addInitScript((name) => {
      new MutationObserver((_, observer) => {
        const heading = [...document.querySelectorAll("h2")].find((h2) => h2.textContent === name);
        if (!heading || heading.closest("[inert]")) return;
        (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["inert"] });
    }, BANNER.name);
    await page.goto("/");
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toBeVisible();
    // Not at once, and not in the server's HTML: about a second after the page is up.
    const shownAt = await page.evaluate(() => (window as unknown as { bannerShownAt: number }).bannerShownAt);
    expect(shownAt).toBeGreaterThanOrEqual(1_000);
    expect(shownAt).toBeLessThan(8_000);
    await expect(banner.getByRole("heading", { name: "Privacy & Cookie Preferences" })).toBeVisible();

    const consentPost = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/consent",
    );
    await banner.getByRole("button", { name: "Reject All" }).click();
    await expect(banner).toBeHidden();
    expect((await consentPost).status()).toBe(200); // anonymous: acknowledged, not stored

    const stored = await consentCookie(context);
    expect(stored?.record.categories).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(stored?.record.version).toBe("1.0.0");
    expect(stored?.cookie.sameSite).toBe("Lax");
    expect(stored?.cookie.secure).toBe(false); // http in tests; Secure on https
    const days = ((stored?.cookie.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // Pages loaded and left (page hide would flush a monitoring queue) — still nothing is sent.
    await page.goto("/browse");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/");
    await waitForSettled(page);
    await expect(page.getByRole("region", BANNER)).toHaveCount(0);
    await hideTab(page);
    await waitForSettled(page);
    expect(rum).toEqual([]);
  });

  test("nothing optional runs before a decision", async ({ page }) => {
    const rum = watchRum(page);
    await gotoWithConsentBanner(page, "/");
    await expect(page.getByRole("region", BANNER)).toBeVisible();
    await waitForSettled(page);
    await hideTab(page);
    await waitForSettled(page);
    expect(rum).toEqual([]);
  });

  test("Customize → Save Preferences stores the choice; monitoring then runs; the panel shows the last update", async ({
    page,
    context,
  }) => {
    const rum = watchRum(page);
    await gotoWithConsentBanner(page, "/");
    const banner = page.getByRole("region", BANNER);
    await banner.getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy Preferences Center" });
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole("switch", { name: /Necessary Cookies/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ["Analytics Cookies", "Marketing Cookies", "Functional Cookies"]) {
      await expect(dialog.getByRole("switch", { name })).not.toBeChecked(); // Europe: necessary only
    }
    await expect(dialog.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("target", "_blank");

    // keyboard: switch analytics on with Space, then save
    await dialog.getByRole("switch", { name: "Analytics Cookies" }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("switch", { name: "Analytics Cookies" })).toBeChecked();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();

    const stored = await consentCookie(context);
    expect(stored?.record.categories).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    });

    // With analytics consent the monitoring client loads and runs: once it has, hiding the tab sends
    // its queue, accepted.
    await expect(async () => {
      const beacon = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/metrics/rum",
        { timeout: 1_000 },
      );
      await hideTab(page);
      expect((await beacon).status()).toBe(202);
    }).toPass({ timeout: 10_000 });
    expect(rum).toContain("POST");
    await page.reload(); // visible again

    // The floating button covers nothing: at 1280 px the page leaves no margin beside it, so it
    // waits for the end of the page. There it opens the left panel with the decision and its time.
    const privacyButton = page.getByRole("button", { name: "Privacy Settings" });
    await expect(privacyButton).toBeHidden();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await privacyButton.click();
    const panel = page.getByRole("dialog", { name: "Privacy Settings" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Manage your cookie preferences and privacy settings")).toBeVisible();
    await expect(panel.getByRole("switch", { name: "Analytics Cookies" })).toBeChecked();
    await expect(panel.getByText(/Last updated: \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)).toBeVisible();
    await expect(panel.getByText("Not set")).toHaveCount(0);
    // a left panel, 540 px wide at this viewport (it slides in, so wait for it to settle)
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect((await panel.boundingBox())?.width).toBe(540);

    // Withdraw from the panel; Escape is not needed — saving closes it.
    await panel.getByRole("button", { name: "Reject All" }).click();
    await expect(panel).toBeHidden();
    expect((await consentCookie(context))?.record.categories.analytics).toBe(false);
  });
});

test.describe("the floating Privacy Settings button", () => {
  test.use({ timezoneId: "Europe/London" });

  test("in a window wider than the page it stays in the margin beside the prices; narrower, it waits for the footer and follows it in Tab order", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoWithConsentBanner(page, "/browse");
    await page.getByRole("region", BANNER).getByRole("button", { name: "Reject All" }).click();
    const privacyButton = page.getByRole("button", { name: "Privacy Settings" });
    await expect(privacyButton).toBeVisible();
    const button = await privacyButton.boundingBox();
    const firstProduct = await page.getByRole("article").first().boundingBox();
    expect(button && firstProduct && button.x + button.width).toBeLessThan(firstProduct?.x ?? 0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(privacyButton).toBeHidden();
    // From the keyboard it follows the footer's links (after the other floating control, the
    // assistant's button), so it shows by the time focus reaches it.
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    await expect(privacyButton).toBeVisible();
    let presses = 0;
    while (presses < 3 && !(await privacyButton.evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    await expect(privacyButton).toBeFocused();
    expect(presses).toBeLessThanOrEqual(2);

    // Scrolled to the very end, the footer's last line sits above it, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await page
      .getByRole("contentinfo")
      .getByText(/^© \d{4} /)
      .boundingBox();
    const shown = await privacyButton.boundingBox();
    expect(lastLine && shown && lastLine.y + lastLine.height).toBeLessThanOrEqual(shown?.y ?? 0);
  });
});

test.describe("a first visit from outside Europe", () => {
  test.use({ timezoneId: "America/New_York" });

  test("pre-fills every category on but still asks before storing anything", async ({ page, context }) => {
    const rum = watchRum(page);
    await gotoWithConsentBanner(page, "/");
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy Preferences Center" });
    for (const name of ["Analytics Cookies", "Marketing Cookies", "Functional Cookies"]) {
      await expect(dialog.getByRole("switch", { name })).toBeChecked();
    }
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeVisible();
    expect(await consentCookie(context)).toBeUndefined();
    expect(rum).toEqual([]);
  });
});
