// Shared by every server (docs/reference/security.md "Rate limits"); the database's clock decides windows.
import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "../errors/app-error";
import { afterResponse } from "../api-server/after-response";
import { db } from "../db/prisma";

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  signInPerEmailAndIp: { name: "sign-in:email+ip", limit: 5, windowSeconds: 15 * 60 },
  signInPerEmail: { name: "sign-in:email", limit: 10, windowSeconds: 15 * 60 },
  signUpPerEmail: { name: "sign-up:email", limit: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { name: "sign-up:ip", limit: 20, windowSeconds: 60 * 60 },
  resendPerEmail: { name: "resend:email", limit: 3, windowSeconds: 60 * 60 },
  resendPerIp: { name: "resend:ip", limit: 20, windowSeconds: 60 * 60 },
  resetPerEmail: { name: "reset:email", limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { name: "reset:ip", limit: 20, windowSeconds: 60 * 60 },
  resetSubmitPerIp: { name: "reset-submit:ip", limit: 20, windowSeconds: 60 * 60 },
  resetSubmitPerToken: { name: "reset-submit:token", limit: 10, windowSeconds: 60 * 60 },
  twoFactorPerUser: { name: "two-factor:user", limit: 5, windowSeconds: 15 * 60 },
  phoneTextPerUser: { name: "phone-text:user", limit: 5, windowSeconds: 60 * 60 },
  phoneTextPerNumber: { name: "phone-text:number", limit: 5, windowSeconds: 60 * 60 },
  passkeyPerUser: { name: "passkey:user", limit: 10, windowSeconds: 15 * 60 },
  passkeyOptionsPerIp: { name: "passkey-options:ip", limit: 120, windowSeconds: 15 * 60 },
  passkeySignInPerIp: { name: "passkey-sign-in:ip", limit: 30, windowSeconds: 15 * 60 },
  passwordCheckPerUser: { name: "password-check:user", limit: 10, windowSeconds: 15 * 60 },
  emailChangePerUser: { name: "email-change:user", limit: 3, windowSeconds: 60 * 60 },
  contactPerIp: { name: "contact:ip", limit: 5, windowSeconds: 60 * 60 },
  contactPerEmail: { name: "contact:email", limit: 5, windowSeconds: 60 * 60 },
  correctionPerIp: { name: "correction:ip", limit: 5, windowSeconds: 60 * 60 },
  correctionPerEmail: { name: "correction:email", limit: 5, windowSeconds: 60 * 60 },
  rumPerSession: { name: "rum:session", limit: 120, windowSeconds: 60 },
  rumPerIp: { name: "rum:ip", limit: 600, windowSeconds: 60 },
  clientErrorPerIp: { name: "client-error:ip", limit: 30, windowSeconds: 10 * 60 },
  consentPerIp: { name: "consent:ip", limit: 30, windowSeconds: 10 * 60 },
  reviewWritePerUser: { name: "review-write:user", limit: 10, windowSeconds: 60 * 60 },
  pushTestPerUser: { name: "push-test:user", limit: 10, windowSeconds: 60 * 60 },
  contentReportPerUser: { name: "content-report:user", limit: 10, windowSeconds: 60 * 60 },
  stackCreatePerUser: { name: "stack-create:user", limit: 60, windowSeconds: 60 * 60 },
  stackPublishPerUser: { name: "stack-publish:user", limit: 20, windowSeconds: 60 * 60 },
  profileImageUploadPerUser: { name: "profile-image-upload:user", limit: 20, windowSeconds: 60 * 60 },
  labelPhotoUploadPerUser: { name: "label-photo-upload:user", limit: 30, windowSeconds: 60 * 60 },
  productSuggestionPerUser: { name: "product-suggestion:user", limit: 5, windowSeconds: 60 * 60 },
  priceImportPerUser: { name: "price-import:user", limit: 20, windowSeconds: 60 * 60 },
  reportPdfPerIp: { name: "report-pdf:ip", limit: 30, windowSeconds: 10 * 60 },
  reportPdfPerUser: { name: "report-pdf:user", limit: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  remaining: number;
  retryAfterSeconds: number;
}

export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  const digest = createHash("sha256").update(subject.toLowerCase()).digest("hex").slice(0, 40);
  return `${rule.name}:${digest}`;
}

interface BucketRow {
  hits: number;
  retry_after: number;
}

export async function hitRateLimit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const key = rateLimitKey(rule, subject);
  // Times are UTC, as Prisma stores timestamp(3) columns.
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

export async function enforceRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const result = await hitRateLimit(rule, subject);
  if (!result.allowed) {
    throw new AppError("RATE_LIMIT_EXCEEDED", `Rate limit ${rule.name} exceeded`, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

export async function resetRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await db().rateLimitBucket.deleteMany({ where: { key: rateLimitKey(rule, subject) } });
}

async function maybePruneExpired(): Promise<void> {
  if (Math.random() >= 0.01) return;
  await afterResponse(
    "Pruning expired rate-limit buckets",
    () => db().$executeRaw`DELETE FROM rate_limit_buckets WHERE expires_at < timezone('UTC', now())`,
  );
}
