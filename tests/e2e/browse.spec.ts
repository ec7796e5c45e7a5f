// The browse page in a real browser, against the seeded catalogue: landing goal tiles, the plain GET
// search form and links to product pages.
import { expect, test } from "@playwright/test";
import pg from "pg";

import { waitForHydration } from "./support/hydration";
import { databaseUrl } from "./support/outbox";

/** The diets some product's checked label states (docs/catalogue-labels.md). */
async function checkedDiets(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ vegan: boolean; vegetarian: boolean; gluten_free: boolean }>(
      `SELECT bool_or(vegan) AS vegan, bool_or(vegetarian) AS vegetarian, bool_or(gluten_free) AS gluten_free
       FROM supplements WHERE label_checked_at IS NOT NULL`,
    );
    const row = rows[0];
    return [
      ...(row?.vegan ? ["Vegan"] : []),
      ...(row?.vegetarian ? ["Vegetarian"] : []),
      ...(row?.gluten_free ? ["Gluten free"] : []),
    ];
  } finally {
    await client.end();
  }
}

test("the Energy & Performance tile opens the energy category with results", async ({ page }) => {
  await page.goto("/");
  const tile = page.getByRole("link", { name: /Energy & Performance/ });
  // Next 16 can drop a link click that lands while the page hydrates, even once the link has its props: click
  // again only while the page is still at /.
  await waitForHydration(tile);
  await expect(async () => {
    if (new URL(page.url()).pathname === "/") await tile.click();
    await expect(page).toHaveURL(/\/browse\?category=energy$/, { timeout: 5_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Energy supplements" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("energy");
  await expect(page.getByRole("status").filter({ hasText: /\d+ of \d+ supplements/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Supplements" }).getByRole("article").first()).toBeVisible();
});

test("searching 'magnesium' with the form lists magnesium products, and a result opens its page", async ({
  page,
}) => {
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

test("an ingredient link filters the page: heading, a removable chip, and searches keep the filter", async ({
  page,
}) => {
  await page.goto("/browse?ingredient=magnesium");
  // Scoped to the (visible) search landmark: Next keeps the previous page's tree hidden after a
  // client navigation, so a page-wide text match may also find the page before it.
  const chip = page
    .getByRole("search", { name: "Search and filter supplements" })
    .getByText("Containing Magnesium", { exact: true });
  await expect(
    page.getByRole("heading", { level: 1, name: "Supplements containing Magnesium" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Supplements containing Magnesium/);
  await expect(chip).toBeVisible();
  const results = page.getByRole("list", { name: "Supplements" }).getByRole("article");
  await expect(results.first()).toBeVisible();
  for (const card of await results.all()) await expect(card).toContainText("Magnesium");

  // A search from the form keeps the ingredient (a hidden field) and the chip.
  await page.getByRole("searchbox", { name: "Search supplements" }).fill("glycinate");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]ingredient=magnesium/);
  await expect(page).toHaveURL(/[?&]q=glycinate/);
  await expect(chip).toBeVisible();

  // The search is ranked by relevance: the unfiltered page's name order is not carried along.
  await expect(page).not.toHaveURL(/sort=name/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Sort by" }).locator("option:checked")).toHaveText(
    "Best match",
  );

  await page.getByRole("link", { name: "Remove the ingredient filter Magnesium" }).click();
  await expect(page).toHaveURL(/\/browse\?q=glycinate$/);
  await expect(page.getByRole("heading", { level: 1, name: "Browse supplements" })).toBeVisible();
  await expect(chip).toHaveCount(0);
});

test("an unknown ingredient slug is shown as such and matches nothing", async ({ page }) => {
  await page.goto("/browse?ingredient=unobtainium");
  await expect(page.getByText(/“unobtainium” \(not an ingredient we list\)/)).toBeVisible();
  await expect(page.getByText("No supplements match your search")).toBeVisible();
});

test("only filters that mean something are offered (no dietary boxes without labelled products); every sort, rating and newest included", async ({
  page,
}) => {
  // A box is offered only when a checked label states the diet. The shipped labels are unchecked, but
  // product-labels.spec.ts may publish a checked vegan product meanwhile: the page matches the database
  // as it was just before or just after it rendered.
  const before = await checkedDiets();
  await page.goto("/browse");
  await expect(page.getByRole("checkbox", { name: "In stock only" })).toBeVisible();
  const offered: string[] = [];
  for (const name of ["Vegan", "Vegetarian", "Gluten free"])
    if ((await page.getByRole("checkbox", { name }).count()) > 0) offered.push(name);
  expect([before, await checkedDiets()]).toContainEqual(offered);
  // Ticked in the URL, a box stays offered so it can be unticked.
  await page.goto("/browse?vegan=1");
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  // Without a checked vegan label the page says so plainly; with one, it lists only checked labels.
  await expect(
    page.getByText("No product has a checked vegan label yet").or(page.getByText(/^Label checked/).first()),
  ).toBeVisible();
  await expect(page.getByText("Label not yet checked")).toHaveCount(0);

  await page.goto("/browse");
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort.getByRole("option")).toHaveText([
    "Best match (A–Z until you search)",
    "Name (A–Z)",
    "Price (lowest first)",
    "Cost per day (lowest first)",
    "Price per standard dose (single nutrients)",
    "Rating (highest first)",
    "Recently added",
  ]);
  await sort.selectOption("rating");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]sort=rating(&|$)/);
  await expect(sort).toHaveValue("rating");
  await expect(page.getByRole("list", { name: "Supplements" }).getByRole("article").first()).toBeVisible();
});

test("a view served from the page cache keeps its address, hydrates cleanly and adds to the stack", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/browse?category=immune&sort=price_per_day");
  await expect(page).toHaveURL(/\/browse\?category=immune&sort=price_per_day$/);
  await expect(page.getByRole("heading", { level: 1, name: "Immune supplements" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Browse" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price_per_day");
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Add to stack/ })
    .click();
  await expect(page.getByText("Added to your stack", { exact: true })).toBeVisible();
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});
