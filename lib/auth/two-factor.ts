// A set-up secret protects sign-in only once a valid code proves the user's app has it.
import "server-only";
import QRCode from "qrcode";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { authSecret } from "../env";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { verifySecondFactor } from "./sign-in";
import {
  decryptTotpSecret,
  encryptTotpSecret,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotp,
  otpauthUrl,
} from "./totp";

const TWO_FACTOR_MESSAGES = {
  alreadyEnabled: "Two-factor authentication is already on. Turn it off first to set it up again.",
  notStarted: "Start the set-up again: scan the new QR code, then enter the code it shows.",
  wrongCode: "That code is not valid. Check the time on your phone is set automatically and try again.",
  notEnabled: "Two-factor authentication is not on.",
} as const;

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeSvg: string;
}

export async function startTwoFactorSetup(user: { id: string; email: string }): Promise<TwoFactorSetup> {
  const existing = await db().totpFactor.findUnique({
    where: { userId: user.id },
    select: { verifiedAt: true },
  });
  if (existing?.verifiedAt)
    throw new AppError("CONFLICT", TWO_FACTOR_MESSAGES.alreadyEnabled, {
      details: { formErrors: [TWO_FACTOR_MESSAGES.alreadyEnabled] },
    });
  const secret = generateTotpSecret();
  const secretEncrypted = encryptTotpSecret(secret, authSecret());
  await db().totpFactor.upsert({
    where: { userId: user.id },
    create: { userId: user.id, secretEncrypted },
    update: { secretEncrypted, verifiedAt: null, lastUsedStep: null },
  });
  const url = otpauthUrl(secret, user.email);
  const qrCodeSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUrl: url, qrCodeSvg };
}

export async function enableTwoFactor(userId: string, code: string): Promise<string[]> {
  await enforceRateLimit(RATE_LIMITS.twoFactorPerUser, userId);
  const factor = await db().totpFactor.findUnique({ where: { userId }, omit: { secretEncrypted: false } });
  if (!factor) throw AppError.validation({ formErrors: [TWO_FACTOR_MESSAGES.notStarted], fieldErrors: {} });
  if (factor.verifiedAt)
    throw new AppError("CONFLICT", TWO_FACTOR_MESSAGES.alreadyEnabled, {
      details: { formErrors: [TWO_FACTOR_MESSAGES.alreadyEnabled] },
    });
  const step = matchTotp(decryptTotpSecret(factor.secretEncrypted, authSecret()), code, Date.now());
  if (step === null)
    throw AppError.validation({ formErrors: [], fieldErrors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });

  const codes = generateRecoveryCodes();
  await db().$transaction([
    db().totpFactor.update({
      where: { id: factor.id },
      data: { verifiedAt: new Date(), lastUsedStep: BigInt(step) },
    }),
    db().recoveryCode.deleteMany({ where: { userId } }),
    db().recoveryCode.createMany({ data: codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })) }),
  ]);
  return codes;
}

export async function disableTwoFactor(userId: string, code: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.twoFactorPerUser, userId);
  const factor = await db().totpFactor.findUnique({ where: { userId }, omit: { secretEncrypted: false } });
  if (!factor?.verifiedAt)
    throw AppError.validation({ formErrors: [TWO_FACTOR_MESSAGES.notEnabled], fieldErrors: {} });
  if (!(await verifySecondFactor(userId, factor, code))) {
    throw AppError.validation({ formErrors: [], fieldErrors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });
  }
  const phone = await db().phoneFactor.findUnique({ where: { userId }, select: { verifiedAt: true } });
  await db().$transaction([
    db().totpFactor.delete({ where: { userId } }),
    // With text-message codes still on, the recovery codes still guard them.
    ...(phone?.verifiedAt ? [] : [db().recoveryCode.deleteMany({ where: { userId } })]),
  ]);
}
