// The supplement detail page in a real browser, against the seeded catalogue.
import { expect, test } from "@playwright/test";

import { signInAs } from "./support/auth-states";
import { seriousViolations } from "./support/axe";
import { resetRateLimits } from "./support/outbox";

test.beforeAll(async () => {
  await resetRateLimits();
});

test("answers 404 with the Page Not Found page for an unknown or malformed id", async ({ page }) => {
  for (const id of ["no-such-product", "x".repeat(101)]) {
    const response = await page.goto(`/supplement/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  }
});

// Reach the product the way a visitor does, from a browse search; its URL is its readable slug.
test("shows a seeded product with sample prices, claims and the stack button", async ({ page }) => {
  await page.goto("/browse?q=Magnesium+Citrate+200mg");
  await page
    .getByRole("link", { name: /Magnesium Citrate 200mg/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/supplement\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split("/").pop() ?? "";

  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: /Magnesium Citrate 200mg/ })).toBeVisible();
  await expect(page).toHaveTitle(/Magnesium Citrate 200mg Tablets by NOW Foods/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/supplement/${slug}$`),
  );

  const ingredients = page.getByRole("region", { name: "What's in it (per serving)" });
  await expect(ingredients.getByRole("rowheader", { name: /Magnesium/ })).toBeVisible();
  await expect(ingredients.getByText(/%$/).first()).toBeVisible();

  const buy = page.getByRole("region", { name: "Where to buy" });
  await expect(buy.getByText("Sample price").first()).toBeVisible();
  await expect(buy.getByText("Cheapest")).toHaveCount(1);
  await expect(buy.getByRole("link", { name: /^View at / }).first()).toHaveAttribute(
    "rel",
    "sponsored noopener noreferrer",
  );

  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as Record<string, unknown>;
  expect(structured).toMatchObject({
    "@type": "Product",
    sku: expect.stringMatching(/^[0-9a-f-]{36}$/),
    brand: { "@type": "Brand", name: "NOW Foods" },
  });
  // The old URL by id answers a permanent redirect to the slug URL.
  const old = await page.request.get(`/supplement/${String(structured.sku)}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toMatch(new RegExp(`/supplement/${slug}$`));
  expect(structured).not.toHaveProperty("aggregateRating");

  await page.getByRole("button", { name: "Add to stack" }).click();
  await expect(page.getByText("Added to your stack", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Current stack, 1 product/ })).toBeVisible();
  await expect(page.getByText(/is not medical advice/).first()).toBeVisible();
});

test("someone whose health profile lists warfarin cannot add St John's wort: refused with why and what to do instead", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAs(context, "warfarin");
  // The health profile: warfarin picked from the autocomplete, taken once a day at 18:00.
  await page.goto("/health-profile");
  const medicine = page.getByRole("combobox", { name: "Medicine name" });
  await medicine.fill("warfarin");
  await expect(page.getByRole("option", { name: /^Warfarin/ }).first()).toBeVisible();
  await medicine.press("ArrowDown");
  await medicine.press("Enter");
  const warfarin = page.getByRole("group", { name: "Warfarin" });
  await warfarin.getByRole("combobox", { name: "How often" }).selectOption("Once a day");
  await warfarin.getByLabel(/When you take it/).fill("18:00");
  await warfarin.getByRole("button", { name: "Add time for Warfarin" }).click();
  await expect(warfarin.getByRole("list", { name: "Times you take Warfarin" })).toHaveText("18:00");
  await page.getByRole("checkbox", { name: /^I consent/ }).check();
  await page.getByRole("button", { name: "Save health profile" }).click();
  await expect(page.getByText("Health profile saved", { exact: true })).toBeVisible();
  const stored = (await (await page.request.get("/api/account/health-profile")).json()) as {
    data: { prescriptionDrugs: string[]; medicineSchedules: unknown[] };
  };
  expect(stored.data.prescriptionDrugs).toEqual(["Warfarin"]);
  expect(stored.data.medicineSchedules).toEqual([
    { name: "Warfarin", frequency: "once_daily", times: ["18:00"] },
  ]);

  await page.goto("/browse?q=LowMood");
  await page
    .getByRole("link", { name: /LowMood Relief/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/supplement\/[^/]+$/);
  const addToStack = page.getByRole("button", { name: "Add to stack" });
  await addToStack.click();

  const dialog = page.getByRole("dialog", { name: /^LowMood Relief .* was not added$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Critical: .*warfarin/i).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: /anyway/ })).toHaveCount(0);
  // St John's wort is a broad "wellness" product: no other product is like for like, so the dialog
  // sends the person to their pharmacist or GP instead of offering an unrelated product.
  await expect(dialog.getByText(/^Ask your pharmacist or GP about an option that is safe/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Add this instead/ })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(addToStack).toBeFocused();
  // Nothing was added.
  await expect(page.getByRole("link", { name: /Current stack, \d+ products?/ })).toHaveCount(0);
});

// A multivitamin's claims, evidence and ~200 findings are on pages of their own, so its page stays light.
test("a multivitamin links to its claims, evidence and every finding on their own pages", async ({
  page,
}) => {
  const product = "/supplement/centrum-centrum-advance-multivitamin-tablets-30";
  await page.goto(product);
  const claims = page.getByRole("region", { name: "Authorised health claims" });
  await expect(claims.getByRole("blockquote")).toHaveCount(0);
  await claims.getByRole("link", { name: /^Zinc: \d+ claims$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${product}/evidence#claims-zinc$`));
  await expect(page.getByRole("list", { name: "Authorised claims for Zinc" })).toBeInViewport();
  await expect(
    page.getByRole("region", { name: "What the evidence says" }).locator("details[open]").first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(product);
  const interactions = page.getByRole("region", { name: "Interactions" });
  await interactions.getByRole("link", { name: /^See all \d+ findings by severity/ }).click();
  await expect(page).toHaveURL(new RegExp(`${product}/findings$`));
  await expect(page.getByRole("heading", { level: 2, name: /^Critical \(\d+\)$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
