// The common-password list: zxcvbn-ts's ~49,000 most common passwords (MIT licence).
import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Checking a real hash makes "no such account" no faster than "wrong password" (no enumeration by timing).
let timingDummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  timingDummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await timingDummyHash, password);
  return false;
}

let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
