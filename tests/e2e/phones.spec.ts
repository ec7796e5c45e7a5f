// Every route at 390×844 (a phone), signed out and signed in: no page scrolls
// sideways, and the controls people tap are at least 44×44 px. A failure names the elements that
// stick out or are too small, so the fix is easy to find.
import { expect, test, type Page } from "@playwright/test";

import { authState, decideConsent } from "./support/auth-states";
import { waitForSettled } from "./support/hydration";

const PHONE_WIDTH = 390;
/** WCAG 2.5.5 Target Size (Enhanced), the bar for every control. */
const MIN_TARGET = 44;

const SIGNED_OUT_ROUTES = [
  "/",
  "/browse",
  "/browse?q=magnesium",
  "/browse?category=wellness&goal=heart",
  "/blog",
  "/contact",
  "/accuracy",
  "/cookie-policy",
  "/gdpr",
  "/medical-disclaimer",
  "/privacy-policy",
  "/terms-of-service",
  "/login",
  "/signup",
  "/reset-password",
  "/email-changed",
  "/email-changed?problem=expired",
  "/stacks",
  "/community-stacks",
  "/interactions",
  "/no-such-page-here",
];

const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/profile",
  "/settings",
  "/security",
  "/health-profile",
  "/data-export",
  "/my-stacks",
  "/stacks",
  "/interactions",
];

type Layout = { scrollWidth: number; culprits: string[]; smallTargets: string[] };

/** Measures the page as laid out now: its width and what sticks out; controls smaller than 44 px. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(
    ({ width, minTarget }) => {
      const describe = (element: Element, box: DOMRect) =>
        `<${element.tagName.toLowerCase()} class="${String(element.getAttribute("class")).slice(0, 60)}"> ` +
        `${String(Math.round(box.left))}–${String(Math.round(box.right))} px, ${String(Math.round(box.width))}×${String(Math.round(box.height))} ` +
        `"${element.textContent.trim().slice(0, 40)}"`;
      const culprits: string[] = [];
      for (const element of document.querySelectorAll("body *")) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== "fixed") {
          culprits.push(describe(element, box));
        }
      }
      // Controls people tap. Links inside running text are exempt (WCAG 2.5.5's inline exception);
      // a checkbox or radio is measured by its label, which is what a finger presses.
      const controls = document.querySelectorAll(
        "button, select, summary, [role=button], input:not([type=checkbox]):not([type=radio]):not([type=hidden]), a, label:has(> input[type=checkbox]), label:has(> input[type=radio])",
      );
      const smallTargets: string[] = [];
      for (const element of controls) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
        if (element.closest(".sr-only, [aria-hidden=true]")) continue;
        if (element.tagName === "A" && style.display === "inline") continue;
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
          smallTargets.push(describe(element, box));
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        culprits: culprits.slice(0, 8),
        smallTargets,
      };
    },
    { width: PHONE_WIDTH, minTarget: MIN_TARGET },
  );
}

async function expectPhoneFriendly(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForSettled(page);
  const layout = await measure(page);
  // Soft: one run lists every page that fails, not only the first.
  expect
    .soft(layout.scrollWidth, `${path} is wider than the phone:\n${layout.culprits.join("\n")}`)
    .toBeLessThanOrEqual(PHONE_WIDTH);
  expect.soft(layout.smallTargets, `${path} has controls smaller than 44×44 px`).toEqual([]);
}

/** Two priced products from the catalogue, as the stack store keeps them. */
async function sampleStack(page: Page): Promise<string> {
  const items = [];
  for (const query of ["magnesium", "iron", "calcium"]) {
    const found = await page.request.get(`/api/supplements?q=${query}`);
    const body = (await found.json()) as {
      data: { items: { id: string; name: string; brand: string; cheapestPricePence: number | null }[] };
    };
    const product = body.data.items.find((item) => item.cheapestPricePence !== null);
    if (!product) throw new Error(`no priced product for ${query}`);
    const { id, name, brand, cheapestPricePence } = product;
    items.push({ supplement: { id, name, brand, price: cheapestPricePence }, quantity: 2 });
  }
  return JSON.stringify(items);
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });

  test("signed out: no page scrolls sideways and every control is at least 44 px", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    // The consent banner covers the bottom of a phone screen: decided (Reject All) first.
    await decideConsent(context);
    for (const path of SIGNED_OUT_ROUTES) await expectPhoneFriendly(page, path);

    // A product page, an article, and the builder with items in it.
    await page.goto("/browse?q=magnesium");
    const product = await page.getByRole("article").first().getByRole("link").first().getAttribute("href");
    await page.goto("/blog");
    const article = await page.getByRole("article").first().getByRole("link").first().getAttribute("href");
    for (const path of [product, article]) {
      expect(path).toBeTruthy();
      await expectPhoneFriendly(page, String(path));
    }
    const stack = await sampleStack(page);
    await page.evaluate((value) => localStorage.setItem("current-stack", value), stack);
    await expectPhoneFriendly(page, "/stacks");
    await expect(page.getByTestId("stack-monthly-total")).toBeVisible();
  });

  test("the assistant's button steps aside while a field is being filled in", async ({ page }) => {
    await page.goto("/contact");
    const launcher = page.getByRole("button", { name: "Ask our assistant" });
    await expect(launcher).toBeVisible();
    await page.getByLabel("Email address").focus();
    await expect(launcher).toBeHidden();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(launcher).toBeVisible();
  });

  test("a product's retailer links are on screen, not in a table that scrolls sideways", async ({
    page,
    context,
  }) => {
    await decideConsent(context);
    await page.goto("/browse?q=magnesium");
    await page.getByRole("article").first().getByRole("link").first().click();
    const link = page.getByRole("link", { name: /^View at / }).first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_WIDTH);

    // The floating Privacy Settings button does not sit over the prices: only at the end of the page.
    const privacy = page.getByRole("button", { name: "Privacy Settings" });
    await expect(privacy).toBeHidden();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(privacy).toBeVisible();
  });

  test.describe("signed in", () => {
    test.use({ storageState: authState("member") });

    test("signed in: account pages, my stacks, the builder and a saved stack fit the phone", async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await decideConsent(context);
      await page.goto("/dashboard");
      const stack = await sampleStack(page);
      await page.evaluate((value) => localStorage.setItem("current-stack", value), stack);
      const items = (JSON.parse(stack) as { supplement: { id: string } }[]).map((item) => ({
        supplementId: item.supplement.id,
        quantity: 1,
      }));
      const created = await page.request.post("/api/stacks", {
        data: { name: "Morning minerals", items },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(created.status()).toBe(201);
      const { data } = (await created.json()) as { data: { stack: { id: string } } };
      for (const path of [...SIGNED_IN_ROUTES, `/stack/${data.stack.id}`])
        await expectPhoneFriendly(page, path);
    });
  });
});
