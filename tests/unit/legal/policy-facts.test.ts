/**
 * @jest-environment node
 */
// The privacy and cookie policies state periods the code must keep true: if one of these
// constants changes, the policy text in app/(marketing)/ must change with it.
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session";
import { CONTACT_RETENTION_MONTHS } from "@/lib/contact/retention";
import { RATE_LIMITS } from "@/lib/security/rate-limit";

test("sessions last 30 days (cookie policy: next-auth.session-token)", () => {
  expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
});

test("contact messages are kept 12 months (privacy policy, contact page)", () => {
  expect(CONTACT_RETENTION_MONTHS).toBe(12);
});

test("rate-limit counters expire within 15 minutes to 1 hour (privacy policy)", () => {
  for (const rule of Object.values(RATE_LIMITS)) {
    expect(rule.windowSeconds).toBeGreaterThanOrEqual(15 * 60);
    expect(rule.windowSeconds).toBeLessThanOrEqual(60 * 60);
  }
});
