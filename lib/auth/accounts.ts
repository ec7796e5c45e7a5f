// Account flows over PostgreSQL: sign-up, email confirmation, resend, the password step of sign-in,
// the second factor, password reset. Route handlers validate input and call these; every answer
// that could reveal whether an email is registered is the same either way, except sign-up's
// "already registered" message, which the spec requires.
import "server-only";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { authSecret, serverEnv } from "../env";
import { confirmationEmail, passwordResetEmail } from "../mail/templates";
import { sendMail } from "../mail/send";
import { enforceRateLimit, RATE_LIMITS, resetRateLimit } from "../security/rate-limit";
import { createChallenge, type SignInChallenge } from "./challenge";
import { COMMON_PASSWORD_MESSAGE } from "./password-policy";
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "./passwords";
import { EMAIL_TOKEN_TTL_MS, randomToken, sha256Hex } from "./tokens";
import { decryptTotpSecret, hashRecoveryCode, matchTotp } from "./totp";
import type { AuthReason } from "../errors/auth-messages";
import type { EmailTokenType } from "../db/generated/client";

/** An auth failure with its typed reason in `details.auth`; the browser shows the reason's text. */
function authError(
  code: "AUTHENTICATION_ERROR" | "AUTHORIZATION_ERROR" | "CONFLICT",
  reason: AuthReason,
): AppError {
  return new AppError(code, `Auth failure: ${reason}`, { details: { auth: reason } });
}

export function rejectCommonPassword(password: string, field = "password"): void {
  if (isCommonPassword(password)) {
    throw AppError.validation({ fieldErrors: { [field]: [COMMON_PASSWORD_MESSAGE] }, formErrors: [] });
  }
}

function siteLink(path: string): string {
  return new URL(path, serverEnv().SITE_URL).toString();
}

/** Issues a single-use email token (stored hashed) and returns the raw token for the link. */
async function issueEmailToken(userId: string, type: EmailTokenType): Promise<string> {
  const token = randomToken();
  await db().$transaction([
    // A new link replaces older unused links of the same kind.
    db().emailToken.deleteMany({ where: { userId, type, usedAt: null } }),
    db().emailToken.create({
      data: {
        userId,
        type,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[type]),
      },
    }),
  ]);
  return token;
}

async function sendConfirmation(user: { id: string; email: string; firstName: string }): Promise<void> {
  const token = await issueEmailToken(user.id, "verify_email");
  await sendMail(
    confirmationEmail(user.email, user.firstName, siteLink(`/api/auth/confirm-email?token=${token}`)),
  );
}

// --- Sign-up -------------------------------------------------------------------------------------

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function signUp(input: SignUpInput, ip: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.signUpPerIp, ip);
  await enforceRateLimit(RATE_LIMITS.signUpPerEmail, input.email);
  rejectCommonPassword(input.password);

  const existing = await db().user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw authError("CONFLICT", "USER_ALREADY_REGISTERED");

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  let user;
  try {
    user = await db().user.create({
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        termsAcceptedAt: now,
        adultConfirmedAt: now,
        // SPEC §7 "Table calls": user_preferences mirrors the user's email and names.
        preference: { create: { email: input.email, firstName: input.firstName, lastName: input.lastName } },
      },
      select: { id: true, email: true, firstName: true },
    });
  } catch (error) {
    // Two sign-ups for one email at once: the unique index decides; the loser gets the same answer.
    if ((error as { code?: string }).code === "P2002") throw authError("CONFLICT", "USER_ALREADY_REGISTERED");
    throw error;
  }
  await sendConfirmation(user);
}

// --- Email confirmation --------------------------------------------------------------------------

export type TokenProblem = "invalid" | "expired" | "used";

export class EmailTokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`Email token ${problem}`);
    this.name = "EmailTokenError";
  }
}

/** Looks a raw token up without consuming it. */
export async function inspectEmailToken(token: string, type: EmailTokenType) {
  const row = await db().emailToken.findUnique({ where: { tokenHash: sha256Hex(token) } });
  if (!row || row.type !== type) return { problem: "invalid" as const };
  if (row.usedAt) return { problem: "used" as const };
  if (row.expiresAt <= new Date()) return { problem: "expired" as const };
  return { row };
}

/**
 * Marks a token used, exactly once even under concurrent requests (conditional update), and
 * returns its user id; throws EmailTokenError otherwise.
 */
async function consumeEmailToken(token: string, type: EmailTokenType): Promise<string> {
  const inspected = await inspectEmailToken(token, type);
  if (!inspected.row) throw new EmailTokenError(inspected.problem);
  const claimed = await db().emailToken.updateMany({
    where: { id: inspected.row.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) throw new EmailTokenError("used");
  return inspected.row.userId;
}

export async function confirmEmail(token: string): Promise<void> {
  const userId = await consumeEmailToken(token, "verify_email");
  await db().user.updateMany({
    where: { id: userId, emailVerifiedAt: null },
    data: { emailVerifiedAt: new Date() },
  });
}

/** Sends a new confirmation link when the account exists and is unconfirmed; silent otherwise. */
export async function resendConfirmation(email: string, ip: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.resendPerIp, ip);
  await enforceRateLimit(RATE_LIMITS.resendPerEmail, email);
  const user = await db().user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, emailVerifiedAt: true },
  });
  if (user && !user.emailVerifiedAt) await sendConfirmation(user);
}

// --- Password reset ------------------------------------------------------------------------------

export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.resetPerIp, ip);
  await enforceRateLimit(RATE_LIMITS.resetPerEmail, email);
  const user = await db().user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true },
  });
  if (!user) return;
  const token = await issueEmailToken(user.id, "reset_password");
  await sendMail(passwordResetEmail(user.email, user.firstName, siteLink(`/reset-password/${token}`)));
}

/**
 * Sets a new password from a reset link. The link proves the address, so it also confirms it; every
 * existing session ends (session version bump) and other reset links die.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  rejectCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const userId = await consumeEmailToken(token, "reset_password");
  const now = new Date();
  await db().$transaction([
    db().user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    }),
    db().user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } }),
    db().emailToken.deleteMany({ where: { userId, type: "reset_password", usedAt: null } }),
  ]);
}

// --- Sign-in -------------------------------------------------------------------------------------

export interface PasswordStepResult {
  user: { id: string; firstName: string; sessionVersion: number };
  twoFactorRequired: boolean;
  challengeValue: string;
}

/** The password step: rate limit, credentials, confirmed email; then a challenge for the next step. */
export async function passwordStep(email: string, password: string, ip: string): Promise<PasswordStepResult> {
  await enforceRateLimit(RATE_LIMITS.signInPerEmailAndIp, `${email}|${ip}`);
  const user = await db().user.findUnique({
    where: { email },
    omit: { passwordHash: false },
    include: { totpFactor: { select: { verifiedAt: true } } },
  });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw authError("AUTHENTICATION_ERROR", "INVALID_CREDENTIALS");
  if (!user.emailVerifiedAt) throw authError("AUTHORIZATION_ERROR", "EMAIL_NOT_CONFIRMED");
  await resetRateLimit(RATE_LIMITS.signInPerEmailAndIp, `${email}|${ip}`);

  const twoFactorRequired = Boolean(user.totpFactor?.verifiedAt);
  const { value } = createChallenge(user, twoFactorRequired ? "two-factor" : "password", authSecret());
  return {
    user: { id: user.id, firstName: user.firstName, sessionVersion: user.sessionVersion },
    twoFactorRequired,
    challengeValue: value,
  };
}

/** Marks a challenge used (single use, shared across servers via the rate-limit table). */
async function consumeChallenge(challenge: SignInChallenge): Promise<boolean> {
  const rule = { name: "sign-in-challenge:used", limit: 1, windowSeconds: 15 * 60 };
  try {
    await enforceRateLimit(rule, challenge.jti);
    return true;
  } catch {
    return false;
  }
}

export interface SessionSubject {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  sessionVersion: number;
}

export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SignInError";
  }
}

/** Messages the /verify-2fa and /login screens show for a failed final step. */
export const SECOND_FACTOR_MESSAGES = {
  expired: "Your sign-in has expired. Please sign in again.",
  invalidCode: "That code is not valid. Check your authenticator app and try again, or use a recovery code.",
  tooMany: "Too many attempts. Please wait a few minutes and sign in again.",
} as const;

/**
 * The final step, called by the next-auth Credentials provider: turns a valid challenge (plus a
 * second factor when the challenge asks for one) into the user the session is issued for.
 */
export async function completeSignIn(
  challenge: SignInChallenge | null,
  code: string | undefined,
): Promise<SessionSubject> {
  if (!challenge) throw new SignInError(SECOND_FACTOR_MESSAGES.expired);
  const user = await db().user.findUnique({
    where: { id: challenge.uid },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      sessionVersion: true,
      emailVerifiedAt: true,
      totpFactor: { omit: { secretEncrypted: false } },
    },
  });
  if (!user || user.sessionVersion !== challenge.sv || !user.emailVerifiedAt)
    throw new SignInError(SECOND_FACTOR_MESSAGES.expired);

  if (challenge.stage === "two-factor") {
    try {
      await enforceRateLimit(RATE_LIMITS.twoFactorPerUser, user.id);
    } catch {
      throw new SignInError(SECOND_FACTOR_MESSAGES.tooMany);
    }
    if (!code || !(await verifySecondFactor(user.id, user.totpFactor, code))) {
      throw new SignInError(SECOND_FACTOR_MESSAGES.invalidCode);
    }
  }
  if (!(await consumeChallenge(challenge))) throw new SignInError(SECOND_FACTOR_MESSAGES.expired);
  if (challenge.stage === "two-factor") await resetRateLimit(RATE_LIMITS.twoFactorPerUser, user.id);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    sessionVersion: user.sessionVersion,
  };
}

interface StoredFactor {
  id: string;
  secretEncrypted: string;
  verifiedAt: Date | null;
  lastUsedStep: bigint | null;
}

/**
 * Accepts a 6-digit TOTP code (not replayable: the step is recorded atomically) or an unused
 * recovery code (marked used atomically). Only verified factors count.
 */
export async function verifySecondFactor(
  userId: string,
  factor: StoredFactor | null,
  code: string,
): Promise<boolean> {
  if (!factor?.verifiedAt) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const secret = decryptTotpSecret(factor.secretEncrypted, authSecret());
    const lastUsed = factor.lastUsedStep === null ? null : Number(factor.lastUsedStep);
    const step = matchTotp(secret, trimmed, Date.now(), lastUsed);
    if (step === null) return false;
    const recorded = await db().totpFactor.updateMany({
      where: { id: factor.id, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: BigInt(step) } }] },
      data: { lastUsedStep: BigInt(step) },
    });
    return recorded.count === 1;
  }
  const used = await db().recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(trimmed), usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}
