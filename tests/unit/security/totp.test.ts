/** @jest-environment node */
import {
  base32Decode,
  base32Encode,
  decryptTotpSecret,
  encryptTotpSecret,
  generateRecoveryCodes,
  hashRecoveryCode,
  matchTotp,
  otpauthUrl,
  timeStep,
  totpCode,
} from "@/lib/auth/totp";

// RFC 6238 appendix B test vectors (SHA-1, secret "12345678901234567890"), last 6 digits.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));
const VECTORS: [seconds: number, code: string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

test.each(VECTORS)("RFC 6238 vector at %i s gives %s", (seconds, code) => {
  expect(totpCode(RFC_SECRET, timeStep(seconds * 1000))).toBe(code);
});

test("base32 round-trips and ignores case, spaces and padding", () => {
  const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 17]);
  const encoded = base32Encode(bytes);
  expect(base32Decode(encoded.toLowerCase())).toEqual(bytes);
  expect(base32Decode(`${encoded.slice(0, 4)} ${encoded.slice(4)}==`)).toEqual(bytes);
  expect(() => base32Decode("not*base32")).toThrow();
});

describe("matchTotp window and replay", () => {
  const now = 1_700_000_000_000;
  const step = timeStep(now);
  test("accepts the current step and one either side, nothing further", () => {
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), now)).toBeNull();
  });
  test("refuses a code of a step already used (no replay)", () => {
    const code = totpCode(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, step)).toBe(step + 1);
  });
  test("refuses malformed codes", () => {
    expect(matchTotp(RFC_SECRET, "12345", now)).toBeNull();
    expect(matchTotp(RFC_SECRET, "abcdef", now)).toBeNull();
  });
});

test("secrets are encrypted (AES-GCM): round-trip, fresh IV each time, tampering and wrong key fail", () => {
  const key = "k".repeat(40);
  const a = encryptTotpSecret(RFC_SECRET, key);
  const b = encryptTotpSecret(RFC_SECRET, key);
  expect(a).not.toBe(b);
  expect(a).not.toContain(RFC_SECRET);
  expect(decryptTotpSecret(a, key)).toBe(RFC_SECRET);
  expect(() => decryptTotpSecret(a, "x".repeat(40))).toThrow();
  const parts = a.split(".");
  parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith("A") ? "BB" : "AA");
  expect(() => decryptTotpSecret(parts.join("."), key)).toThrow();
});

test("recovery codes: ten distinct, readable, hashed after normalisation", () => {
  const codes = generateRecoveryCodes();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  expect(hashRecoveryCode(codes[0]!.toLowerCase().replace("-", " "))).toBe(hashRecoveryCode(codes[0]!));
  expect(hashRecoveryCode(codes[0]!)).not.toBe(hashRecoveryCode(codes[1]!));
});

test("otpauth URL names the issuer and account", () => {
  const url = otpauthUrl("ABC", "ann@example.com");
  expect(url).toMatch(/^otpauth:\/\/totp\/Smart%20Supplement%20Stack%20Builder%20UK%3Aann%40example\.com\?/);
  expect(new URL(url).searchParams.get("secret")).toBe("ABC");
  expect(new URL(url).searchParams.get("digits")).toBe("6");
});
