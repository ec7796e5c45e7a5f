// Who is signed in, for server code (route handlers, server components, proxy-free checks).
// The session is next-auth's JWT cookie (lib/auth/options.ts issues it); here it is decoded with
// the same secret and checked against the database on every use: the user must still exist, have
// a confirmed email, and carry the current session version — "sign out everywhere" and password
// resets bump the version, which ends every older session at once — and the session must not
// have signed out (its id in lib/auth/revoked-sessions.ts).
import "server-only";
import { decode } from "next-auth/jwt";
import { cookieFrom, readCookie, SESSION_COOKIE_BASE_NAME } from "./cookies";
import { db } from "../db/prisma";
import { isSessionRevoked } from "./revoked-sessions";
import { AppError } from "../errors/app-error";
import { authSecret, serverEnv } from "../env";
import type { UserRole } from "../db/generated/client";

/** Session lifetime: 30 days, renewed while the user keeps coming back (next-auth's update age). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  emailVerified: boolean;
}

/** Claims our JWT carries besides next-auth's own (sub = user id). */
export interface SessionClaims {
  sub?: string;
  /** The user's session version when the session was issued. */
  sv?: number;
  /** This session's id: refused once it signed out (lib/auth/revoked-sessions.ts). */
  sid?: string;
}

/** Cookies are __Secure- prefixed on https sites (next-auth's default rule, made explicit). */
export function usesSecureCookies(): boolean {
  const env = serverEnv();
  return (env.NEXTAUTH_URL ?? env.SITE_URL).startsWith("https://");
}

function sessionCookieName(): string {
  return `${usesSecureCookies() ? "__Secure-" : ""}${SESSION_COOKIE_BASE_NAME}`;
}

/** The user a session's claims stand for, or null when the session is no longer valid. */
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

/**
 * The signed-in user of a request (route handlers pass the request; server components omit it and
 * the request's cookies are read), or null when signed out or the session was revoked.
 */
export async function getSessionUser(request?: Request): Promise<SessionUser | null> {
  return userForClaims(await getSessionClaims(request));
}

/**
 * The decoded claims of the request's session cookie (next-auth's iat/exp included), or null when
 * there is none or it does not verify. Not a sign-in check by itself: pass them to userForClaims.
 */
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

/** The signed-in user, or 401 AUTHENTICATION_ERROR. */
export async function requireSessionUser(request?: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw AppError.unauthenticated();
  return user;
}

/** A signed-in admin (role from the database), else 401 or 403 AUTHORIZATION_ERROR. */
export async function requireAdmin(request?: Request): Promise<SessionUser> {
  const user = await requireSessionUser(request);
  if (user.role !== "admin") throw AppError.forbidden();
  return user;
}
