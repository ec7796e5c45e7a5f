// The text-message second factor: a UK mobile number becomes a factor once a code texted to it comes back.
import "server-only";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { sendText } from "../sms/send";
import type { SignInChallenge } from "./challenge";
import { assertPassword } from "./mutations";
import { consumePhoneCode, issuePhoneCode, type PhoneCodePurpose } from "./phone-codes";
import { maskPhoneNumber, normaliseUkMobile } from "./phone-number";
import { PHONE_NUMBER_MESSAGE } from "./schemas";
import { SECOND_FACTOR_MESSAGES } from "./sign-in";
import { generateRecoveryCodes, hashRecoveryCode } from "./totp";

const PHONE_FACTOR_MESSAGES = {
  alreadyOn: "Text-message codes are already on. Remove the number first to use another.",
  notStarted: "Enter your mobile number again, and we will text you a new code.",
  wrongCode: "That code is not valid or has expired. Check the latest text we sent, or ask for a new code.",
  tooManyTexts: "We have sent several codes already. Please wait an hour, or use another way to sign in.",
} as const;

function textBody(code: string, purpose: PhoneCodePurpose): string {
  const action = purpose === "enrol" ? "confirm your mobile number" : "finish signing in";
  return `${code} is your Smart Supplement Stack Builder code to ${action}. It expires in 10 minutes. Never share it: we will never ask you for it.`;
}

// Per number and per account, so neither a shared number nor many numbers can be used to send many texts.
async function limitTexts(userId: string, phoneNumber: string): Promise<void> {
  try {
    await enforceRateLimit(RATE_LIMITS.phoneTextPerUser, userId);
    await enforceRateLimit(RATE_LIMITS.phoneTextPerNumber, phoneNumber);
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMIT_EXCEEDED") {
      throw new AppError("RATE_LIMIT_EXCEEDED", PHONE_FACTOR_MESSAGES.tooManyTexts, {
        retryAfterSeconds: error.retryAfterSeconds,
        details: { formErrors: [PHONE_FACTOR_MESSAGES.tooManyTexts] },
      });
    }
    throw error;
  }
}

async function textCode(userId: string, phoneNumber: string, purpose: PhoneCodePurpose): Promise<void> {
  await limitTexts(userId, phoneNumber);
  const code = await issuePhoneCode(userId, phoneNumber, purpose);
  await sendText({ to: phoneNumber, body: textBody(code, purpose) });
}

export async function startPhoneEnrolment(userId: string, input: string): Promise<{ sentTo: string }> {
  const phoneNumber = normaliseUkMobile(input);
  if (!phoneNumber)
    throw AppError.validation({ formErrors: [], fieldErrors: { phone: [PHONE_NUMBER_MESSAGE] } });
  const existing = await db().phoneFactor.findUnique({ where: { userId }, select: { verifiedAt: true } });
  if (existing?.verifiedAt)
    throw new AppError("CONFLICT", PHONE_FACTOR_MESSAGES.alreadyOn, {
      details: { formErrors: [PHONE_FACTOR_MESSAGES.alreadyOn] },
    });
  await textCode(userId, phoneNumber, "enrol");
  await db().phoneFactor.upsert({
    where: { userId },
    create: { userId, phoneNumber },
    update: { phoneNumber, verifiedAt: null },
  });
  return { sentTo: maskPhoneNumber(phoneNumber) };
}

/** Turns the factor on; answers recovery codes (shown once) when the account had none. */
export async function confirmPhoneEnrolment(
  userId: string,
  code: string,
): Promise<{ recoveryCodes: string[] | null }> {
  await enforceRateLimit(RATE_LIMITS.twoFactorPerUser, userId);
  const factor = await db().phoneFactor.findUnique({ where: { userId } });
  if (!factor) throw AppError.validation({ formErrors: [PHONE_FACTOR_MESSAGES.notStarted], fieldErrors: {} });
  if (factor.verifiedAt)
    throw new AppError("CONFLICT", PHONE_FACTOR_MESSAGES.alreadyOn, {
      details: { formErrors: [PHONE_FACTOR_MESSAGES.alreadyOn] },
    });
  if (!(await consumePhoneCode(userId, factor.phoneNumber, "enrol", code.trim())))
    throw AppError.validation({ formErrors: [], fieldErrors: { code: [PHONE_FACTOR_MESSAGES.wrongCode] } });

  // Recovery codes keep the owner able to sign in without the phone, as with the authenticator app.
  const hasCodes = (await db().recoveryCode.count({ where: { userId, usedAt: null } })) > 0;
  const codes = hasCodes ? null : generateRecoveryCodes();
  await db().$transaction([
    db().phoneFactor.update({ where: { id: factor.id }, data: { verifiedAt: new Date() } }),
    ...(codes
      ? [
          db().recoveryCode.deleteMany({ where: { userId } }),
          db().recoveryCode.createMany({
            data: codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })),
          }),
        ]
      : []),
  ]);
  return { recoveryCodes: codes };
}

export async function removePhoneFactor(userId: string, password: string): Promise<void> {
  await assertPassword(userId, password, "password");
  const totp = await db().totpFactor.findUnique({ where: { userId }, select: { verifiedAt: true } });
  await db().$transaction([
    db().phoneFactor.deleteMany({ where: { userId } }),
    db().phoneCode.deleteMany({ where: { userId } }),
    // Recovery codes belong to whichever factor is left; with none left there is nothing to recover.
    ...(totp?.verifiedAt ? [] : [db().recoveryCode.deleteMany({ where: { userId } })]),
  ]);
}

// The sign-in attempt's own cap on texts, so one attempt cannot use up the account's hour of texts.
const TEXTS_PER_SIGN_IN = { name: "phone-text:challenge", limit: 3, windowSeconds: 10 * 60 };

const signInExpired = () =>
  new AppError("AUTHENTICATION_ERROR", SECOND_FACTOR_MESSAGES.expired, {
    details: { formErrors: [SECOND_FACTOR_MESSAGES.expired] },
  });

export async function textSignInCode(challenge: SignInChallenge | null): Promise<{ sentTo: string }> {
  if (challenge?.stage !== "two-factor") throw signInExpired();
  const user = await db().user.findUnique({
    where: { id: challenge.uid },
    select: { sessionVersion: true, phoneFactor: true },
  });
  const factor = user?.phoneFactor;
  if (!user || user.sessionVersion !== challenge.sv || !factor?.verifiedAt) throw signInExpired();
  try {
    await enforceRateLimit(TEXTS_PER_SIGN_IN, challenge.jti);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError("RATE_LIMIT_EXCEEDED", PHONE_FACTOR_MESSAGES.tooManyTexts, {
      retryAfterSeconds: error.retryAfterSeconds,
      details: { formErrors: [PHONE_FACTOR_MESSAGES.tooManyTexts] },
    });
  }
  await textCode(challenge.uid, factor.phoneNumber, "sign-in");
  return { sentTo: maskPhoneNumber(factor.phoneNumber) };
}
