// Signed-in requests for integration tests: a confirmed user and the session cookie next-auth
// would issue for them (same secret, same claims as lib/auth/options.ts).
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import type { Database } from "@/lib/db/prisma";
import type { UserRole } from "@/lib/db/generated/client";

/** The secret integration tests sign sessions with; set before the app's env is first read. */
export const TEST_AUTH_SECRET = "integration-tests-secret-0123456789abcdef";
process.env.NEXTAUTH_SECRET ??= TEST_AUTH_SECRET;

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Cookie header value carrying a valid session for this user. */
  cookie: string;
}

/** A session cookie for `userId` at `sessionVersion` (http site: no __Secure- prefix). */
export async function sessionCookieFor(userId: string, sessionVersion = 0): Promise<string> {
  const token = await encode({
    token: { sub: userId, sv: sessionVersion },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return `next-auth.session-token=${token}`;
}

/**
 * Creates a confirmed user (password hash is a placeholder value that no password matches — use
 * the sign-up flow when a test needs to sign in with a password) and returns a session cookie.
 */
export async function createSignedInUser(
  prisma: Database,
  options: { role?: UserRole; firstName?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`;
  const user = await prisma.user.create({
    data: {
      email,
      firstName: options.firstName ?? "Test",
      lastName: "User",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$not-a-real-salt$not-a-real-hash",
      role: options.role ?? "user",
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      adultConfirmedAt: new Date(),
    },
  });
  return {
    id: user.id,
    email,
    firstName: user.firstName,
    lastName: user.lastName,
    cookie: await sessionCookieFor(user.id),
  };
}
