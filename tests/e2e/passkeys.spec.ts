// Passkeys with Chromium's virtual authenticator (CDP WebAuthn domain): add one in Security, sign out,
// sign in with it alone, remove it. Then the text-message factor at 390 px, with the keyboard: verify a
// number with the code from the dev outbox, and sign in with a texted code.
import { expect, test, type Page } from "@playwright/test";

import { E2E_PASSWORD, signUpAndConfirm } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { linkFromOutbox, resetRateLimits } from "./support/outbox";
import { E2E_PORT } from "./support/server-env.mjs";

// WebAuthn refuses an IP address as the relying party's id, so these pages are opened by host name.
const SITE = `http://localhost:${String(E2E_PORT)}`;

test.beforeAll(async () => {
  await resetRateLimits();
});

async function passwordSignIn(page: Page, email: string) {
  await page.goto(`${SITE}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Pasha/ })
    .click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get(`${SITE}/api/auth/me`)).status()).toBe(401);
}

test("add a passkey, sign out, sign in with it (no code asked), remove it", async ({ page }) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await page.goto(`${SITE}/login`);
  const email = await signUpAndConfirm(page, "Pasha");
  await passwordSignIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${SITE}/security`);
  await expect(page.getByRole("region", { name: "Which way to sign in is safest?" })).toContainText(
    "Passkey",
  );
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  await passkeys.getByLabel("Name for the new passkey").fill("Test laptop");
  await passkeys.getByLabel("Your password").fill(E2E_PASSWORD);
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByRole("list", { name: "Your passkeys" })).toContainText("Test laptop");
  await expect(passkeys.getByRole("list", { name: "Your passkeys" })).toContainText("not used yet");
  expect(await seriousViolations(page)).toEqual([]);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Sign out from the user menu.
  await signOut(page);

  // Conditional UI: the sign-in page asks for a passkey from the email field's autofill at once, and the
  // virtual authenticator answers it as a person picking the suggestion would. No password, no code.
  await page.goto(`${SITE}/login`);
  await expect(page.getByLabel("Email address")).toHaveAttribute("autocomplete", "username webauthn");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get(`${SITE}/api/auth/me`)).status()).toBe(200);
  await signOut(page);

  // The button: the autofill request is held back (as when nobody picks the suggestion).
  let autofillHeldBack = false;
  await page.route("**/api/auth/passkey/options", async (route) => {
    if (autofillHeldBack) return route.continue();
    autofillHeldBack = true;
    return route.abort();
  });
  await page.goto(`${SITE}/login`);
  await expect.poll(() => autofillHeldBack).toBe(true);
  await expect(page.getByRole("alert").filter({ hasText: /passkey/i })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get(`${SITE}/api/auth/me`)).status()).toBe(200);
  await page.unroute("**/api/auth/passkey/options");

  await page.goto(`${SITE}/security`);
  const list = passkeys.getByRole("list", { name: "Your passkeys" });
  await expect(list).toContainText("last used");
  await list.getByRole("button", { name: "Remove Test laptop" }).click();
  await expect(list.getByText("Remove “Test laptop”?")).toBeFocused();
  await list.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("verify a mobile number by text, then sign in with a texted code, by keyboard", async ({ page }) => {
    test.setTimeout(90_000);
    const national = `07400${String(Date.now()).slice(-6)}`;
    const e164 = `+44${national.slice(1)}`;
    const masked = `+44 7••• •••${national.slice(-3)}`;
    await page.goto(`${SITE}/login`);
    const email = await signUpAndConfirm(page, "Tariq");
    await passwordSignIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`${SITE}/security`);
    const texts = page.getByRole("region", { name: "Text-message codes" });
    await texts.getByLabel("UK mobile number").fill("01632 960000");
    await texts.getByLabel("UK mobile number").press("Enter");
    await expect(texts.getByText("Enter a UK mobile number, starting 07 or +44 7")).toBeVisible();
    await texts.getByLabel("UK mobile number").fill(national);
    await texts.getByLabel("UK mobile number").press("Enter");
    await expect(texts.getByRole("heading", { name: `Enter the code we texted to ${masked}` })).toBeFocused();
    const enrolCode = (await linkFromOutbox(e164, /\b\d{6}\b/)).trim();
    await page.keyboard.press("Tab");
    await page.keyboard.type(enrolCode);
    await page.keyboard.press("Enter");
    await expect(texts.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    // By keyboard, as the test says: on a phone the "codes are on" toast can slide over the button as it is clicked.
    await texts.getByRole("button", { name: "I have saved my codes" }).press("Enter");
    await expect(texts.getByTestId("masked-phone")).toHaveText(masked);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A new sign-in: the password, then a code texted on request.
    await page.context().clearCookies();
    await passwordSignIn(page, email);
    await expect(page).toHaveURL(/\/verify-2fa/);
    await expect(page.getByLabel("Authentication code")).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: `Text a code to ${masked}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `We texted a code to ${masked}` })).toBeVisible();
    const signInCode = (await linkFromOutbox(e164, /\b\d{6}\b/)).trim();
    expect(signInCode).not.toBe(enrolCode);
    await page.getByLabel("Authentication code").focus();
    await page.keyboard.type(signInCode);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
