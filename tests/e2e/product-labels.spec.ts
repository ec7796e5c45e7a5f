// An admin enters a product from its label with a typed GTIN and rows; a second admin checks it; it then
// appears on /browse with "Label checked <date>" and under the Vegan filter, which lists only checked labels.
import path from "node:path";

import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";

import { makeAdmin, saveMedicines, signIn, signUpAndConfirm } from "./support/accounts";
import { barcodeSvg, ean13, photoOf } from "./support/barcode";
import { seriousViolations } from "./support/axe";
import { databaseUrl, resetRateLimits } from "./support/outbox";

const BRAND = "E2E Labeltest";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844, gtin: "96385074" },
  { name: "desktop", width: 1280, height: 800, gtin: "40123455" },
] as const;

async function adminPage(browser: Browser, firstName: string, size: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport: size })).newPage();
  const email = await signUpAndConfirm(page, firstName);
  await makeAdmin(email);
  await signIn(page, email);
  return page;
}

async function sql(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

// The e2e database outlives a run: the products made here leave, and the cached /browse views with them.
async function removeTestProducts(): Promise<void> {
  await sql(`DELETE FROM product_entries WHERE brand = $1`, [BRAND]);
  await sql(`DELETE FROM supplements WHERE brand = $1`, [BRAND]);
  await sql(`INSERT INTO cache_revalidations (tag) VALUES ('catalogue-browse')`);
}

test.beforeAll(removeTestProducts);
test.afterAll(removeTestProducts);

async function enterProduct(page: Page, name: string, gtin: string): Promise<void> {
  await page.goto("/admin/products");
  await page.getByRole("link", { name: "Enter a product from its label" }).click();
  await page.getByLabel("Brand", { exact: true }).fill(BRAND);
  await page.getByLabel("Name as on the pack").fill(name);
  await page.getByLabel("Form", { exact: true }).selectOption({ label: "Tablet" });
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Immune" });
  await page.getByLabel("Units per pack").fill("60");
  await page.getByLabel("GTIN (barcode digits, optional)").fill(gtin);
  await page.getByLabel("Or the retailer's or brand's page").fill("https://www.example.com/label");

  const rows = page.getByRole("list", { name: "Ingredients on the label" }).getByRole("listitem");
  await rows.nth(0).getByLabel("Ingredient", { exact: true }).fill("Vitamin C");
  await rows.nth(0).getByLabel("Amount", { exact: true }).fill("250000");
  await rows.nth(0).getByLabel("Unit", { exact: true }).selectOption("mg");
  // 250 g in one tablet is refused before anything is sent.
  await expect(rows.nth(0).getByText("More than 100 g in one serving is not plausible.")).toBeVisible();
  await rows.nth(0).getByLabel("Amount", { exact: true }).fill("250");
  await page.getByRole("button", { name: "Add an ingredient" }).click();
  await rows.nth(1).getByLabel("Ingredient", { exact: true }).fill("Zinc");
  await rows.nth(1).getByLabel("Amount", { exact: true }).fill("5");
  await rows.nth(1).getByLabel("Unit", { exact: true }).selectOption("mg");
  await rows.nth(1).getByLabel("Chemical form (optional)").fill("as zinc citrate");

  await page.getByLabel("Vegan", { exact: true }).selectOption({ label: "Yes, the label says so" });
  await page.getByLabel("Vegetarian", { exact: true }).selectOption({ label: "Yes, the label says so" });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save for a second admin to check" }).click();
  await expect(page.getByText("Saved. Another admin must now check the label")).toBeVisible();
  await expect(page.getByText("You entered this label, so another admin must check it.")).toBeVisible();
  await expect(page.getByRole("button", { name: /publish/ })).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test(`a second admin checks an entered label and the product appears as checked (${viewport.name})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    await resetRateLimits();
    const name = `Vegan Vitamin C 250mg ${viewport.name} ${String(Date.now())}`;
    const first = await adminPage(browser, "Ann", viewport);
    await enterProduct(first, name, viewport.gtin);
    const entryUrl = first.url().replace(/\?.*$/, "");

    // Not published yet: a search does not find it.
    await first.goto(`/browse?q=${encodeURIComponent(BRAND)}`);
    await expect(first.getByRole("status").filter({ hasText: /of \d+ supplements/ })).toBeVisible();
    await expect(first.getByRole("article").filter({ hasText: name })).toHaveCount(0);

    const second = await adminPage(browser, "Ben", viewport);
    await second.goto(entryUrl);
    await expect(second.getByRole("cell", { name: "Zinc", exact: true })).toBeVisible();
    await second.getByRole("button", { name: "I checked every row against the label: publish" }).click();
    await expect(second.getByText("Published", { exact: true })).toBeVisible();

    const visitor = await (await browser.newContext({ viewport })).newPage();
    await visitor.goto(`/browse?q=${encodeURIComponent(BRAND)}`);
    const card = visitor.getByRole("article").filter({ hasText: name });
    await expect(card).toContainText(/Label checked \d{1,2} \w{3} \d{4}/);

    await visitor.goto("/browse?vegan=1");
    await expect(visitor.getByRole("article").filter({ hasText: name })).toBeVisible();
    const cards = visitor.getByRole("article");
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Label checked/);

    await card
      .getByRole("link")
      .first()
      .click()
      .catch(() => undefined);
    await visitor.goto(`/browse?q=${encodeURIComponent(BRAND)}`);
    await visitor.getByRole("link", { name }).click();
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByText(/Label checked \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await expect(visitor.getByText("Vegan, Vegetarian")).toBeVisible();
  });
}

test("an admin enters a product from a barcode photo and a label photo; a phone user on warfarin scans it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await resetRateLimits();
  // GS1 prefix 200–299 is for a shop's own codes: never a real product's barcode.
  const code = ean13("200000005555");
  const name = `Bone Support from photos ${String(Date.now())}`;
  const first = await adminPage(browser, "Cal", { width: 1280, height: 800 });
  await first.goto("/admin/products");
  await first.getByRole("link", { name: "Enter a product from its label" }).click();

  await first.getByLabel("Photo of a barcode").setInputFiles({
    name: "barcode.png",
    mimeType: "image/png",
    buffer: await photoOf(first, barcodeSvg(code)),
  });
  await expect(first.getByLabel("GTIN (barcode digits, optional)")).toHaveValue(`0${code}`, {
    timeout: 30_000,
  });

  await first
    .getByLabel("Photo of the label")
    .setInputFiles(path.resolve("tests/fixtures/scan/supplement-facts.png"));
  const rows = first.getByRole("list", { name: "Ingredients on the label" }).getByRole("listitem");
  await expect(rows).toHaveCount(5, { timeout: 90_000 });
  await expect(rows.nth(0).getByLabel("Amount", { exact: true })).toHaveValue("25");
  // The row OCR could not map is a person's to correct: here it is not on this product, so it goes.
  await first.getByRole("button", { name: "Remove ingredient 5" }).click();
  await expect(rows).toHaveCount(4);

  await first.getByLabel("Brand", { exact: true }).fill(BRAND);
  await first.getByLabel("Name as on the pack").fill(name);
  await first.getByLabel("Form", { exact: true }).selectOption({ label: "Tablet" });
  await first.getByLabel("Category", { exact: true }).selectOption({ label: "Immune" });
  await first.getByLabel("Units per pack").fill("60");
  await first.getByLabel("Or the retailer's or brand's page").fill("https://www.example.com/label");
  await first.getByRole("button", { name: "Save for a second admin to check" }).click();
  await expect(first.getByText("Saved. Another admin must now check the label")).toBeVisible();
  const entryUrl = first.url().replace(/\?.*$/, "");

  const second = await adminPage(browser, "Dee", { width: 1280, height: 800 });
  await second.goto(entryUrl);
  await second.getByRole("button", { name: "I checked every row against the label: publish" }).click();
  await expect(second.getByText("Published", { exact: true })).toBeVisible();

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(phone, await signUpAndConfirm(phone, "Wyn"));
  await saveMedicines(phone, ["Warfarin"]);
  await phone.goto("/scan");
  await phone.getByLabel("Photo of a barcode").setInputFiles({
    name: "barcode.png",
    mimeType: "image/png",
    buffer: await photoOf(phone, barcodeSvg(code)),
  });
  const product = phone.getByRole("region", { name });
  await expect(product).toBeVisible({ timeout: 30_000 });
  // The label read from the photo lists vitamin K2, which the check weighs against warfarin.
  const findings = product.getByRole("list", { name: "What the check found" });
  await expect(findings.getByText(/warfarin/i).first()).toBeVisible({ timeout: 20_000 });
});
