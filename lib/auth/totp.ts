// RFC 6238: HMAC-SHA1, 6 digits, 30-second steps, as every authenticator app expects.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { sha256Hex } from "./tokens";

const TOTP_DIGITS = 6;
const TOTP_PERIOD_SECONDS = 30;
// ±30 s of clock drift between phone and server.
const TOTP_WINDOW_STEPS = 1;
const TOTP_ISSUER = "Smart Supplement Stack Builder UK";
const RECOVERY_CODE_COUNT = 10;

function totp(secretBase32: string, accountEmail = ""): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountEmail,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

// 160 bits: RFC 4226's recommended length.
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function timeStep(nowMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });
}

export function totpCode(secretBase32: string, step: number): string {
  return totp(secretBase32).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

// Each step is checked on its own (otpauth's window would accept any), so a used code cannot be replayed.
export function matchTotp(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(nowMs);
  const generator = totp(secretBase32);
  for (let offset = -TOTP_WINDOW_STEPS; offset <= TOTP_WINDOW_STEPS; offset += 1) {
    const step = current + offset;
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (generator.validate({ token: code, timestamp: step * TOTP_PERIOD_SECONDS * 1000, window: 0 }) === 0) {
      return step;
    }
  }
  return null;
}

export function otpauthUrl(secretBase32: string, accountEmail: string): string {
  return totp(secretBase32, accountEmail).toString();
}

function encryptionKey(authSecret: string): Buffer {
  return Buffer.from(
    hkdfSync("sha256", authSecret, "totp-secrets", "Smart Supplement Stack Builder TOTP key v1", 32),
  );
}

export function encryptTotpSecret(secretBase32: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
  return [
    "v1",
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    ciphertext.toString("base64url"),
  ].join(".");
}

export function decryptTotpSecret(stored: string, authSecret: string): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !ciphertext) throw new Error("Unrecognised TOTP secret format");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(authSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
    "utf8",
  );
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const raw = new Secret({ size: 7 }).base32.slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export function hashRecoveryCode(code: string): string {
  return sha256Hex(`recovery:${normaliseRecoveryCode(code)}`);
}
