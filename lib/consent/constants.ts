// Consent constants (docs/product-rules.md §9 "Consent": Consent cookie name fitness-consent, version 1.0.0, 365 days,
// SameSite Lax, secure on https … Banner delay 1 s) and the categories of §3 "Consent record".

export const CONSENT_COOKIE_NAME = "fitness-consent";
/** A stored decision of any other version counts as no decision, so the banner asks again. */
export const CONSENT_VERSION = "1.0.0";
const CONSENT_MAX_AGE_DAYS = 365;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
/** The banner appears about 1 s after load when no decision is stored. */
export const CONSENT_BANNER_DELAY_MS = 1000;
/** Longest user agent kept in a consent record (cookie and database). */
export const CONSENT_USER_AGENT_MAX_LENGTH = 512;

/** The categories a visitor can switch; `necessary` is always on (§6). */
export const OPTIONAL_CONSENT_CATEGORIES = ["analytics", "marketing", "functional"] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];
export type ConsentCategory = "necessary" | OptionalConsentCategory;

export type ConsentCategories = {
  readonly necessary: true;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly functional: boolean;
};

/** A consent record (§3): categories, timestamp (ISO 8601), version and user agent. */
export type ConsentRecord = {
  readonly categories: ConsentCategories;
  readonly timestamp: string;
  readonly version: string;
  readonly userAgent: string;
};

export const NECESSARY_ONLY: ConsentCategories = Object.freeze({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
});

export const ALL_CATEGORIES: ConsentCategories = Object.freeze({
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
});
