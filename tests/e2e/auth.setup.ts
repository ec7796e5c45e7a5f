// The setup project (playwright.config.ts): makes the accounts of support/auth-states.ts once per run,
// signs each in and saves the browser's state for the specs to start from.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { expect, test as setup, type APIRequestContext } from "@playwright/test";

import { BASE_URL, E2E_PASSWORD, makeAdmin, signUpAndConfirm } from "./support/accounts";
import {
  ACCOUNTS,
  CONSENT_DECIDED_STATE,
  accountFile,
  authState,
  type AccountName,
} from "./support/auth-states";
import { resetRateLimits } from "./support/outbox";

setup.describe.configure({ mode: "parallel" });

setup.beforeAll(async () => {
  mkdirSync(path.dirname(CONSENT_DECIDED_STATE), { recursive: true });
  await resetRateLimits();
});

/**
 * The requests the /login screen makes (the password step, then next-auth's credentials callback),
 * without drawing it: the screen itself is tested in accounts.spec.ts.
 */
async function signInThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const headers = { Origin: BASE_URL };
  const password = await request.post("/api/auth/login", {
    headers,
    data: { email, password: E2E_PASSWORD },
  });
  expect(password.status()).toBe(200);
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const session = await request.post("/api/auth/callback/credentials", {
    headers,
    form: { csrfToken, callbackUrl: `${BASE_URL}/dashboard`, json: "true" },
  });
  expect(session.ok()).toBe(true);
  expect((await request.get("/api/auth/me")).status()).toBe(200);
}

for (const [name, { firstName, admin }] of Object.entries(ACCOUNTS) as [
  AccountName,
  (typeof ACCOUNTS)[AccountName],
][]) {
  setup(`signed in: ${name}`, async ({ page }) => {
    const email = await signUpAndConfirm(page, firstName);
    if (admin) await makeAdmin(email);
    await signInThroughApi(page.request, email);
    await page.context().storageState({ path: authState(name) });
    writeFileSync(accountFile(name), JSON.stringify({ email }));
  });
}

setup("consent decided: Reject All", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  // The banner waits a second before it shows: moved on rather than waited out.
  await page.clock.fastForward(1_000);
  const banner = page.getByRole("region", { name: "Privacy & Cookie Preferences" });
  await banner.getByRole("button", { name: "Reject All" }).click();
  await expect(banner).toHaveCount(0);
  await page.context().storageState({ path: CONSENT_DECIDED_STATE });
});
