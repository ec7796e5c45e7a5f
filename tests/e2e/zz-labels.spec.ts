import { expect, test } from "@playwright/test";
import pg from "pg";

import { authState } from "./support/auth-states";
import { databaseUrl } from "./support/outbox";

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`screens ${String(size.width)}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const [product] = await query<{ slug: string; id: string }>(
      `SELECT s.slug, s.id FROM supplements s WHERE s.label_checked_at IS NULL AND s.label_complete = false
         AND NOT EXISTS (SELECT 1 FROM product_entries e WHERE e.supplement_id = s.id) ORDER BY s.slug LIMIT 1`,
    );
    const first = await (
      await browser.newContext({ viewport: size, storageState: authState("labeller") })
    ).newPage();
    await first.goto(`/admin/products/check/${product!.slug}`);
    await first.screenshot({ path: `/tmp/labels-form-${String(size.width)}.png`, fullPage: true });
    const rows = first.getByRole("list", { name: "Ingredients on the label" }).getByRole("listitem");
    const count = await rows.count();
    if (count > 1) await first.getByRole("button", { name: `Remove ingredient ${String(count)}` }).click();
    await first.getByLabel("Or the retailer's or brand's page").fill("https://www.example.com/listing");
    await first.getByLabel("These are all the ingredients the label lists").check();
    await first.getByLabel("Gluten-free", { exact: true }).selectOption({ label: "Yes, the label says so" });
    await first.getByRole("button", { name: "Save for a second admin to check" }).click();
    await expect(first.getByText("Saved.")).toBeVisible();
    const url = first.url().replace(/\?.*$/, "");
    const second = await (
      await browser.newContext({ viewport: size, storageState: authState("labelChecker") })
    ).newPage();
    await second.goto(url);
    await second.screenshot({ path: `/tmp/labels-review-${String(size.width)}.png`, fullPage: true });
    await second.goto("/admin/products");
    await second.screenshot({ path: `/tmp/labels-list-${String(size.width)}.png`, fullPage: true });
    await query(`DELETE FROM product_entries WHERE supplement_id = '${product!.id}'`);
  });
}
