// The interaction checker in a real browser, against the seeded catalogue and knowledge base.
import { expect, test, type Page } from "@playwright/test";

async function openCheckerWithStJohnsWort(page: Page) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Interactions" }).click();
  await expect(page).toHaveURL(/\/interactions$/);
  await expect(page).toHaveTitle(/^Interaction checker/);
  await expect(page.getByRole("heading", { level: 1, name: "Interaction checker" })).toBeVisible();

  await page.getByRole("searchbox", { name: /Search supplements/ }).fill("St John");
  const matches = page.getByRole("list", { name: "Matching products" });
  await matches.getByRole("button", { name: /^Add / }).first().click();
  await expect(page.getByRole("list", { name: "Chosen supplements" }).getByRole("listitem")).toHaveCount(1);
}

test("checks St John's wort with warfarin picked from the list and an unknown medicine", async ({ page }) => {
  await openCheckerWithStJohnsWort(page);

  // Warfarin from the autocomplete, with the keyboard; an unknown name as free text.
  const medicine = page.getByRole("combobox", { name: "Medicine name" });
  await medicine.fill("warf");
  await expect(medicine).toHaveAttribute("aria-expanded", "true");
  const suggestions = page.getByRole("listbox", { name: "Medicine name suggestions" });
  await expect(suggestions.getByRole("option", { name: /^Warfarin/ }).first()).toBeVisible();
  await medicine.press("ArrowDown");
  await expect(medicine).toHaveAttribute("aria-activedescendant", /option-0$/);
  await medicine.press("Enter");
  await medicine.fill("Notarealmedicine");
  await page.getByRole("button", { name: "Add medicine" }).click();
  const medicines = page.getByRole("list", { name: "Your medicines" });
  await expect(medicines.getByRole("listitem")).toHaveCount(2);
  await expect(medicines.getByRole("listitem").first()).toHaveText(/^Warfarin/);

  await page.getByRole("button", { name: "Check interactions" }).click();
  await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();

  const seriousGroups = page.getByRole("region", { name: /^(Critical|Serious) \(/ });
  await expect(
    seriousGroups
      .getByRole("article")
      .filter({ hasText: /warfarin/i })
      .first(),
  ).toBeVisible();
  // Something was not checked: never a plain risk level; a high risk among the rest is still named.
  await expect(page.getByTestId("risk-level")).toHaveText("Not fully checked");
  await expect(page.getByTestId("checked-risk-level")).toHaveText(/High|Very high/);

  const notChecked = page.getByRole("region", { name: "What we could not check" });
  await expect(notChecked.getByText(/Notarealmedicine/).first()).toBeVisible();
  await expect(page.getByText(/not medical advice/).last()).toBeVisible();
});

test("a misspelt medicine is not fully checked, and its suggestion replaces it", async ({ page }) => {
  await openCheckerWithStJohnsWort(page);
  await page.getByRole("combobox", { name: "Medicine name" }).fill("Warfrin");
  await page.getByRole("button", { name: "Add medicine" }).click();
  await expect(page.getByRole("list", { name: "Your medicines" }).getByRole("listitem")).toHaveText([
    /^Warfrin/,
  ]);
  await page.getByRole("button", { name: "Check interactions" }).click();

  await expect(page.getByTestId("risk-level")).toHaveText("Not fully checked");
  const notChecked = page.getByRole("region", { name: "What we could not check" });
  await expect(notChecked.getByText(/Warfrin/).first()).toBeVisible();
  await expect(notChecked.getByText(/Did you mean/)).toBeVisible();
  await notChecked.getByRole("button", { name: /^Use Warfarin instead of/ }).click();

  await expect(page.getByRole("list", { name: "Your medicines" }).getByRole("listitem")).toHaveText([
    /^Warfarin/,
  ]);
  await expect(page.getByText(/You have changed your choices/)).toBeVisible();
  await page.getByRole("button", { name: "Check interactions" }).click();
  await expect(page.getByRole("region", { name: "What we could not check" })).toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: /^(Critical|Serious) \(/ })
      .getByRole("article")
      .filter({ hasText: /warfarin/i })
      .first(),
  ).toBeVisible();
});

test("checks the ingredient of a product we do not list, and says what that leaves unchecked", async ({
  page,
}) => {
  await page.goto("/interactions");
  await page.getByRole("searchbox", { name: /Search supplements/ }).fill("cannabidiol");
  await expect(page.getByText(/No products match your search: choose an ingredient below/)).toBeVisible();
  await page
    .getByRole("list", { name: "Matching ingredients" })
    .getByRole("button", { name: "Add the ingredient CBD (cannabidiol)" })
    .click();
  await expect(page.getByRole("list", { name: "Chosen supplements" })).toHaveText(
    /CBD \(cannabidiol\) \(ingredient\)/,
  );
  await page.getByRole("combobox", { name: "Medicine name" }).fill("clobazam");
  await page.getByRole("button", { name: "Add medicine" }).click();
  await page.getByRole("button", { name: "Check interactions" }).click();

  await expect(
    page
      .getByRole("article")
      .filter({ hasText: /clobazam/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("risk-level")).toHaveText("Not fully checked");
  await expect(
    page
      .getByRole("region", { name: "What we could not check" })
      .getByText(/checked as an ingredient, not a product/),
  ).toBeVisible();
  // Its daily total: an amount we were not given, never zero.
  await expect(page.getByRole("row", { name: /^CBD \(cannabidiol\) Not known/ })).toBeVisible();
});
