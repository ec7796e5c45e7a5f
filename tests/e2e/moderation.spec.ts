// Reporting a community stack and a moderator hiding it: the reporter is thanked where the focus is, the
// moderator decides with a reason, and the stack leaves Community Stacks while its owner still sees why.
import { expect, test, type Browser, type Page } from "@playwright/test";

import { BASE_URL } from "./support/accounts";
import { authState, type AccountName } from "./support/auth-states";
import { seriousViolations } from "./support/axe";
import { resetRateLimits } from "./support/outbox";

async function signedInPage(browser: Browser, account: AccountName): Promise<Page> {
  return (await browser.newContext({ storageState: authState(account) })).newPage();
}

async function publishStack(page: Page, title: string): Promise<string> {
  const origin = BASE_URL;
  const found = await page.request.get("/api/supplements?q=Magnesium+Citrate+200mg");
  const productId = ((await found.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id;
  const created = await page.request.post("/api/stacks", {
    data: { name: "My private name", items: [{ supplementId: productId, quantity: 1 }] },
    headers: { origin },
  });
  const { data } = (await created.json()) as { data: { stack: { id: string } } };
  const published = await page.request.post(`/api/stacks/${data.stack.id}/publish`, {
    data: { title },
    headers: { origin },
  });
  expect(published.status()).toBe(200);
  return data.stack.id;
}

test("a member reports a community stack and a moderator hides it with a reason", async ({ browser }) => {
  test.setTimeout(90_000);
  await resetRateLimits();
  const title = `Cure-all stack ${Date.now()}`;
  const owner = await signedInPage(browser, "owner");
  const stackId = await publishStack(owner, title);

  const reader = await signedInPage(browser, "member");
  await reader.goto(`/stack/${stackId}`);
  await reader.getByRole("button", { name: "Report this stack" }).click();
  const reason = reader.getByLabel("Why are you reporting this?");
  await expect(reason).toBeFocused();
  await reason.selectOption({ label: "Misleading or false health claims" });
  await reader.getByLabel(/Anything a moderator should know/).fill("Says it cures anxiety.");
  expect(await seriousViolations(reader)).toEqual([]);
  await reader.getByRole("button", { name: "Send report" }).click();
  const thanks = reader.getByRole("status").filter({ hasText: "A moderator will look at it" });
  await expect(thanks).toBeFocused();

  const moderator = await signedInPage(browser, "admin");
  await moderator.goto("/moderation");
  const item = moderator.getByRole("article", { name: title });
  await expect(item).toContainText("Misleading or false health claims");
  await expect(item).toContainText("Says it cures anxiety.");
  expect(await seriousViolations(moderator)).toEqual([]);
  await item.getByLabel(/^Reason/).fill("No supplement cures anxiety; the claim is misleading.");
  await item.getByRole("button", { name: "Hide" }).click();
  await expect(
    moderator.getByText("Hidden: the author and the people who reported it have been emailed.", {
      exact: true,
    }),
  ).toBeVisible();
  const hidden = moderator.getByRole("region", { name: /^Hidden/ });
  await expect(hidden.getByRole("article", { name: title })).toBeVisible();

  await reader.goto("/community-stacks?sort=newest");
  await expect(reader.getByRole("link", { name: title })).toHaveCount(0);
  expect((await reader.goto(`/stack/${stackId}`))?.status()).toBe(404);

  await owner.goto(`/stack/${stackId}`);
  await expect(owner.getByText(/A moderator has hidden this stack from Community Stacks/)).toContainText(
    "No supplement cures anxiety; the claim is misleading.",
  );
});
