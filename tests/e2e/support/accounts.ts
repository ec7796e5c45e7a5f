// Accounts for e2e specs that need a signed-in user: sign up and confirm through the real screens
// and emailed link, then sign in.
import { expect, type Page } from "@playwright/test";
import { linkFromOutbox } from "./outbox";

const E2E_PASSWORD = "Copper-Kettle-Orchard-72";

let counter = 0;

export async function signUpAndConfirm(page: Page, firstName: string): Promise<string> {
  counter += 1;
  const email = `${firstName.toLowerCase()}-${Date.now()}-${counter}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByLabel("I am 18 or over").check();
  await page.getByLabel(/I accept the terms of service/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  const link = await linkFromOutbox(email, /https?:\/\/\S+\/api\/auth\/confirm-email\?token=[\w-]+/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/\/login\?confirmed=true/);
  return email;
}

/** Signs in from /login (with an optional callbackUrl) and waits to land where it leads. */
export async function signIn(page: Page, email: string, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${(callbackUrl ?? "/dashboard").replace(/[/?]/g, "\\$&")}$`));
}
