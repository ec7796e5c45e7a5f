// Texted codes: 6 digits, kept as an HMAC (a plain hash of a million codes is a lookup table), 10 minutes, once.
import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { db } from "../db/prisma";
import { authSecret } from "../env";
import { safeEqual } from "./tokens";

export type PhoneCodePurpose = "enrol" | "sign-in";

export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
// Wrong guesses at one code before it is void (the sign-in limits also apply).
const PHONE_CODE_MAX_ATTEMPTS = 5;

function generatePhoneCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

function hashPhoneCode(userId: string, purpose: PhoneCodePurpose, code: string, secret: string): string {
  return createHmac("sha256", secret).update(`phone-code:${userId}:${purpose}:${code}`).digest("hex");
}

/** A new code for the number; any earlier unused code of the same purpose stops working. */
export async function issuePhoneCode(
  userId: string,
  phoneNumber: string,
  purpose: PhoneCodePurpose,
  nowMs = Date.now(),
): Promise<string> {
  const code = generatePhoneCode();
  await db().$transaction([
    db().phoneCode.deleteMany({ where: { userId, purpose, usedAt: null } }),
    db().phoneCode.create({
      data: {
        userId,
        phoneNumber,
        purpose,
        codeHash: hashPhoneCode(userId, purpose, code, authSecret()),
        expiresAt: new Date(nowMs + PHONE_CODE_TTL_MS),
      },
    }),
  ]);
  return code;
}

/** Claims the current code if it matches; the claim is a conditional update, so a code works once. */
export async function consumePhoneCode(
  userId: string,
  phoneNumber: string,
  purpose: PhoneCodePurpose,
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const current = await db().phoneCode.findFirst({
    where: {
      userId,
      phoneNumber,
      purpose,
      usedAt: null,
      expiresAt: { gt: new Date() },
      attempts: { lt: PHONE_CODE_MAX_ATTEMPTS },
    },
    orderBy: { createdAt: "desc" },
  });
  if (!current) return false;
  if (!safeEqual(current.codeHash, hashPhoneCode(userId, purpose, code, authSecret()))) {
    await db().phoneCode.update({ where: { id: current.id }, data: { attempts: { increment: 1 } } });
    return false;
  }
  const claimed = await db().phoneCode.updateMany({
    where: { id: current.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  return claimed.count === 1;
}
