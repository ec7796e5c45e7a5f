// The browse page in a real browser, against the seeded catalogue: landing goal tiles, the plain GET
// search form and links to product pages.
import { expect, test } from "@playwright/test";

test("the Energy & Performance tile opens the energy category with results", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: /Energy & Performance/ }).click();
  await expect(page).toHaveURL(/\/browse\?category=energy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Energy supplements" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("energy");
  await expect(page.getByRole("status").filter({ hasText: /\d+ of \d+ supplements/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Supplements" }).getByRole("article").first()).toBeVisible();
});

test("searching 'magnesium' with the form lists magnesium products, and a result opens its page", async ({ page }) => {
  await page.goto("/browse");
  await page.getByRole("searchbox", { name: "Search supplements" }).fill("magnesium");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/browse\?q=magnesium/);

  const results = page.getByRole("list", { name: "Supplements" }).getByRole("article");
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText(/magnesium/i);
  await expect(results.first().getByText("Sample price")).toBeVisible();

  await results.first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/supplement\/[^/?#]+$/);
});

test("a search without matches offers to clear the filters", async ({ page }) => {
  await page.goto("/browse?q=xqzvwjk");
  await expect(page.getByText("No supplements match your search")).toBeVisible();
  await page.getByRole("link", { name: "clear all filters" }).click();
  await expect(page).toHaveURL(/\/browse$/);
});
