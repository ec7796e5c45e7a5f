// One browser, two accounts (docs/offline.md "One browser, several accounts"): what Ada leaves in the
// browser — her stack, its private name and notes, a save still waiting to be sent — never reaches Ben
// when he signs in after her, whether she signed out or her session simply ended; her waiting save is
// sent only when she herself signs in again. The save is made to wait by failing its request
// (page.route): the builder keeps it as it does when the connection drops mid-request.
import { expect, test, type Page } from "@playwright/test";

import { signIn, signUpAndConfirm } from "./support/accounts";
import { accountEmail } from "./support/auth-states";
import { resetRateLimits } from "./support/outbox";
import { addFromBrowse } from "./support/stack";

test.beforeAll(async () => {
  await resetRateLimits();
});

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

const stackItems = (page: Page) =>
  page.getByRole("list", { name: "Supplements in your stack" }).getByRole("listitem");

/** Ada's stack with a private name and notes, saved while the request fails: the save waits in the browser. */
async function leaveAWaitingSave(page: Page, ada: string) {
  const secret = { name: `Fertility plan ${Date.now()}`, notes: "Private: stopping the pill next month" };
  await addFromBrowse(page, "magnesium", /Magnesium/);
  await signIn(page, ada, "/stacks");
  await expect(stackItems(page)).toHaveCount(1);
  await page.route("**/api/stacks", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByLabel("Name").fill(secret.name);
  await page.getByLabel("Notes (optional)").fill(secret.notes);
  await page.getByRole("button", { name: "Save stack" }).click();
  await expect(page.getByText("Syncing the save you made offline…")).toBeVisible();
  await expect.poll(() => stored(page, "pending-stack-saves"), { intervals: [100] }).toContain(secret.notes);
  return secret;
}

/** Nothing of Ada's in Ben's builder, his stacks, or the browser's storage. */
async function expectNothingOfAda(page: Page, secret: { name: string; notes: string }) {
  await expect.poll(() => stored(page, "pending-stack-saves"), { intervals: [100] }).toBeNull();
  expect(await stored(page, "current-stack")).toBeNull();
  expect(await stored(page, "current-stack-meta")).toBeNull();
  await expect(page.getByRole("banner").getByTestId("stack-count")).toHaveCount(0);
  await expect(page.getByText(secret.name)).toHaveCount(0);
  await expect(page.getByText(secret.notes)).toHaveCount(0);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Notes (optional)")).toHaveValue("");
  const bens = await page.request.get("/api/stacks");
  expect(bens.status()).toBe(200);
  expect(await bens.text()).not.toContain(secret.name);
}

test("Ada signs out, Ben signs in: none of her stack, notes or waiting save reaches him", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ada = await signUpAndConfirm(page, "Ada");
  // Ben only signs in after her: the member account made by the setup project.
  const ben = accountEmail("member");
  const secret = await leaveAWaitingSave(page, ada);

  await page.getByRole("banner").getByRole("button", { name: /^Ada/ }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been successfully logged out.", { exact: true })).toBeVisible();
  await page.unroute("**/api/stacks");

  await signIn(page, ben, "/stacks");
  await expect(page.getByRole("button", { name: "Save stack" })).toBeVisible();
  await expectNothingOfAda(page, secret);
});

test("Ada's session ends without signing out: her waiting save is kept for her, never sent as Ben's", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ada = await signUpAndConfirm(page, "Ada");
  // Ben only signs in after her: the member account made by the setup project.
  const ben = accountEmail("member");
  const secret = await leaveAWaitingSave(page, ada);

  // The session is gone (expired, or ended elsewhere): the builder clears her stack once the server
  // confirms it, and sets her waiting save aside.
  await page.context().clearCookies();
  await page.unroute("**/api/stacks");
  await page.goto("/stacks");
  await expect(page.getByRole("link", { name: "Sign in to save" })).toBeVisible();
  await expect.poll(() => stored(page, "current-stack-meta"), { intervals: [100] }).toBeNull();
  await expect(page.getByRole("banner").getByTestId("stack-count")).toHaveCount(0);
  await expect(page.getByText("Syncing the save you made offline…")).toHaveCount(0);

  await signIn(page, ben, "/stacks");
  await expect(page.getByRole("button", { name: "Save stack" })).toBeVisible();
  await expectNothingOfAda(page, secret);
});

test("a save kept after Ada's session ended is sent when Ada herself signs in again", async ({ page }) => {
  test.setTimeout(120_000);
  const ada = await signUpAndConfirm(page, "Ada");
  const secret = await leaveAWaitingSave(page, ada);

  await page.context().clearCookies();
  await page.unroute("**/api/stacks");
  await page.goto("/stacks");
  await expect(page.getByRole("link", { name: "Sign in to save" })).toBeVisible();
  expect(await stored(page, "pending-stack-saves")).toContain(secret.name);

  await signIn(page, ada, "/stacks");
  await expect(page.getByText("Offline save synced", { exact: true })).toBeVisible();
  await expect.poll(() => stored(page, "pending-stack-saves"), { intervals: [100] }).toBeNull();
  const hers = await page.request.get("/api/stacks");
  expect(await hers.text()).toContain(secret.name);
});
