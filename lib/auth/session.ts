import "server-only";
import { decode } from "next-auth/jwt";
import { cookieFrom, readCookie, SESSION_COOKIE_BASE_NAME } from "./cookies";
import { db } from "../db/prisma";
import { isSessionRevoked } from "./revoked-sessions";
import { AppError } from "../errors/app-error";
import { authSecret, serverEnv } from "../env";
import type { UserRole } from "../db/generated/client";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  emailVerified: boolean;
}

export interface SessionClaims {
  sub?: string;
  sv?: number;
  sid?: string;
}

export function usesSecureCookies(): boolean {
  const env = serverEnv();
  return (env.NEXTAUTH_URL ?? env.SITE_URL).startsWith("https://");
}

function sessionCookieName(): string {
  return `${usesSecureCookies() ? "__Secure-" : ""}${SESSION_COOKIE_BASE_NAME}`;
}

export async function userForClaims(claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims?.sub || typeof claims.sv !== "number") return null;
  const sessionId = claims.sid;
  const [user, revoked] = await Promise.all([
    db().user.findUnique({
      where: { id: claims.sub },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        role: true,
        emailVerifiedAt: true,
        sessionVersion: true,
      },
    }),
    typeof sessionId === "string" ? isSessionRevoked(sessionId) : false,
  ]);
  if (!user || revoked || user.sessionVersion !== claims.sv || !user.emailVerifiedAt) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    emailVerified: true,
  };
}

async function sessionTokenValue(request?: Request): Promise<string | undefined> {
  if (request) return readCookie(request.headers.get("cookie"), sessionCookieName());
  const { cookies } = await import("next/headers");
  return cookieFrom((await cookies()).getAll(), sessionCookieName());
}

export async function getSessionUser(request?: Request): Promise<SessionUser | null> {
  return userForClaims(await getSessionClaims(request));
}

// Not a sign-in check by itself: pass them to userForClaims.
export async function getSessionClaims(
  request?: Request,
): Promise<(SessionClaims & Record<string, unknown>) | null> {
  const token = await sessionTokenValue(request);
  if (!token) return null;
  try {
    return await decode({ token, secret: authSecret() });
  } catch {
    return null; // tampered, expired or signed with an old secret
  }
}

export async function requireSessionUser(request?: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw AppError.unauthenticated();
  return user;
}

export async function requireAdmin(request?: Request): Promise<SessionUser> {
  const user = await requireSessionUser(request);
  if (user.role !== "admin") throw AppError.forbidden();
  return user;
}
