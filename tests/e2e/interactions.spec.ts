// The interaction checker in a real browser, against the seeded catalogue and knowledge base.
import { expect, test } from "@playwright/test";

test("checks St John's wort with warfarin and an unknown medicine", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Interactions" }).click();
  await expect(page).toHaveURL(/\/interactions$/);
  await expect(page).toHaveTitle(/^Interaction checker/);
  await expect(page.getByRole("heading", { level: 1, name: "Interaction checker" })).toBeVisible();

  await page.getByRole("searchbox", { name: /Search supplements/ }).fill("St John");
  const matches = page.getByRole("list", { name: "Matching products" });
  await matches.getByRole("button", { name: /^Add / }).first().click();
  await expect(page.getByRole("list", { name: "Chosen supplements" }).getByRole("listitem")).toHaveCount(1);

  const medicine = page.getByRole("textbox", { name: "Medicine name" });
  for (const name of ["Warfarin", "Notarealmedicine"]) {
    await medicine.fill(name);
    await page.getByRole("button", { name: "Add medicine" }).click();
  }
  await expect(page.getByRole("list", { name: "Your medicines" }).getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Check interactions" }).click();
  await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();

  const seriousGroups = page.getByRole("region", { name: /^(Critical|Serious) \(/ });
  await expect(
    seriousGroups
      .getByRole("article")
      .filter({ hasText: /warfarin/i })
      .first(),
  ).toBeVisible();

  const unknown = page.getByRole("region", { name: "Medicines and conditions we could not check" });
  await expect(unknown.getByText(/Notarealmedicine/)).toBeVisible();
  await expect(unknown.getByText("not in our database — ask your pharmacist")).toBeVisible();
  await expect(page.getByText(/not medical advice/).last()).toBeVisible();
});
