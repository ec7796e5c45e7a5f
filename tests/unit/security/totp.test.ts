/** @jest-environment node */
import {
  decryptTotpSecret,
  encryptTotpSecret,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotp,
  otpauthUrl,
  timeStep,
  totpCode,
} from "@/lib/auth/totp";

// RFC 6238 appendix B test vectors (SHA-1, secret "12345678901234567890" = base32 below), last 6 digits.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
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

test("a new secret is 160 random bits in base32 and its codes verify", () => {
  const secret = generateTotpSecret();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(generateTotpSecret()).not.toBe(secret);
  const now = 1_700_000_000_000;
  expect(matchTotp(secret, totpCode(secret, timeStep(now)), now)).toBe(timeStep(now));
});

test("an enrolment stored before the otpauth library still verifies", () => {
  // Encrypted by the earlier hand-written implementation (same v1 format) with this auth secret.
  const stored = "v1.mwhCGhTzDC9bCZ6E.gNbn9MlrJ0zLOQzGRPfgBg._pK-Q2DPsMU-Aep8z5TTbCs-RRCmTKFfGjo11HQnImQ";
  const secret = decryptTotpSecret(stored, "legacy-enrolment-auth-secret-0123456789");
  expect(secret).toBe(RFC_SECRET);
  const at = 1111111111 * 1000;
  expect(matchTotp(secret, "050471", at)).toBe(timeStep(at));
  expect(matchTotp(secret, "050471", at, timeStep(at))).toBeNull();
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

test("otpauth URL names the issuer and account (Key URI format)", () => {
  const url = otpauthUrl(RFC_SECRET, "ann@example.com");
  expect(url).toMatch(/^otpauth:\/\/totp\/Smart%20Supplement%20Stack%20Builder%20UK:ann%40example\.com\?/);
  const params = new URL(url).searchParams;
  expect(params.get("secret")).toBe(RFC_SECRET);
  expect(params.get("issuer")).toBe("Smart Supplement Stack Builder UK");
  expect(params.get("algorithm")).toBe("SHA1");
  expect(params.get("digits")).toBe("6");
  expect(params.get("period")).toBe("30");
});
