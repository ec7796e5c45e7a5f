// /accuracy in a real browser: the committed figures, reached from the checker, accessible at 1280 and
// 390 px, and a correction filed signed out (the email asked for first) that an admin then reads.
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

import { authState } from "./support/auth-states";
import { seriousViolations } from "./support/axe";

const REPORT = JSON.parse(readFileSync(path.join(__dirname, "../../docs/accuracy.json"), "utf8")) as {
  scenarios: {
    total: number;
    right: number;
    byKind: { kind: string; positives: number; truePositives: number }[];
  };
  knowledgeBase: { records: number; verified: number };
};

// The page writes numbers as people read them: "1,076", not "1076".
const figure = (value: number) => value.toLocaleString("en-GB");

async function openAccuracy(page: Page): Promise<void> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
  await page.goto("/interactions");
  await page.getByRole("link", { name: "How accurate is this?" }).first().click();
  await expect(page).toHaveURL(/\/accuracy$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "How accurate is the interaction checker?" }),
  ).toBeVisible();
}

// axe reads every row of the page's long tables and lists: on a busy 2-core machine that alone can take 20 s.
test("shows the committed figures and passes axe at 1280 px", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAccuracy(page);
  await expect(
    page.getByText(`${figure(REPORT.scenarios.right)} of ${figure(REPORT.scenarios.total)}`).first(),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Findings expected and found, by kind" });
  await expect(table.getByRole("row", { name: /^Supplement–medicine/ })).toBeVisible();
  const pairs = REPORT.scenarios.byKind.find((kind) => kind.kind === "supplement-supplement");
  await expect(table.getByRole("row", { name: /^Supplement–supplement/ })).toContainText(
    pairs && pairs.positives > 0
      ? `${figure(pairs.truePositives)} of ${figure(pairs.positives)}`
      : "not measured",
  );
  await expect(
    page.getByText(new RegExp(`^${figure(REPORT.knowledgeBase.records)} interaction records`)),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "What we have not covered yet" })).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "How accurate is this?" }),
  ).toHaveAttribute("href", "/accuracy");
  expect(await seriousViolations(page)).toEqual([]);
});

test("fits a 390 px phone and passes axe there", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAccuracy(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

test("files a correction signed out, asking for the email first, and an admin reads it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext()).newPage();
  await openAccuracy(page);
  const concerns = `Magnesium with doxycycline ${randomUUID().slice(0, 8)}`;
  const form = page.getByRole("form", { name: "Report an error" });
  await form.getByLabel("What is it about?").fill(concerns);
  await form.getByLabel("What is wrong?").fill("It should say to take them 2 to 3 hours apart.");
  await form.getByLabel("Source (optional)").fill("not a web address");
  await form.getByRole("button", { name: "Send correction" }).click();
  await expect(form.getByLabel("Source (optional)")).toHaveAccessibleDescription(
    /Please give a web address starting with https:\/\//,
  );

  await form.getByLabel("Source (optional)").fill("https://www.medicines.org.uk/emc/product/3130");
  const refused = page.waitForResponse((res) => res.url().endsWith("/api/corrections"));
  await form.getByRole("button", { name: "Send correction" }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByLabel("Email address")).toHaveAccessibleDescription(
    /Please enter your email address so that we can reply/,
  );

  await form.getByLabel("Email address").fill(`sam-${randomUUID()}@example.com`);
  const sent = page.waitForResponse((res) => res.url().endsWith("/api/corrections"));
  await form.getByRole("button", { name: "Send correction" }).click();
  expect((await sent).status()).toBe(201);
  const confirmation = page.getByRole("main").getByRole("status").filter({ hasText: "Correction sent" });
  await expect(confirmation).toBeFocused();

  // Admin pages send a signed-out visitor to sign in first.
  await page.goto("/corrections");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcorrections$/);
  const admin = await (await browser.newContext({ storageState: authState("admin") })).newPage();
  await admin.goto("/corrections");
  await expect(admin.getByRole("heading", { level: 1, name: "Knowledge corrections" })).toBeVisible();
  await expect(admin.getByText(`About: ${concerns}`)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
});
