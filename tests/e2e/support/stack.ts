import { expect, type Page } from "@playwright/test";

/**
 * Adds the first product on /browse for `query` whose name matches, through the guarded add path: warnings
 * to read are acknowledged ("Add anyway"). `checkAcknowledgement` first checks nothing can be added before.
 */
export async function addFromBrowse(
  page: Page,
  query: string,
  namePattern: RegExp,
  { checkAcknowledgement = false } = {},
): Promise<void> {
  await page.goto(`/browse?q=${encodeURIComponent(query)}`);
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: namePattern }) })
    .first();
  await card.getByRole("button", { name: /^Add to stack/ }).click();
  const added = page.getByText("Added to your stack", { exact: true });
  const review = page.getByRole("dialog", { name: /^Before you add / });
  await expect(added.or(review)).toBeVisible();
  if (await review.isVisible()) {
    if (checkAcknowledgement) await expect(review.getByRole("button", { name: "Add anyway" })).toBeDisabled();
    await review.getByRole("checkbox", { name: /I have read these warnings/ }).check();
    await review.getByRole("button", { name: "Add anyway" }).click();
    await expect(added).toBeVisible();
  }
}
