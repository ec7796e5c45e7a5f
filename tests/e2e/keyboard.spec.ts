// Keyboard and screen-reader paths: where focus goes and
// what is announced in the builder, the checker, sign-up and the consent dialogs; focus never hidden
// under the sticky header or the cookie banner; the banner usable at 400% zoom.
import { expect, test, type Locator, type Page } from "@playwright/test";

import { authState, decideConsent } from "./support/auth-states";
import { gotoWithConsentBanner } from "./support/consent";

const BANNER = { name: "Privacy & Cookie Preferences" } as const;

/** Presses Tab until `target` has focus (at most `limit` times); fails otherwise. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
  throw new Error(`not reached in ${String(limit)} Tab presses; focus is on ${focused}`);
}

test.describe("the consent banner and dialogs", () => {
  // Focus handling while the banner and panel move in, as most visitors see them.
  test.use({ timezoneId: "Europe/London", reducedMotion: "no-preference" });

  test("the banner's buttons come right after the skip link; each dialog gives focus back on closing", async ({
    page,
  }) => {
    // A window wide enough for the Privacy Settings button to show beside the page (below that it
    // waits for the end of the page, and focus goes to the main content instead — consent.spec.ts).
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoWithConsentBanner(page, "/");
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toBeVisible();
    await page.locator("body").focus();
    const customize = banner.getByRole("button", { name: "Customize" });
    // Skip link, the banner's Cookie Policy link, then Customize.
    expect(await tabTo(page, customize, 4)).toBeLessThanOrEqual(3);

    await page.keyboard.press("Enter");
    const preferences = page.getByRole("dialog", { name: "Privacy Preferences Center" });
    await expect(preferences).toBeVisible();
    await expect(preferences).toContainText("Necessary Cookies");
    expect(await preferences.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(preferences).toHaveCount(0);
    await expect(customize).toBeFocused();

    // Saving closes the banner too, so focus moves to the Privacy Settings button that replaces it.
    await page.keyboard.press("Enter");
    await preferences.getByRole("button", { name: "Save Preferences" }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    const settingsButton = page.getByRole("button", { name: "Privacy Settings" });
    await expect(settingsButton).toBeFocused();

    await page.keyboard.press("Enter");
    const settings = page.getByRole("dialog", { name: "Privacy Settings" });
    await expect(settings).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(settings).toHaveCount(0);
    await expect(settingsButton).toBeFocused();
  });

  test("Escape leaves the banner up, as it stays until a decision, and brings focus to it", async ({
    page,
    context,
  }) => {
    await gotoWithConsentBanner(page, "/");
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toBeVisible();
    await page.locator("body").focus();
    await page.keyboard.press("Escape");
    await expect(banner).toBeFocused();
    await expect(banner).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "fitness-consent")).toBe(false);
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Cookie Policy" })).toBeFocused();
  });

  test("on a phone, sign-up's controls reached with Tab scroll clear of the banner, the terms box and its links too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await gotoWithConsentBanner(page, "/signup");
    await expect(page.getByRole("region", BANNER)).toBeVisible();
    await page.getByLabel("First name").focus();
    const last = page.getByRole("main").getByRole("link", { name: "privacy policy", exact: true });
    let reachedCheckbox = false;
    for (let step = 0; step < 20; step += 1) {
      if (await last.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const focused = document.activeElement;
        const banner = document.querySelector("[data-consent-banner]");
        if (!focused || !banner || banner.contains(focused)) return { covered: false, name: "" };
        const box = focused.getBoundingClientRect();
        return {
          covered: box.bottom > banner.getBoundingClientRect().top,
          name: focused.outerHTML.slice(0, 80),
        };
      });
      expect(focus.covered, `${focus.name} is under the banner`).toBe(false);
      reachedCheckbox ||= focus.name.includes('type="checkbox"');
    }
    await expect(last).toBeFocused();
    expect(reachedCheckbox).toBe(true);
  });

  test("at 400% zoom (320×256) the banner and the preferences dialog keep their buttons reachable", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await gotoWithConsentBanner(page, "/");
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toBeVisible();
    const acceptAll = banner.getByRole("button", { name: "Accept All" });
    await acceptAll.scrollIntoViewIfNeeded();
    const box = await acceptAll.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 256).toBe(true);

    await banner.getByRole("button", { name: "Customize" }).click();
    const save = page
      .getByRole("dialog", { name: "Privacy Preferences Center" })
      .getByRole("button", { name: "Save Preferences" });
    await save.scrollIntoViewIfNeeded();
    const saveBox = await save.boundingBox();
    expect(saveBox && saveBox.y >= 0 && saveBox.y + saveBox.height <= 256).toBe(true);
  });
});

test("focus moving backwards is never hidden under the sticky header", async ({ page, context }) => {
  await decideConsent(context);
  for (const path of ["/browse", "/interactions"]) {
    await page.goto(path);
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press("Shift+Tab");
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector("header");
        if (!focused || !header || header.contains(focused) || focused === document.body) return false;
        const box = focused.getBoundingClientRect();
        return box.top < header.getBoundingClientRect().bottom && box.bottom > 0;
      });
      expect(hidden, `${path}: step ${String(step)} hides focus under the header`).toBe(false);
    }
  }
});

test.describe("with the consent decided", () => {
  test.beforeEach(async ({ context }) => {
    await decideConsent(context);
  });

  test("the checker: an empty check is announced; picking and removing a product keep focus", async ({
    page,
  }) => {
    await page.goto("/interactions");
    await page.getByRole("button", { name: "Check interactions" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Add at least one supplement" })).toBeVisible();

    const search = page.getByLabel("Search supplements by name, brand or ingredient");
    await search.fill("magnesium");
    const firstMatch = page.getByRole("list", { name: "Matching products" }).getByRole("button").first();
    await tabTo(page, firstMatch, 2);
    const name = ((await firstMatch.getAttribute("aria-label")) ?? "").replace(/^Add /, "");
    await page.keyboard.press("Enter");
    // The picked product's button leaves the list: focus returns to the search box, which says so.
    await expect(search).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: `Added ${name}.` })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Add at least one supplement" })).toHaveCount(0);

    const chips = page.getByRole("list", { name: "Chosen supplements" });
    await chips.getByRole("button", { name: `Remove ${name}` }).focus();
    await page.keyboard.press("Enter");
    await expect(chips).toHaveCount(0);
    await expect(search).toBeFocused();
  });

  test("sign-up: a failed submit moves focus to the first field and announces how many problems", async ({
    page,
  }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Create account" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.locator("#form-announcer")).toHaveText(
      /^The form has \d+ problems\. The first is selected\.$/,
    );
    await expect(page.locator("#form-announcer")).toHaveAttribute("aria-live", "assertive");
  });

  test("the builder: the add is announced, a second add asks and gives focus back; results are not one live region", async ({
    page,
  }) => {
    await page.goto("/stacks");
    const search = page.getByLabel("Find a supplement to add");
    await search.fill("omega");
    const add = page
      .getByRole("list", { name: "Search results" })
      .getByRole("button", { name: /^Add / })
      .first();
    await expect(add).toBeVisible();
    await search.focus();
    await tabTo(page, add, 1);
    await page.keyboard.press("Enter");
    const added = page.getByText("Added to your stack", { exact: true });
    const review = page.getByRole("dialog", { name: /^Before you add / });
    await expect(added.or(review)).toBeVisible();
    if (await review.isVisible()) {
      await expect(review.getByRole("heading", { name: /^Before you add / })).toBeFocused();
      await review.getByRole("checkbox", { name: /I have read these warnings/ }).check();
      await review.getByRole("button", { name: "Add anyway" }).click();
      await expect(added).toBeVisible();
    }
    await expect(add).toBeFocused();
    // One short line is announced when the check arrives; the results column is not a live region.
    await expect(page.getByRole("status").filter({ hasText: /^Stack checked: / })).toBeAttached();
    await expect(page.getByTestId("stack-monthly-total")).toBeVisible();
    await expect(
      page.locator("[aria-live]").filter({ has: page.getByTestId("stack-monthly-total") }),
    ).toHaveCount(0);

    // Adding it again asks first: the question's heading takes focus; Escape gives it back.
    await page.keyboard.press("Enter");
    const duplicate = page.getByRole("dialog", { name: "Already in your stack" });
    await expect(duplicate).toBeVisible();
    await expect(duplicate.getByRole("heading", { name: "Already in your stack" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(duplicate).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  test.describe("the health profile", () => {
    // Ravi's account saves a profile; the member never does, so its consent box starts unticked.
    test.use({ storageState: authState("medicines") });

    test("the health profile: each medicine added is announced, an unknown one is marked at once, and saving puts focus on the result", async ({
      page,
    }) => {
      await page.goto("/health-profile");
      const medicine = page.getByRole("combobox", { name: "Medicine name" });
      await medicine.fill("sertraline");
      await expect(page.getByRole("option", { name: /^Sertraline/ }).first()).toBeVisible();
      await medicine.press("ArrowDown");
      await medicine.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Added Sertraline." })).toHaveCount(1);
      await medicine.fill("Zyxotrapine");
      await medicine.press("Enter");
      const unknown = "Not checked: not in our database — ask your pharmacist.";
      await expect(page.getByRole("status").filter({ hasText: `Added Zyxotrapine. ${unknown}` })).toHaveCount(
        1,
      );
      await expect(page.getByRole("group", { name: "Zyxotrapine" })).toContainText(unknown);
      await expect(page.getByRole("group", { name: "Sertraline" })).not.toContainText(unknown);

      await page.getByRole("checkbox", { name: /^I consent/ }).check();
      await page.getByRole("button", { name: "Save health profile" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Health profile saved" })).toBeFocused();
    });
  });

  test.describe("without a saved health profile", () => {
    test.use({ storageState: authState("member") });

    test("the health profile: saving without consent moves focus to the consent box and its error", async ({
      page,
    }) => {
      await page.goto("/health-profile");
      await page.getByRole("button", { name: "Save health profile" }).focus();
      await page.keyboard.press("Enter");
      const consent = page.getByRole("checkbox", {
        name: /^I consent to Smart Supplement Stack Builder UK storing/,
      });
      await expect(consent).toBeFocused();
      await expect(consent).toBeInViewport();
      await expect(page.getByRole("alert").filter({ hasText: /consent/i })).toBeVisible();
    });
  });
});
