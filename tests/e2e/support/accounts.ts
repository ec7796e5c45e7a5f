// Accounts for e2e specs that need a signed-in user: made through the API and the emailed link, then
// signed in through the real screen.
import { expect, type Page } from "@playwright/test";
import pg from "pg";

import { databaseUrl, linkFromOutbox } from "./outbox";
import { E2E_PORT } from "./server-env.mjs";

export const E2E_PASSWORD = "Copper-Kettle-Orchard-72";
/** Where the browser opens the e2e server (playwright.config.ts baseURL). */
export const BASE_URL = `http://127.0.0.1:${String(E2E_PORT)}`;

let counter = 0;

/**
 * A new, confirmed account, made through the API and the emailed link (the sign-up screens themselves
 * are tested in accounts.spec.ts and reviews.spec.ts): a spec that only needs someone signed in does
 * not pay for them.
 */
export async function signUpAndConfirm(page: Page, firstName: string): Promise<string> {
  counter += 1;
  const email = `${firstName.toLowerCase()}-${Date.now()}-${counter}@example.com`;
  const origin = new URL(page.url() === "about:blank" ? BASE_URL : page.url()).origin;
  const created = await page.request.post("/api/auth/signup", {
    headers: { Origin: origin },
    data: {
      firstName,
      lastName: "Tester",
      email,
      password: E2E_PASSWORD,
      confirmAdult: true,
      acceptTerms: true,
    },
  });
  expect(created.status()).toBe(201);
  const link = await linkFromOutbox(email, /https?:\/\/\S+\/api\/auth\/confirm-email\?token=[\w-]+/);
  const confirmed = await page.request.get(link.replace(/^https?:\/\/[^/]+/, ""), { maxRedirects: 0 });
  expect(confirmed.headers().location).toMatch(/\/login\?confirmed=true/);
  return email;
}

/** Signs in from /login (with an optional callbackUrl) and waits to land where it leads. */
export async function signIn(page: Page, email: string, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${(callbackUrl ?? "/dashboard").replace(/[/?]/g, "\\$&")}$`));
}

/** Gives an account the admin role (no screen does): the role is read from the database on each request. */
export async function makeAdmin(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query("UPDATE users SET role = 'admin' WHERE email = $1", [email.toLowerCase()]);
  } finally {
    await client.end();
  }
}

/** Saves a health profile naming only these prescription medicines, as the health-profile form would. */
export async function saveMedicines(page: Page, medicines: string[]): Promise<void> {
  const saved = await page.request.put("/api/account/health-profile", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      age: null,
      sex: null,
      activityLevel: null,
      goals: [],
      dietaryPreferences: [],
      pregnancyStatus: null,
      prescriptionDrugs: medicines,
      medicalConditions: [],
    },
  });
  expect(saved.status()).toBe(200);
}
