// Signed-in browser states made once per run by auth.setup.ts (docs/reference/scripts.md "Checks and tests"): a
// spec that only needs someone signed in starts from one with `test.use({ storageState })`.
import { readFileSync } from "node:fs";
import path from "node:path";

import type { BrowserContext } from "@playwright/test";

const DIR = path.resolve(".data/e2e-auth");

/**
 * The accounts the setup project makes. Each is used only by the tests named, so what one test changes
 * (a saved health profile, stacks, an image) never meets another's assertions.
 */
export const ACCOUNTS = {
  // Looks, saves no health profile: shell, csp, phones, keyboard (consent box), moderation (reporter).
  member: { firstName: "Morgan", admin: false },
  // Reads corrections (accuracy) and moderates (moderation).
  admin: { firstName: "Mo", admin: true },
  // One test each: they assert on everything the account has (counts, names, its emails, its image).
  owner: { firstName: "Ada", admin: false },
  analyst: { firstName: "Ana", admin: false },
  planner: { firstName: "Tara", admin: false },
  organiser: { firstName: "Maya", admin: false },
  publisher: { firstName: "Shona", admin: false },
  medicines: { firstName: "Ravi", admin: false },
  warfarin: { firstName: "Wanda", admin: false },
  photographer: { firstName: "Imogen", admin: false },
  traveller: { firstName: "Oona", admin: false },
  // Label re-checks (label-recheck): one reads a shipped product's label again, the other checks it.
  labeller: { firstName: "Lior", admin: true },
  labelChecker: { firstName: "Kit", admin: true },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** The storageState file of a signed-in account (cookies only: the consent banner is still undecided). */
export function authState(name: AccountName): string {
  return path.join(DIR, `${name}.json`);
}

/** A visitor's state after "Reject All" on the consent banner, for specs whose subject is not the banner. */
export const CONSENT_DECIDED_STATE = path.join(DIR, "consent-rejected.json");

function cookiesOf(file: string): Parameters<BrowserContext["addCookies"]>[0] {
  return (JSON.parse(readFileSync(file, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] })
    .cookies;
}

/** Gives a context the cookie "Reject All" sets (signed-in states leave the banner undecided). */
export async function decideConsent(context: BrowserContext): Promise<void> {
  await context.addCookies(cookiesOf(CONSENT_DECIDED_STATE));
}

/**
 * Signs one context in as `name`. Unlike `test.use({ storageState })`, which Playwright also applies to
 * the `request` fixture and every `browser.newContext()` in the test, this leaves other contexts signed out.
 */
export async function signInAs(context: BrowserContext, name: AccountName): Promise<void> {
  await context.addCookies(cookiesOf(authState(name)));
}

export function accountFile(name: AccountName): string {
  return path.join(DIR, `${name}.account.json`);
}

/** The email address the setup project signed `name` up with. */
export function accountEmail(name: AccountName): string {
  return (JSON.parse(readFileSync(accountFile(name), "utf8")) as { email: string }).email;
}
