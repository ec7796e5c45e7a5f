// zod/mini: the banner ships on every page, so it must not pull all of zod into first-load JavaScript.
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

export function startsWithNecessaryOnly(timeZone: string | undefined): boolean {
  if (!timeZone) return true; // unknown zone: the cautious (UK GDPR) default
  return timeZone.startsWith("Europe/") || timeZone.includes("London") || timeZone.includes("Dublin");
}

export function defaultCategoriesFor(timeZone: string | undefined): ConsentCategories {
  return startsWithNecessaryOnly(timeZone) ? NECESSARY_ONLY : ALL_CATEGORIES;
}

// Time-zone defaults only pre-fill the screens: nothing optional runs before a decision (UK GDPR/PECR).
export function effectiveCategories(record: ConsentRecord | null): ConsentCategories {
  return record ? record.categories : NECESSARY_ONLY;
}

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

export function serialiseConsentValue(record: ConsentRecord): string {
  return encodeURIComponent(JSON.stringify(record));
}

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

export function consentValueFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  return parseCookie(header, { decode: (value) => value })[CONSENT_COOKIE_NAME];
}

export function consentCookieString(record: ConsentRecord, secure: boolean): string {
  return [
    `${CONSENT_COOKIE_NAME}=${serialiseConsentValue(record)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
