// Answers that could reveal whether an email is registered are the same either way, except sign-up's.
import "server-only";
import { db } from "../db/prisma";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import { confirmationEmail, passwordResetEmail } from "../mail/templates";
import { sendMail, siteLink } from "../mail/send";
import { afterResponse } from "../api-server/after-response";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { runInWorker } from "../workers/pool";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from "./password-policy";
import { WEAK_PASSWORD_MESSAGE } from "./password-strength";
import { hashPassword, isCommonPassword } from "./passwords";
import { EMAIL_TOKEN_TTL_MS, randomToken, sha256Hex } from "./tokens";
import type { AuthReason } from "../errors/auth-messages";
import type { EmailTokenType } from "../db/generated/client";

export function authError(
  code: "AUTHENTICATION_ERROR" | "AUTHORIZATION_ERROR" | "CONFLICT",
  reason: AuthReason,
): AppError {
  return new AppError(code, `Auth failure: ${reason}`, { details: { auth: reason } });
}

export async function rejectWeakPassword(
  password: string,
  field = "password",
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const refuse = (message: string) =>
    AppError.validation({ fieldErrors: { [field]: [message] }, formErrors: [] });
  if (password.length > PASSWORD_MAX_LENGTH) throw refuse(PASSWORD_TOO_LONG_MESSAGE);
  if (isCommonPassword(password)) throw refuse(COMMON_PASSWORD_MESSAGE);
  const strength = await runInWorker("passwordStrength", { password, userInputs: [...userInputs] });
  if (!strength.acceptable) throw refuse(WEAK_PASSWORD_MESSAGE);
}

async function issueEmailToken(userId: string, type: EmailTokenType): Promise<string> {
  const token = randomToken();
  await db().$transaction([
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

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function signUp(input: SignUpInput, ip: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.signUpPerIp, ip);
  await enforceRateLimit(RATE_LIMITS.signUpPerEmail, input.email);
  await rejectWeakPassword(input.password, "password", [input.email, input.firstName, input.lastName]);

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
        // docs/product-rules.md §7 "Table calls": user_preferences mirrors the user's email and names.
        preference: { create: { email: input.email, firstName: input.firstName, lastName: input.lastName } },
      },
      select: { id: true, email: true, firstName: true },
    });
  } catch (error) {
    // Two sign-ups for one email at once: the unique index decides; the loser gets the same answer.
    if (isUniqueViolation(error)) throw authError("CONFLICT", "USER_ALREADY_REGISTERED");
    throw error;
  }
  await sendConfirmation(user);
}

export type TokenProblem = "invalid" | "expired" | "used";

export class EmailTokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`Email token ${problem}`);
    this.name = "EmailTokenError";
  }
}

export async function inspectEmailToken(token: string, type: EmailTokenType) {
  const row = await db().emailToken.findUnique({ where: { tokenHash: sha256Hex(token) } });
  if (!row || row.type !== type) return { problem: "invalid" as const };
  if (row.usedAt) return { problem: "used" as const };
  if (row.expiresAt <= new Date()) return { problem: "expired" as const };
  return { row };
}

// The conditional update claims the token exactly once, even under concurrent requests.
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

// The account lookup and the mail run after the answer, so neither it nor its timing says who is registered.
export async function resendConfirmation(email: string, ip: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.resendPerIp, ip);
  await enforceRateLimit(RATE_LIMITS.resendPerEmail, email);
  await afterResponse("Sending a confirmation link", async () => {
    const user = await db().user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true, emailVerifiedAt: true },
    });
    if (user && !user.emailVerifiedAt) await sendConfirmation(user);
  });
}

export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.resetPerIp, ip);
  await enforceRateLimit(RATE_LIMITS.resetPerEmail, email);
  await afterResponse("Sending a password reset link", async () => {
    const user = await db().user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true },
    });
    if (!user) return;
    const token = await issueEmailToken(user.id, "reset_password");
    await sendMail(passwordResetEmail(user.email, user.firstName, siteLink(`/reset-password/${token}`)));
  });
}

export async function resetPassword(token: string, password: string, ip: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.resetSubmitPerIp, ip);
  await enforceRateLimit(RATE_LIMITS.resetSubmitPerToken, token);
  const inspected = await inspectEmailToken(token, "reset_password");
  if (!inspected.row) throw new EmailTokenError(inspected.problem);
  const person = await db().user.findUnique({
    where: { id: inspected.row.userId },
    select: { email: true, firstName: true, lastName: true },
  });
  await rejectWeakPassword(password, "password", [person?.email, person?.firstName, person?.lastName]);
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
