// The stacks journey in Chromium: signed out, add three supplements from /browse → the badge shows 3
// → the builder shows the cost and an interaction warning for a known pair (calcium with iron) → sign
// in (the stack survives) → save → the link is private (404 in a fresh browser) → publish → public →
// another account likes it → it is listed in /community-stacks. Every addition is checked first (the
// guarded add path): a product with warnings to read is added only after "Add anyway".
import { expect, test } from "@playwright/test";
import { BASE_URL, signIn, signUpAndConfirm } from "./support/accounts";
import { authState, signInAs } from "./support/auth-states";
import { waitForHydration } from "./support/hydration";
import { resetRateLimits } from "./support/outbox";
import { addFromBrowse } from "./support/stack";

test.beforeAll(async () => {
  await resetRateLimits();
});

test("build signed out, save after signing in, share privately, publish, like, list", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Unique per run: the e2e database outlives local runs.
  const publishedTitle = `Winter minerals for runners ${Date.now()}`;
  const owner = await signUpAndConfirm(page, "Olivia");
  await page.context().clearCookies();

  // Signed out: three products from /browse; the badge counts them.
  await addFromBrowse(page, "calcium", /Osteocare/, { checkAcknowledgement: true });
  await addFromBrowse(page, "iron", /Iron/, { checkAcknowledgement: true });
  await addFromBrowse(page, "magnesium", /Magnesium/, { checkAcknowledgement: true });
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Current stack, 3 products" }),
  ).toContainText("3");

  // The builder: costs and the calcium–iron warning.
  await page.goto("/stacks");
  await expect(
    page.getByRole("list", { name: "Supplements in your stack" }).getByRole("listitem"),
  ).toHaveCount(3);
  await expect(page.getByTestId("stack-monthly-total")).toHaveText(/^£\d+\.\d\d$/);
  await expect(page.getByText(/Sample price/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /Calcium and Iron/i }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to save" })).toBeVisible();

  // Sign in from the builder: the stack is still there; save it.
  await signIn(page, owner, "/stacks");
  await expect(
    page.getByRole("list", { name: "Supplements in your stack" }).getByRole("listitem"),
  ).toHaveCount(3);
  const saveButton = page.getByRole("button", { name: "Save stack" });
  // A busy machine can hydrate the form after the list: a click before that is lost.
  await waitForHydration(saveButton);
  await page.getByLabel("Name").fill("Winter minerals");
  await saveButton.click();
  await expect(page.getByText("Stack saved", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "View, share or publish this stack" }).click();
  await expect(page).toHaveURL(/\/stack\/[\w-]+$/);
  const stackPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: "Winter minerals" })).toBeVisible();
  await expect(page.getByText("Private stack — only you can see it")).toBeVisible();

  // Copy link (clipboard) then open it in a fresh browser: private → 404.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(stackPath);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto(stackPath))?.status()).toBe(404);

  // Publish: now public, with Open Graph metadata and a social image.
  await page.getByRole("button", { name: "Publish to the community" }).click();
  await page.getByLabel("Title").fill(publishedTitle);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/shared by Olivia T\./)).toBeVisible();
  const publicResponse = await strangerPage.goto(stackPath);
  expect(publicResponse?.status()).toBe(200);
  await expect(strangerPage.getByRole("heading", { level: 1, name: publishedTitle })).toBeVisible();
  await expect(strangerPage.locator('meta[property="og:title"]')).toHaveAttribute("content", publishedTitle);
  const image = await strangerPage.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBeTruthy();
  const imageResponse = await strangerPage.request.get(new URL(image!).pathname + new URL(image!).search);
  expect(imageResponse.status()).toBe(200);
  expect(imageResponse.headers()["content-type"]).toBe("image/png");
  expect(await strangerPage.content()).not.toContain(owner);

  // Another account likes it.
  const fanContext = await browser.newContext({ storageState: authState("member") });
  const fanPage = await fanContext.newPage();
  await fanPage.goto(stackPath);
  await fanPage.getByRole("button", { name: /^Like · 0$/ }).click();
  await expect(fanPage.getByRole("button", { name: /^Liked · 1$/ })).toBeVisible();

  // Listed in the community, with its like.
  await strangerPage.goto("/community-stacks?sort=newest");
  const card = strangerPage
    .getByRole("listitem")
    .filter({ has: strangerPage.getByRole("link", { name: publishedTitle }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("1 like");
  await expect(card).toContainText(/Risk: |Not fully checked/);
  await expect(card).toContainText(/£\d+\.\d\d a month/);

  await stranger.close();
  await fanContext.close();
});

test("/my-stacks needs an account; /build-stack is the builder", async ({ page }) => {
  await page.goto("/my-stacks");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmy-stacks$/);
  await page.goto("/build-stack");
  await expect(page).toHaveURL(/\/stacks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Build a stack" })).toBeVisible();
});

test("/my-stacks: rename, duplicate, delete with undo, open in the builder", async ({ page, context }) => {
  test.setTimeout(90_000);
  // The undo window runs on the page's clock, moved forward below instead of waited out.
  await page.clock.install();
  await signInAs(context, "organiser");
  // A saved stack to work with, through the API as the signed-in browser.
  const found = await page.request.get("/api/supplements?q=magnesium");
  const productId = ((await found.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id;
  const created = await page.request.post("/api/stacks", {
    data: { name: "Evening", items: [{ supplementId: productId, quantity: 2 }] },
    headers: { origin: BASE_URL },
  });
  expect(created.status()).toBe(201);

  await page.goto("/my-stacks");
  const list = page.getByRole("list", { name: "My saved stacks" });
  await expect(list.getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Rename Evening" }).click();
  await page.getByLabel("New name").fill("Evening wind-down");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(list.getByRole("link", { name: "Evening wind-down" })).toBeVisible();

  await page.getByRole("button", { name: "Duplicate Evening wind-down" }).click();
  await expect(list.getByRole("link", { name: "Copy of Evening wind-down" })).toBeVisible();

  // Delete, then Undo: nothing is deleted.
  await page.getByRole("button", { name: "Delete Copy of Evening wind-down" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.reload();
  await expect(list.getByRole("listitem")).toHaveCount(2);

  // Delete for real: gone after the undo window (the page's clock moved past it), also after a reload.
  const deleted = page.waitForResponse((response) => response.request().method() === "DELETE");
  await page.getByRole("button", { name: "Delete Copy of Evening wind-down" }).click();
  await page.clock.fastForward(7000);
  expect((await deleted).ok()).toBe(true);
  await page.reload();
  await expect(list.getByRole("listitem")).toHaveCount(1);

  // Open in the builder: its item, with two servings a day.
  await page.getByRole("button", { name: "Open in builder" }).click();
  await expect(page).toHaveURL(/\/stacks$/);
  await expect(page.getByRole("heading", { name: "Your stack: Evening wind-down" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Supplements in your stack" }).getByLabel("Servings a day"),
  ).toHaveValue("2");
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
});

test("copying a shared stack into a stack that is not empty asks first, then copies", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(90_000);
  // A published stack of one product, made through the API by its owner.
  await signInAs(context, "publisher");
  const origin = BASE_URL;
  const found = await page.request.get("/api/supplements?q=Magnesium+Citrate+200mg");
  const productId = ((await found.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id;
  const created = await page.request.post("/api/stacks", {
    data: { name: "Calm evenings", items: [{ supplementId: productId, quantity: 2 }] },
    headers: { origin },
  });
  const { data } = (await created.json()) as { data: { stack: { id: string } } };
  const title = `Calm evenings ${Date.now()}`;
  const published = await page.request.post(`/api/stacks/${data.stack.id}/publish`, {
    data: { title },
    headers: { origin },
  });
  expect(published.status()).toBe(200);

  // A visitor with something in their stack already.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await addFromBrowse(visitorPage, "iron", /Iron/, { checkAcknowledgement: true });
  await visitorPage.goto(`/stack/${data.stack.id}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitorPage.getByRole("button", { name: "Copy to my stack" }).click();

  const choice = visitorPage.getByRole("dialog", { name: "Replace your current stack?" });
  await expect(choice.getByRole("button", { name: "Replace", exact: true })).toBeVisible();
  await expect(choice.getByRole("button", { name: "Cancel" })).toBeVisible();
  // Signed out, saving first needs an account: the dialog says so and offers to sign in.
  await choice.getByRole("button", { name: "Save my current stack first" }).click();
  const signInFirst = visitorPage.getByRole("dialog", { name: "Sign in to save your stack" });
  await expect(signInFirst.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    `/login?callbackUrl=${encodeURIComponent(`/stack/${data.stack.id}`)}`,
  );
  await signInFirst.getByRole("button", { name: "Replace without saving" }).click();

  await expect(visitorPage).toHaveURL(/\/stacks$/);
  const items = visitorPage.getByRole("list", { name: "Supplements in your stack" });
  await expect(items.getByRole("listitem")).toHaveCount(1);
  await expect(items.getByLabel("Servings a day")).toHaveValue("2");
  await visitor.close();
});

test("the time chosen under 'When' moves the product in the schedule; Clear can be undone", async ({
  page,
}) => {
  await addFromBrowse(page, "magnesium", /Magnesium/, { checkAcknowledgement: true });
  await page.goto("/stacks");
  const stack = page.getByRole("list", { name: "Supplements in your stack" });
  await expect(stack.getByRole("listitem")).toHaveCount(1);
  const schedule = page.getByRole("region", { name: "Suggested time of day for each product" });
  await stack.getByLabel("When").selectOption("evening");
  await expect(schedule.getByRole("row").filter({ hasText: "The time you chose." })).toBeVisible();

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(stack).toHaveCount(0);
  await expect(
    page.getByRole("status").filter({ hasText: "Stack cleared: 1 product removed." }),
  ).toBeVisible();
  const undo = page.getByRole("button", { name: "Undo" });
  await expect(undo).toBeFocused();
  await undo.press("Enter");
  await expect(
    page.getByRole("list", { name: "Supplements in your stack" }).getByRole("listitem"),
  ).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Supplements in your stack" }).getByLabel("When")).toHaveValue(
    "evening",
  );
});

test("a product with no UK price joins the stack through the check, left out of its cost", async ({
  page,
}) => {
  await addFromBrowse(page, "MenoHerb", /MenoHerb/);
  await page.goto("/stacks");
  await expect(
    page.getByRole("list", { name: "Supplements in your stack" }).getByRole("listitem"),
  ).toHaveCount(1);
  await expect(page.getByTestId("stack-monthly-total")).toHaveText("No price yet");
  await expect(page.getByText("1 supplement(s) without a price are not in the totals.")).toBeVisible();
});
