import "server-only";
import { db } from "../db/prisma";
import { authSecret } from "../env";
import { enforceRateLimit, RATE_LIMITS, resetRateLimit, type RateLimitRule } from "../security/rate-limit";
import { authError } from "./accounts";
import { CHALLENGE_TTL_SECONDS, createChallenge, type SignInChallenge } from "./challenge";
import { verifyAgainstDummy, verifyPassword } from "./passwords";
import { consumePhoneCode } from "./phone-codes";
import { decryptTotpSecret, hashRecoveryCode, matchTotp } from "./totp";

export interface PasswordStepResult {
  user: { id: string; firstName: string; sessionVersion: number };
  twoFactorRequired: boolean;
  challengeValue: string;
}

export async function passwordStep(email: string, password: string, ip: string): Promise<PasswordStepResult> {
  await enforceRateLimit(RATE_LIMITS.signInPerEmailAndIp, `${email}|${ip}`);
  await enforceRateLimit(RATE_LIMITS.signInPerEmail, email);
  const user = await db().user.findUnique({
    where: { email },
    omit: { passwordHash: false },
    include: {
      totpFactor: { select: { verifiedAt: true } },
      phoneFactor: { select: { verifiedAt: true } },
    },
  });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw authError("AUTHENTICATION_ERROR", "INVALID_CREDENTIALS");
  if (!user.emailVerifiedAt) throw authError("AUTHORIZATION_ERROR", "EMAIL_NOT_CONFIRMED");
  await resetRateLimit(RATE_LIMITS.signInPerEmailAndIp, `${email}|${ip}`);
  await resetRateLimit(RATE_LIMITS.signInPerEmail, email);

  const twoFactorRequired = Boolean(user.totpFactor?.verifiedAt ?? user.phoneFactor?.verifiedAt);
  const { value } = createChallenge(user, twoFactorRequired ? "two-factor" : "password", authSecret());
  return {
    user: { id: user.id, firstName: user.firstName, sessionVersion: user.sessionVersion },
    twoFactorRequired,
    challengeValue: value,
  };
}

// Single use across servers: the challenge's id is recorded once in the rate-limit table.
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

const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.trim());

export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SignInError";
  }
}

export const SECOND_FACTOR_MESSAGES = {
  expired: "Your sign-in has expired. Please sign in again.",
  invalidCode: "That code is not valid. Check your authenticator app and try again, or use a recovery code.",
  invalidTextCode:
    "That code is not valid or has expired. Check the latest text we sent, ask for a new one, or use a recovery code.",
  invalidRecoveryCode:
    "That recovery code is not valid or has already been used: each one works once. Try another recovery code, or a code from your authenticator app.",
  tooMany: "Too many attempts. Please sign in again.",
  codesPaused:
    "Too many authenticator codes have been tried for this account, so they are paused for up to an hour. Use one of your recovery codes instead — and if this was not you, change your password.",
} as const;

// Keyed so that someone holding the password cannot lock the owner out (docs/reference/accounts.md).
export const SECOND_FACTOR_LIMITS = {
  perChallenge: {
    name: "two-factor:challenge",
    limit: 5,
    windowSeconds: CHALLENGE_TTL_SECONDS["two-factor"],
  },
  codesPerUser: { name: "two-factor-code:user", limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

async function limitSecondFactorTry(challenge: SignInChallenge, userId: string, code: string | undefined) {
  try {
    await enforceRateLimit(SECOND_FACTOR_LIMITS.perChallenge, challenge.jti);
  } catch {
    throw new SignInError(SECOND_FACTOR_MESSAGES.tooMany);
  }
  if (!code || !isTotpCode(code)) return;
  try {
    await enforceRateLimit(SECOND_FACTOR_LIMITS.codesPerUser, userId);
  } catch {
    throw new SignInError(SECOND_FACTOR_MESSAGES.codesPaused);
  }
}

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
      phoneFactor: { select: { phoneNumber: true, verifiedAt: true } },
    },
  });
  if (!user || user.sessionVersion !== challenge.sv || !user.emailVerifiedAt)
    throw new SignInError(SECOND_FACTOR_MESSAGES.expired);

  if (challenge.stage === "two-factor") {
    await limitSecondFactorTry(challenge, user.id, code);
    if (!code || !(await verifySecondFactor(user.id, user.totpFactor, code, user.phoneFactor))) {
      throw new SignInError(wrongCodeMessage(code, user.totpFactor));
    }
  }
  if (!(await consumeChallenge(challenge))) throw new SignInError(SECOND_FACTOR_MESSAGES.expired);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    sessionVersion: user.sessionVersion,
  };
}

function wrongCodeMessage(code: string | undefined, totp: { verifiedAt: Date | null } | null): string {
  if (code && !isTotpCode(code)) return SECOND_FACTOR_MESSAGES.invalidRecoveryCode;
  return totp?.verifiedAt ? SECOND_FACTOR_MESSAGES.invalidCode : SECOND_FACTOR_MESSAGES.invalidTextCode;
}

interface StoredFactor {
  id: string;
  secretEncrypted: string;
  verifiedAt: Date | null;
  lastUsedStep: bigint | null;
}

async function acceptTotp(factor: StoredFactor, code: string): Promise<boolean> {
  const secret = decryptTotpSecret(factor.secretEncrypted, authSecret());
  const lastUsed = factor.lastUsedStep === null ? null : Number(factor.lastUsedStep);
  const step = matchTotp(secret, code, Date.now(), lastUsed);
  if (step === null) return false;
  const recorded = await db().totpFactor.updateMany({
    where: { id: factor.id, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: BigInt(step) } }] },
    data: { lastUsedStep: BigInt(step) },
  });
  return recorded.count === 1;
}

// The TOTP step, the texted code or the recovery code's use is recorded atomically, so no code works twice.
export async function verifySecondFactor(
  userId: string,
  factor: StoredFactor | null,
  code: string,
  phone: { phoneNumber: string; verifiedAt: Date | null } | null = null,
): Promise<boolean> {
  if (!factor?.verifiedAt && !phone?.verifiedAt) return false;
  const trimmed = code.trim();
  if (isTotpCode(trimmed)) {
    if (factor?.verifiedAt && (await acceptTotp(factor, trimmed))) return true;
    return phone?.verifiedAt ? consumePhoneCode(userId, phone.phoneNumber, "sign-in", trimmed) : false;
  }
  const used = await db().recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(trimmed), usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}
