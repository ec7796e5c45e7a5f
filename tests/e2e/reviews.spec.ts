// Reviews in Chromium: a new user signs up and confirms from the emailed link, comes back to a
// product from "Sign in to write a review", writes a review, sees the average and count (and the
// structured data's rating) update, edits it and deletes it. Also: the product's interaction summary
// links to the checker with the product picked, and the admin dashboard stays hidden from non-admins.
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { databaseUrl, linkFromOutbox } from "./support/outbox";

const PASSWORD = "Orchard-Compass-Teapot-47";
const PRODUCT = "Gentle Iron 20mg Vegetable Capsules";

// The e2e database outlives a run: a run stopped half-way may have left a review on the product,
// and this journey starts from a product without reviews.
test.beforeAll(async () => {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      "DELETE FROM reviews WHERE supplement_id IN (SELECT id FROM supplements WHERE name = $1)",
      [PRODUCT],
    );
  } finally {
    await client.end();
  }
});

async function structuredData(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as Record<string, unknown>;
}

test("sign up, write a review, see the rating update, edit it, delete it", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `rosa-${Date.now()}@example.com`;

  await page.goto("/signup");
  await page.getByLabel("First name").fill("Rosa");
  await page.getByLabel("Last name").fill("Turner");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("I am 18 or over").check();
  await page.getByLabel(/I accept the terms of service/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login\?registered=true&needsConfirmation=true/);
  const confirmLink = await linkFromOutbox(email, /https?:\/\/\S+\/api\/auth\/confirm-email\?token=[\w-]+/);
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/\/login\?confirmed=true$/);

  // Signed out, the product page offers to sign in and come back.
  await page.goto("/browse?q=Gentle+Iron+20mg");
  await page
    .getByRole("link", { name: /Gentle Iron 20mg/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/supplement\/[^/?]+$/);
  const productPath = new URL(page.url()).pathname;
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByTestId("rating-summary")).toHaveText("No reviews yet.");
  expect(await structuredData(page)).not.toHaveProperty("aggregateRating");
  await reviews.getByRole("link", { name: "Sign in to write a review" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsupplement%2F/);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));

  // Write: the browser checks the form first, then the review appears with the real average.
  await reviews.getByRole("button", { name: "Post review" }).click();
  await expect(reviews.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  await reviews.getByText("4 stars", { exact: true }).click();
  await reviews.getByLabel("Title (optional)").fill("Easy on the stomach");
  await reviews
    .getByLabel("Your review", { exact: true })
    .fill("No stomach upset, unlike the ferrous sulphate tablets I had before.");
  await reviews.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Review posted", { exact: true })).toBeVisible();
  await expect(reviews.getByTestId("rating-summary")).toHaveText(/4\.0 out of 5\s*from 1 review$/);
  await expect(reviews.getByRole("heading", { level: 3, name: "Easy on the stomach" })).toBeVisible();
  await expect(reviews.getByText(/by Rosa T\./)).toBeVisible();
  await expect(reviews.getByText(email)).toHaveCount(0);
  await page.reload();
  expect(await structuredData(page)).toMatchObject({
    aggregateRating: { ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
  });
  // Signed in, a review offers "Report" (its form's code loads only for a signed-in reader).
  await expect(reviews.getByRole("button", { name: "Report the review by Rosa T." })).toBeVisible();

  // Edit.
  await expect(reviews.getByRole("heading", { name: "Edit your review" })).toBeVisible();
  await expect(reviews.getByLabel("Your review", { exact: true })).toHaveValue(/No stomach upset/);
  await reviews.getByText("5 stars", { exact: true }).click();
  await reviews
    .getByLabel("Your review", { exact: true })
    .fill("Still no stomach upset after two months, and my ferritin is up.");
  await reviews.getByRole("button", { name: "Update review" }).click();
  await expect(page.getByText("Review updated", { exact: true })).toBeVisible();
  await expect(reviews.getByTestId("rating-summary")).toHaveText(/5\.0 out of 5\s*from 1 review$/);
  await expect(reviews.getByRole("list", { name: "Reviews" }).getByText(/my ferritin is up/)).toBeVisible();

  // Delete, after confirming.
  await reviews.getByRole("button", { name: "Delete review" }).click();
  await reviews.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("Review deleted", { exact: true })).toBeVisible();
  await expect(reviews.getByTestId("rating-summary")).toHaveText("No reviews yet.");
  await expect(reviews.getByRole("heading", { name: "Write a review" })).toBeVisible();
  await page.reload();
  expect(await structuredData(page)).not.toHaveProperty("aggregateRating");

  // The interaction summary links to the checker with this product already picked.
  const interactions = page.getByRole("region", { name: "Interactions" });
  await interactions.getByRole("link", { name: /Check this supplement with your medicines/ }).click();
  await expect(page).toHaveURL(/\/interactions\?supplement=/);
  await expect(page.getByRole("button", { name: /^Remove Gentle Iron 20mg/ })).toBeVisible();

  // A signed-in user without the admin role gets the 404 page for the dashboard.
  const dashboard = await page.goto("/scraping-dashboard");
  expect(dashboard?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});

test("the supplement page shows the knowledge base's interactions; the dashboard sends signed-out visitors to sign in", async ({
  page,
}) => {
  await page.goto("/browse?q=Gentle+Iron+20mg");
  await page
    .getByRole("link", { name: /Gentle Iron 20mg/ })
    .first()
    .click();
  const interactions = page.getByRole("region", { name: "Interactions" });
  await expect(interactions.getByRole("heading", { name: "Findings by severity" })).toBeVisible();
  await expect(interactions.getByRole("heading", { level: 4 }).first()).toBeVisible();

  await page.goto("/scraping-dashboard");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fscraping-dashboard$/);
});
