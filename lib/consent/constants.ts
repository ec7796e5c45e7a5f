// docs/product-rules.md §9 "Consent" and §3 "Consent record".

export const CONSENT_COOKIE_NAME = "fitness-consent";
export const CONSENT_VERSION = "1.0.0";
const CONSENT_MAX_AGE_DAYS = 365;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
export const CONSENT_BANNER_DELAY_MS = 1000;
export const CONSENT_USER_AGENT_MAX_LENGTH = 512;

export const OPTIONAL_CONSENT_CATEGORIES = ["analytics", "marketing", "functional"] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];
export type ConsentCategory = "necessary" | OptionalConsentCategory;

export type ConsentCategories = {
  readonly necessary: true;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly functional: boolean;
};

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
