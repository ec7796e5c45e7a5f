// The browser's consent store (docs/product-rules.md §4 "Consent"): the consent API other code uses.
import { createConsentStore } from "@/components/consent/consent-store";
import { consentValueFromCookieHeader, parseConsentValue } from "@/lib/consent/record";

function clearCookies() {
  for (const name of document.cookie.split(";").map((part) => part.split("=")[0]?.trim())) {
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(clearCookies);
afterEach(() => jest.restoreAllMocks());

const store = (sendRecord = jest.fn(() => Promise.resolve()), timeZone = "Europe/London") =>
  createConsentStore({
    getTimeZone: () => timeZone,
    getUserAgent: () => "TestAgent/1.0",
    sendRecord,
    now: () => new Date("2026-11-22T12:00:00Z"),
  });

it("is undecided with only necessary allowed until a decision is saved", () => {
  const consent = store(undefined, "America/Chicago");
  expect(consent.getState()).toMatchObject({ ready: true, record: null });
  expect(consent.getState().defaults()).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
  });
  expect(consent.getState().hasConsent("necessary")).toBe(true);
  expect(consent.getState().hasConsent("analytics")).toBe(false);
});

it("reads the time zone only when a preference screen asks for its defaults", () => {
  const getTimeZone = jest.fn(() => "Europe/London");
  const consent = createConsentStore({ getTimeZone, sendRecord: jest.fn(() => Promise.resolve()) });
  consent.getState().rejectAll();
  expect(getTimeZone).not.toHaveBeenCalled();
  expect(consent.getState().defaults()).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
  });
});

it("saves a decision to the cookie, tells subscribers and sends the record", () => {
  const sendRecord = jest.fn(() => Promise.resolve());
  const consent = store(sendRecord);
  const listener = jest.fn();
  consent.subscribe(listener);
  const record = consent.getState().save({ analytics: true, marketing: false, functional: true });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(consent.getState().hasConsent("analytics")).toBe(true);
  expect(consent.getState().hasConsent("marketing")).toBe(false);
  expect(parseConsentValue(consentValueFromCookieHeader(document.cookie))).toEqual(record);
  expect(record).toMatchObject({
    timestamp: "2026-11-22T12:00:00.000Z",
    version: "1.0.0",
    userAgent: "TestAgent/1.0",
  });
  expect(sendRecord).toHaveBeenCalledWith(record);
  // a new store (next page load) reads the same decision back
  expect(store().getState().record).toEqual(record);
});

it("withdrawing analytics clears analytics cookies and keeps the others", () => {
  const consent = store();
  consent.getState().acceptAll();
  document.cookie = "_ga=GA1.2.3; Path=/";
  document.cookie = "_fbp=fb.1; Path=/";
  consent.getState().save({ analytics: false, marketing: true, functional: true });
  expect(document.cookie).not.toContain("_ga=");
  expect(document.cookie).toContain("_fbp=");
  consent.getState().rejectAll();
  expect(document.cookie).not.toContain("_fbp=");
  expect(consent.getState().categories).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
  });
});

it("only logs a failed server save (quiet failure)", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  const consent = store(jest.fn(async () => Promise.reject(new Error("offline"))));
  consent.getState().rejectAll();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(warn).toHaveBeenCalledWith(
    "Could not record the consent decision on the server.",
    expect.any(Error),
  );
  expect(consent.getState().record).not.toBeNull();
});

it("reads a decision made in another tab when this tab becomes visible again", () => {
  const consent = store();
  const otherTab = store();
  const record = otherTab.getState().acceptAll();
  expect(consent.getState().record).toBeNull();
  jest.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  document.dispatchEvent(new Event("visibilitychange"));
  expect(consent.getState().record).toEqual(record);
  expect(consent.getState().hasConsent("analytics")).toBe(true);
});
