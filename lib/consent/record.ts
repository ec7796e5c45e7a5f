// The consent record and its cookie (docs/product-rules.md §3 "Consent record", §4 "Consent", §9 consent
// constants). Isomorphic and framework-free: the browser store writes and reads the cookie with
// these functions, and POST /api/consent validates the same record shape.
//
// zod/mini: the banner ships on every page, so its validation must not pull all of zod into the
// first-load JavaScript (components/stack/stack-store.ts does the same).
import { parseCookie } from "cookie";
import * as z from "zod/mini";

import {
  ALL_CATEGORIES,
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_USER_AGENT_MAX_LENGTH,
  CONSENT_VERSION,
  NECESSARY_ONLY,
  type ConsentCategories,
  type ConsentRecord,
} from "./constants";

const consentCategoriesSchema = z.strictObject({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
});

export const consentRecordSchema = z.strictObject({
  categories: consentCategoriesSchema,
  timestamp: z.iso.datetime({ offset: true }),
  version: z.literal(CONSENT_VERSION),
  userAgent: z.string().check(z.maxLength(CONSENT_USER_AGENT_MAX_LENGTH)),
});

/**
 * Time zones whose visitors start from necessary only (§9: "timezones beginning with Europe/, or
 * London or Dublin, get only necessary; others get all on").
 */
export function startsWithNecessaryOnly(timeZone: string | undefined): boolean {
  if (!timeZone) return true; // unknown zone: the cautious (UK GDPR) default
  return timeZone.startsWith("Europe/") || timeZone.includes("London") || timeZone.includes("Dublin");
}

/** The choices the preference screens start from before any decision (§9 defaults). */
export function defaultCategoriesFor(timeZone: string | undefined): ConsentCategories {
  return startsWithNecessaryOnly(timeZone) ? NECESSARY_ONLY : ALL_CATEGORIES;
}

/**
 * What may run now: the stored decision, or before one only necessary — in every time zone. The
 * time-zone defaults only pre-fill the preference screens (the spec's "defaults"); running
 * optional code on a guessed zone would break UK GDPR/PECR for a UK visitor whose device reports
 * another zone, and §4 starts analytics "when analytics consent is granted".
 */
export function effectiveCategories(record: ConsentRecord | null): ConsentCategories {
  return record ? record.categories : NECESSARY_ONLY;
}

/** A new record of a decision made now; `necessary` is forced on whatever the input says. */
export function createConsentRecord(
  choices: Omit<ConsentCategories, "necessary">,
  userAgent: string,
  now: Date = new Date(),
): ConsentRecord {
  return {
    categories: {
      necessary: true,
      analytics: choices.analytics,
      marketing: choices.marketing,
      functional: choices.functional,
    },
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
    userAgent: userAgent.slice(0, CONSENT_USER_AGENT_MAX_LENGTH),
  };
}

/** The cookie's value: the record as URI-encoded JSON (no characters a cookie value may not hold). */
export function serialiseConsentValue(record: ConsentRecord): string {
  return encodeURIComponent(JSON.stringify(record));
}

/**
 * The stored record, or null (= undecided) when the value is missing, not ours, tampered with,
 * of another version or otherwise malformed. Never throws.
 */
export function parseConsentValue(value: string | undefined | null): ConsentRecord | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  const parsed = consentRecordSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * The consent cookie's value from a `document.cookie` / Cookie header string, still URI-encoded:
 * parseConsentValue decodes it once.
 */
export function consentValueFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  return parseCookie(header, { decode: (value) => value })[CONSENT_COOKIE_NAME];
}

/** A Set-Cookie / document.cookie string for the record: path /, 365 days, SameSite=Lax, Secure on https. */
export function consentCookieString(record: ConsentRecord, secure: boolean): string {
  return [
    `${CONSENT_COOKIE_NAME}=${serialiseConsentValue(record)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
