// A shipped product's label is read again: one admin attaches the brand's listing and corrects a row, a second
// admin checks the diff, and the product page says "Label checked <date>" and the Vegan filter lists it.
import { expect, test } from "@playwright/test";
import pg from "pg";

import { seriousViolations } from "./support/axe";
import { authState } from "./support/auth-states";
import { databaseUrl, resetRateLimits } from "./support/outbox";

interface Shipped {
  id: string;
  slug: string;
  name: string;
  vegan: boolean | null;
  vegetarian: boolean | null;
  gluten_free: boolean | null;
  label_complete: boolean;
  amount: number;
  ingredient_id: string;
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let shipped: Shipped | undefined;

// The e2e database outlives a run: the product goes back to its shipped label, and its cached pages with it.
async function restore(): Promise<void> {
  if (!shipped) return;
  await query(`DELETE FROM product_entries WHERE supplement_id = $1`, [shipped.id]);
  await query(
    `UPDATE supplement_ingredients SET amount = $3 WHERE supplement_id = $1 AND ingredient_id = $2`,
    [shipped.id, shipped.ingredient_id, shipped.amount],
  );
  await query(
    `UPDATE supplements SET vegan = $2, vegetarian = $3, gluten_free = $4, label_complete = $5,
       allergens = ARRAY[]::TEXT[], label_checked_at = NULL WHERE id = $1`,
    [shipped.id, shipped.vegan, shipped.vegetarian, shipped.gluten_free, shipped.label_complete],
  );
  await query(`INSERT INTO cache_revalidations (tag) VALUES ('catalogue-browse'), ($1)`, [
    `_N_T_/supplement/${shipped.slug}`,
  ]);
}

test.beforeAll(async () => {
  const [found] = await query<Shipped>(
    `SELECT s.id, s.slug, s.name, s.vegan, s.vegetarian, s.gluten_free, s.label_complete, si.amount, si.ingredient_id
       FROM supplements s
       JOIN supplement_ingredients si ON si.supplement_id = s.id
       JOIN ingredients i ON i.id = si.ingredient_id
      WHERE i.slug = 'vitamin-d3' AND si.unit = 'µg' AND si.amount <= 25 AND s.label_checked_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM product_entries e WHERE e.supplement_id = s.id)
      ORDER BY s.slug LIMIT 1`,
  );
  if (!found) throw new Error("No shipped vitamin D product with an unchecked label");
  shipped = found;
});
test.afterAll(restore);

test("an admin re-reads a shipped product's label from its listing; a second admin checks it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const product = shipped;
  if (!product) throw new Error("No shipped product chosen");
  await resetRateLimits();
  const viewport = { width: 1280, height: 800 };
  const first = await (await browser.newContext({ viewport, storageState: authState("labeller") })).newPage();
  await first.goto(`/supplement/${product.slug}`);
  await expect(first.getByText("Label not yet checked")).toBeVisible();
  await first.getByRole("link", { name: "Check this label" }).click();
  await expect(first.getByRole("heading", { level: 1, name: `Check the label of` })).toBeVisible();

  const rows = first.getByRole("list", { name: "Ingredients on the label" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  let index = -1;
  for (let at = 0; at < (await rows.count()); at += 1)
    if ((await rows.nth(at).getByLabel("Ingredient", { exact: true }).inputValue()).startsWith("Vitamin D"))
      index = at;
  expect(index).toBeGreaterThanOrEqual(0);
  const vitaminD = rows.nth(index);
  await vitaminD.getByLabel("Amount", { exact: true }).fill("20");
  await first
    .getByLabel("Or the retailer's or brand's page")
    .fill("https://www.example.com/vitamin-d-listing");
  await first.getByLabel("Vegan", { exact: true }).selectOption({ label: "Yes, the label says so" });
  await first.getByLabel("Vegetarian", { exact: true }).selectOption({ label: "Yes, the label says so" });
  expect(await seriousViolations(first)).toEqual([]);
  await first.getByRole("button", { name: "Save for a second admin to check" }).click();
  await expect(
    first.getByText("Saved. Another admin must now check the label before the product changes."),
  ).toBeVisible();
  await expect(first.getByText("You entered this label, so another admin must check it.")).toBeVisible();
  await expect(first.getByRole("button", { name: /update the product/ })).toHaveCount(0);
  const entryUrl = first.url().replace(/\?.*$/, "");

  // Nothing public changed yet.
  const visitor = await (await browser.newContext({ viewport })).newPage();
  await visitor.goto(`/supplement/${product.slug}`);
  await expect(visitor.getByText("Label not yet checked")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Check this label" })).toHaveCount(0);

  const second = await (
    await browser.newContext({ viewport, storageState: authState("labelChecker") })
  ).newPage();
  await second.goto("/admin/products");
  await second
    .getByRole("region", { name: /Waiting for a second admin/ })
    .getByRole("link", { name: product.name })
    .click();
  await expect(second).toHaveURL(entryUrl);
  const diff = second.getByRole("table", { name: "Ingredients per serving, now and on the label" });
  await expect(diff.getByRole("row").filter({ hasText: "Changed: amount" })).toContainText("20 µg");
  await expect(second.getByRole("list", { name: "Diet and label facts that change" })).toContainText("Vegan");
  await expect(second.getByRole("link", { name: "https://www.example.com/vitamin-d-listing" })).toBeVisible();
  expect(await seriousViolations(second)).toEqual([]);
  await second.getByRole("button", { name: "I checked every row: update the product" }).click();
  await expect(second.getByText("Label re-check of a shipped product. Published")).toBeVisible({
    timeout: 30_000,
  });

  await expect(async () => {
    await visitor.goto(`/supplement/${product.slug}`);
    await expect(visitor.getByText(/Label checked \d{1,2} \w{3} \d{4}/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.getByText("Vegan, Vegetarian")).toBeVisible();
  await visitor.goto("/browse?vegan=1");
  await expect(visitor.getByRole("article").filter({ hasText: product.name })).toBeVisible();
});
