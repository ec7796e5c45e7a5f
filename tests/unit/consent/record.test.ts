// Consent record rules: time-zone defaults (docs/product-rules.md §9), the fitness-consent cookie's value and
// attributes, and that anything tampered with or of another version counts as undecided.
import {
  ALL_CATEGORIES,
  CONSENT_COOKIE_NAME,
  CONSENT_VERSION,
  NECESSARY_ONLY,
} from "@/lib/consent/constants";
import {
  consentCookieString,
  consentValueFromCookieHeader,
  createConsentRecord,
  defaultCategoriesFor,
  effectiveCategories,
  parseConsentValue,
  serialiseConsentValue,
  startsWithNecessaryOnly,
} from "@/lib/consent/record";

describe("time-zone defaults", () => {
  it.each(["Europe/London", "Europe/Paris", "Europe/Dublin", "Europe/Kyiv", "Europe/Belfast"])(
    "%s starts with necessary only",
    (zone) => {
      expect(startsWithNecessaryOnly(zone)).toBe(true);
      expect(defaultCategoriesFor(zone)).toEqual(NECESSARY_ONLY);
    },
  );

  it.each(["GB-London", "Ireland/Dublin"])(
    "a zone naming London or Dublin (%s) starts with necessary only",
    (zone) => {
      expect(defaultCategoriesFor(zone)).toEqual(NECESSARY_ONLY);
    },
  );

  it.each(["America/New_York", "Asia/Tokyo", "Australia/Sydney", "UTC", "Africa/Lagos"])(
    "%s starts with everything on",
    (zone) => {
      expect(defaultCategoriesFor(zone)).toEqual(ALL_CATEGORIES);
    },
  );

  it("an unknown zone gets the cautious default", () => {
    expect(defaultCategoriesFor(undefined)).toEqual(NECESSARY_ONLY);
    expect(defaultCategoriesFor("")).toEqual(NECESSARY_ONLY);
  });

  it("before a decision only necessary runs, whatever the zone's defaults", () => {
    expect(effectiveCategories(null)).toEqual(NECESSARY_ONLY);
    const record = createConsentRecord({ analytics: true, marketing: false, functional: true }, "UA");
    expect(effectiveCategories(record)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
  });
});

describe("consent record", () => {
  const now = new Date("2026-11-22T10:30:00.000Z");

  it("holds categories (necessary always true), timestamp, version and user agent", () => {
    const record = createConsentRecord(
      { analytics: false, marketing: true, functional: false },
      "Mozilla/5.0 Test",
      now,
    );
    expect(record).toEqual({
      categories: { necessary: true, analytics: false, marketing: true, functional: false },
      timestamp: "2026-11-22T10:30:00.000Z",
      version: "1.0.0",
      userAgent: "Mozilla/5.0 Test",
    });
  });

  it("forces necessary on even if the caller passes it off", () => {
    const choices = {
      necessary: false,
      analytics: false,
      marketing: false,
      functional: false,
    } as unknown as Parameters<typeof createConsentRecord>[0];
    expect(createConsentRecord(choices, "UA", now).categories.necessary).toBe(true);
  });

  it("cuts an overlong user agent to 512 characters", () => {
    expect(createConsentRecord(NECESSARY_ONLY, "x".repeat(2000), now).userAgent).toHaveLength(512);
  });
});

describe("cookie value", () => {
  const record = createConsentRecord(
    { analytics: true, marketing: false, functional: true },
    "Mozilla/5.0 (X11; Linux) ; a=b",
    new Date("2026-01-02T03:04:05.000Z"),
  );

  it("round-trips through the cookie value", () => {
    const value = serialiseConsentValue(record);
    expect(value).not.toMatch(/[;,\s"]/); // nothing a cookie value may not carry
    expect(parseConsentValue(value)).toEqual(record);
  });

  it("is found among other cookies", () => {
    const header = `a=1; ${CONSENT_COOKIE_NAME}=${serialiseConsentValue(record)}; b=2`;
    expect(parseConsentValue(consentValueFromCookieHeader(header))).toEqual(record);
    expect(consentValueFromCookieHeader("a=1; b=2")).toBeUndefined();
    expect(consentValueFromCookieHeader("")).toBeUndefined();
    expect(consentValueFromCookieHeader(`x${CONSENT_COOKIE_NAME}=1`)).toBeUndefined();
  });

  const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not URI-encoded JSON", "%E0%A4%A"],
    ["not JSON", encodeURIComponent("{categories:")],
    ["a list", encode([1, 2])],
    ["another version", encode({ ...record, version: "0.9.0" })],
    ["a future version", encode({ ...record, version: "2.0.0" })],
    ["necessary switched off", encode({ ...record, categories: { ...record.categories, necessary: false } })],
    [
      "a category that is not a boolean",
      encode({ ...record, categories: { ...record.categories, analytics: "yes" } }),
    ],
    [
      "a missing category",
      encode({ ...record, categories: { necessary: true, analytics: true, marketing: true } }),
    ],
    ["an extra category", encode({ ...record, categories: { ...record.categories, advertising: true } })],
    ["an extra field", encode({ ...record, admin: true })],
    ["a timestamp that is not a date", encode({ ...record, timestamp: "yesterday" })],
    ["an overlong user agent", encode({ ...record, userAgent: "x".repeat(513) })],
  ])("treats a cookie that is %s as undecided", (_, value) => {
    expect(parseConsentValue(value)).toBeNull();
  });

  it("sets path /, 365 days, SameSite=Lax, and Secure only on https", () => {
    const http = consentCookieString(record, false);
    expect(http.startsWith(`fitness-consent=${serialiseConsentValue(record)}; `)).toBe(true);
    expect(http).toContain("Path=/");
    expect(http).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(http).toContain("SameSite=Lax");
    expect(http).not.toContain("Secure");
    expect(consentCookieString(record, true)).toMatch(/; Secure$/);
  });

  it("uses version 1.0.0", () => {
    expect(CONSENT_VERSION).toBe("1.0.0");
  });
});
