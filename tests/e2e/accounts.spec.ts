// The accounts journey in Chromium: sign up → confirm from the emailed link → sign in → the header
// greets by first name → turn on two-factor → sign out → sign in with a TOTP code → reset the
// password from the emailed link → sign in with the new password and a recovery code.
import { expect, test, type Page } from "@playwright/test";
import { timeStep, totpCode } from "../../lib/auth/totp";

import { gotoWithConsentBanner } from "./support/consent";
import { linkFromOutbox, resetRateLimits } from "./support/outbox";

test.beforeAll(async () => {
  await resetRateLimits();
});

const FIRST_NAME = "Priya";
const PASSWORD = "Tea-Kettle-Lighthouse-31";
const NEW_PASSWORD = "Harbour-Meadow-Violin-58";

/**
 * A code the server will accept: TOTP steps are single-use (replay protection) and one step either
 * side of now counts, so the step after the one used at set-up is accepted at once.
 */
function nextCode(secret: string, lastUsedStep: number): string {
  return totpCode(secret, lastUsedStep + 1);
}

async function signIn(page: Page, email: string, password: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("sign up, confirm, sign in, two-factor, sign out, TOTP sign-in, password reset", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `priya-${Date.now()}@example.com`;

  // Sign up. The cookie banner covers the bottom of a 720 px window (the sign-in button after sign-up)
  // until a choice is made: choose first, as a person would.
  await gotoWithConsentBanner(page, "/signup");
  await page
    .getByRole("region", { name: "Privacy & Cookie Preferences" })
    .getByRole("button", { name: "Reject All" })
    .click();
  await page.getByLabel("First name").fill(FIRST_NAME);
  await page.getByLabel("Last name").fill("Shah");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("I am 18 or over").check();
  await page.getByLabel(/I accept the terms of service/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login\?registered=true&needsConfirmation=true/);
  await expect(page.getByText("Registration Successful", { exact: true })).toBeVisible();

  // Signing in before confirming says so.
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Please check your email and click the confirmation link before logging in." }),
  ).toBeVisible();

  // Confirm from the emailed link.
  const confirmLink = await linkFromOutbox(email, /https?:\/\/\S+\/api\/auth\/confirm-email\?token=[\w-]+/);
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/\/login\?confirmed=true$/);
  await expect(page.getByText("Your email address is confirmed. You can sign in now.")).toBeVisible();

  // The first sign-in, from the confirmation link: a welcome, not a welcome back; the header greets by first name.
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${FIRST_NAME}!`, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("button", { name: new RegExp(`^${FIRST_NAME}`) }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${FIRST_NAME}` })).toBeVisible();

  // /profile: the header shows, the footer does not (docs/product-rules.md §2 layout rules).
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("banner")).toBeVisible();

  // Turn on two-factor with a code computed from the manual key.
  await page.goto("/security");
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const lastStep = timeStep(Date.now());
  await page.getByLabel("6-digit code").fill(totpCode(secret, lastStep));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  const recoveryCodes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(recoveryCodes).toHaveCount(10);
  const recoveryCode = (await recoveryCodes.first().textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(page.getByText("Recovery codes left: 10.")).toBeVisible();

  // Sign out from the user menu.
  await page
    .getByRole("banner")
    .getByRole("button", { name: new RegExp(`^${FIRST_NAME}`) })
    .click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been successfully logged out.", { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect((await page.goto("/security"))?.url()).toMatch(/\/login\?callbackUrl=%2Fsecurity$/);

  // Sign in again from there: the password leads to /verify-2fa; no session before the code; then
  // back to the screen that asked.
  await signIn(page, email, PASSWORD, "/login?callbackUrl=%2Fsecurity");
  await expect(page).toHaveURL(/\/verify-2fa\?callbackUrl=%2Fsecurity$/);
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(401);
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not valid" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(nextCode(secret, lastStep));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByText("Recovery codes left: 10.")).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  // Forgotten password: the reset link signs every session out and sets the new password.
  await page.context().clearCookies();
  await page.goto("/reset-password");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(
    page.locator("div[role=status]").filter({ hasText: "If the address has an account" }),
  ).toBeVisible();
  const resetLink = await linkFromOutbox(email, /https?:\/\/\S+\/reset-password\/[\w-]+/);
  await page.goto(resetLink.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText("Your password has been reset. Please login with your new password.", { exact: true }),
  ).toBeVisible();

  // The used link now explains itself.
  await page.goto(resetLink.replace(/^https?:\/\/[^/]+/, ""));
  await expect(
    page.getByText("This password reset link has already been used. Please request a new one."),
  ).toBeVisible();

  // The old password no longer works; the new one does (then the second factor).
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  // A callbackUrl to another site is ignored (no open redirect).
  await signIn(
    page,
    email,
    NEW_PASSWORD,
    `/login?callbackUrl=${encodeURIComponent("https://evil.example/")}`,
  );
  await expect(page).toHaveURL(/\/verify-2fa\?callbackUrl=%2Fdashboard$/);
  // A recovery code this time (an authenticator code would have to wait for the next 30-second step).
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/security");
  await expect(page.getByText("Recovery codes left: 9.")).toBeVisible();
});

test("account screens send signed-out visitors to sign in; /api/auth/me answers 401", async ({ page }) => {
  for (const path of [
    "/dashboard",
    "/profile",
    "/settings",
    "/health-profile",
    "/security",
    "/data-export",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/login\\?callbackUrl=${encodeURIComponent(path).replace(/%/g, "%")}$`),
    );
  }
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(401);
  expect(((await me.json()) as { error: { code: string } }).error.code).toBe("AUTHENTICATION_ERROR");
});

test("a wrong confirmation or reset link gets a clear page, not an error", async ({ page }) => {
  await page.goto(`/api/auth/confirm-email?token=${"x".repeat(43)}`);
  await expect(page).toHaveURL(/\/confirm-email\?problem=invalid$/);
  await expect(page.getByText("This confirmation link is not valid.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get a new confirmation link" })).toBeVisible();

  const response = await page.goto(`/reset-password/${"y".repeat(43)}`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByText("This password reset link is not valid. Please request a new one."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/reset-password",
  );
});
