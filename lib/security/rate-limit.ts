// Rate limits shared by every server: fixed-window counters in PostgreSQL (rate_limit_buckets).
// One atomic upsert per check, so concurrent requests on several servers count exactly; the
// database clock decides windows, so servers with skewed clocks agree.
import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "../errors/app-error";
import { afterResponse } from "../api-server/after-response";
import { db } from "../db/prisma";

export interface RateLimitRule {
  /** Stable rule name; part of the bucket key. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** The limits of docs/architecture.md "Security baseline" and the accounts issue. */
export const RATE_LIMITS = {
  signInPerEmailAndIp: { name: "sign-in:email+ip", limit: 5, windowSeconds: 15 * 60 },
  /**
   * Sign-in attempts for one email from any address: holds whatever address a client claims
   * (issue 15, item 1: 30 guesses with a new X-Forwarded-For each went unlimited). A correct
   * password resets it, so a locked-out owner waits at most one window.
   */
  signInPerEmail: { name: "sign-in:email", limit: 10, windowSeconds: 15 * 60 },
  signUpPerEmail: { name: "sign-up:email", limit: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { name: "sign-up:ip", limit: 20, windowSeconds: 60 * 60 },
  resendPerEmail: { name: "resend:email", limit: 3, windowSeconds: 60 * 60 },
  resendPerIp: { name: "resend:ip", limit: 20, windowSeconds: 60 * 60 },
  resetPerEmail: { name: "reset:email", limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { name: "reset:ip", limit: 20, windowSeconds: 60 * 60 },
  /**
   * Setting a new password from a reset link, checked before the token is looked up and the password
   * scored: per address, and per link so one leaked link cannot be tried without end.
   */
  resetSubmitPerIp: { name: "reset-submit:ip", limit: 20, windowSeconds: 60 * 60 },
  resetSubmitPerToken: { name: "reset-submit:token", limit: 10, windowSeconds: 60 * 60 },
  /** Second factor: codes per pending sign-in (a 6-digit code must not be guessable). */
  twoFactorPerUser: { name: "two-factor:user", limit: 5, windowSeconds: 15 * 60 },
  /** Password re-entry on account pages (change password, delete account, disable 2FA). */
  passwordCheckPerUser: { name: "password-check:user", limit: 10, windowSeconds: 15 * 60 },
  /** Requests to change the account's email address (each sends a link to a new address), per user. */
  emailChangePerUser: { name: "email-change:user", limit: 3, windowSeconds: 60 * 60 },
  /** Contact form: messages per hour from one address and for one sender email. */
  contactPerIp: { name: "contact:ip", limit: 5, windowSeconds: 60 * 60 },
  contactPerEmail: { name: "contact:email", limit: 5, windowSeconds: 60 * 60 },
  /**
   * Real-user monitoring. A browser tab sends a batch when 50 metrics are queued and when the page
   * is hidden — a few requests a minute even on a busy page — so 120 a minute per session is never
   * reached by a real browser; 600 a minute per address leaves room for many visitors behind one
   * NAT (an office, a mobile carrier) while capping what one machine can write.
   */
  rumPerSession: { name: "rum:session", limit: 120, windowSeconds: 60 },
  rumPerIp: { name: "rum:ip", limit: 600, windowSeconds: 60 },
  /**
   * Browser error reports (issue 18): the reporter sends at most 5 a page load, so 30 per 10
   * minutes per address is room for a few broken pages; a loop or a flood stops there.
   */
  clientErrorPerIp: { name: "client-error:ip", limit: 30, windowSeconds: 10 * 60 },
  /** Consent decisions: a person makes a handful; 30 per 10 minutes per address is generous. */
  consentPerIp: { name: "consent:ip", limit: 30, windowSeconds: 10 * 60 },
  /** Writing, editing or deleting product reviews, per user across all products. */
  reviewWritePerUser: { name: "review-write:user", limit: 10, windowSeconds: 60 * 60 },
  /** Saving new stacks (create and duplicate), per user (issue 15, item 9: no unbounded work). */
  stackCreatePerUser: { name: "stack-create:user", limit: 60, windowSeconds: 60 * 60 },
  /** Publishing to the community, per user: each one recomputes the community page's data. */
  stackPublishPerUser: { name: "stack-publish:user", limit: 20, windowSeconds: 60 * 60 },
  /**
   * Profile image uploads, per user (issue 18, item 4): each is decoded and re-encoded with sharp, so
   * 20 an hour is room for trying a few pictures while capping the work one account can cause.
   */
  profileImageUploadPerUser: { name: "profile-image-upload:user", limit: 20, windowSeconds: 60 * 60 },
  /** Price-feed uploads on the data-collection dashboard, per admin (each holds the import lock). */
  priceImportPerUser: { name: "price-import:user", limit: 20, windowSeconds: 60 * 60 },
  /**
   * PDF reports (each up to a few seconds of a report worker): per address for everyone, per user too
   * when signed in. Each part of the batch export counts as one.
   */
  reportPdfPerIp: { name: "report-pdf:ip", limit: 30, windowSeconds: 10 * 60 },
  reportPdfPerUser: { name: "report-pdf:user", limit: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

/** Bucket subjects are hashed so emails and IPs are not stored in clear in the counters table. */
export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  const digest = createHash("sha256").update(subject.toLowerCase()).digest("hex").slice(0, 40);
  return `${rule.name}:${digest}`;
}

interface BucketRow {
  hits: number;
  retry_after: number;
}

/** Counts one request against `rule` for `subject` and says whether it is within the limit. */
export async function hitRateLimit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const key = rateLimitKey(rule, subject);
  // A window that has expired restarts at 1; otherwise the counter increments. Times are UTC, as
  // Prisma stores timestamp(3) columns.
  const rows = await db().$queryRaw<BucketRow[]>`
    INSERT INTO rate_limit_buckets AS b (key, hits, expires_at)
    VALUES (${key}, 1, timezone('UTC', now()) + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN b.expires_at <= timezone('UTC', now()) THEN 1 ELSE b.hits + 1 END,
      expires_at = CASE WHEN b.expires_at <= timezone('UTC', now()) THEN EXCLUDED.expires_at ELSE b.expires_at END
    RETURNING hits, CEIL(EXTRACT(EPOCH FROM (expires_at - timezone('UTC', now()))))::int AS retry_after`;
  const row = rows[0];
  if (!row) throw new Error(`Rate limit upsert for ${rule.name} returned no row`);
  await maybePruneExpired();
  return {
    allowed: row.hits <= rule.limit,
    hits: row.hits,
    remaining: Math.max(0, rule.limit - row.hits),
    retryAfterSeconds: Math.max(1, row.retry_after),
  };
}

/** Counts the request and throws 429 RATE_LIMIT_EXCEEDED (with Retry-After) when over the limit. */
export async function enforceRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const result = await hitRateLimit(rule, subject);
  if (!result.allowed) {
    throw new AppError("RATE_LIMIT_EXCEEDED", `Rate limit ${rule.name} exceeded`, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/** Forgets a subject's counter, e.g. the second-factor attempts once a code was accepted. */
export async function resetRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await db().rateLimitBucket.deleteMany({ where: { key: rateLimitKey(rule, subject) } });
}

// Expired buckets are deleted now and then (about one request in a hundred: the table stays small
// without a delete on every request), after the answer has gone.
async function maybePruneExpired(): Promise<void> {
  if (Math.random() >= 0.01) return;
  await afterResponse(
    "Pruning expired rate-limit buckets",
    () => db().$executeRaw`DELETE FROM rate_limit_buckets WHERE expires_at < timezone('UTC', now())`,
  );
}
