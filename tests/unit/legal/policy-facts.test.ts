/**
 * @jest-environment node
 */
// The privacy and cookie policies state periods the code must keep true: if one of these
// constants changes, the policy text in components/legal/ must change with it.
import { CHALLENGE_TTL_SECONDS } from "@/lib/auth/challenge";
import { PHONE_CODE_TTL_MS } from "@/lib/auth/phone-codes";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session";
import { EMAIL_TOKEN_TTL_MS } from "@/lib/auth/tokens";
import { CONTACT_RETENTION_MONTHS } from "@/lib/contact/retention";
import { CARE_CARD_LINK_DAYS } from "@/lib/daily-plan/care-card-links";
import { CLIENT_ERROR_RETENTION_DAYS } from "@/lib/client-errors/retention";
import { RUM_RETENTION_DAYS, rumRetentionCutoff } from "@/lib/monitoring/retention";
import { RATE_LIMITS } from "@/lib/security/rate-limit";

test("sessions last 30 days (cookie policy: next-auth.session-token)", () => {
  expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
});

test("contact messages are kept 12 months (privacy policy, contact page)", () => {
  expect(CONTACT_RETENTION_MONTHS).toBe(12);
});

test("rate-limit counters expire within 1 minute to 1 hour (privacy policy)", () => {
  for (const rule of Object.values(RATE_LIMITS)) {
    expect(rule.windowSeconds).toBeGreaterThanOrEqual(60);
    expect(rule.windowSeconds).toBeLessThanOrEqual(60 * 60);
  }
});

test("emailed links last 24 hours (confirmation) and 1 hour (reset) (privacy policy)", () => {
  expect(EMAIL_TOKEN_TTL_MS.verify_email).toBe(24 * 60 * 60 * 1000);
  expect(EMAIL_TOKEN_TTL_MS.reset_password).toBe(60 * 60 * 1000);
});

test("the sign-in challenge cookie lasts at most 10 minutes (cookie policy)", () => {
  expect(Math.max(...Object.values(CHALLENGE_TTL_SECONDS))).toBe(10 * 60);
});

test("monitoring metrics are kept 30 days (privacy policy)", () => {
  expect(RUM_RETENTION_DAYS).toBe(30);
  expect(rumRetentionCutoff(new Date("2026-03-31T12:00:00Z")).toISOString()).toBe("2026-03-01T12:00:00.000Z");
});

test("browser error reports are kept 30 days (privacy policy)", () => {
  expect(CLIENT_ERROR_RETENTION_DAYS).toBe(30);
});

test("texted codes last 10 minutes and pharmacist card links 30 days (privacy policy)", () => {
  expect(PHONE_CODE_TTL_MS).toBe(10 * 60 * 1000);
  expect(CARE_CARD_LINK_DAYS).toBe(30);
});
