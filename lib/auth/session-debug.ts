// /auth-debug (docs/product-rules.md §2 "Debug shell"; docs/decisions.md "Debug shell and /auth-debug"):
// who may see it and what it shows. Admins may, anywhere; in development (and tests) anyone signed in
// may. In production everyone else gets the 404 page, signed out included, so nothing hints that it
// exists; in development a signed-out visitor is sent to sign in. The view holds only facts about the
// session — never the token, cookie values, hashes, TOTP secrets or recovery codes.
import "server-only";
import { z } from "zod";

import { twoFactorStatus } from "./queries";
import { getSessionClaims, userForClaims, type SessionUser } from "./session";
import type { ServerEnv } from "../env";

export type AuthDebugAccess = "show" | "not-found" | "sign-in";

/** What a visitor of /auth-debug gets, from the environment and who is signed in. */
export function authDebugAccess(
  nodeEnv: ServerEnv["NODE_ENV"],
  user: Pick<SessionUser, "role"> | null,
): AuthDebugAccess {
  if (user?.role === "admin") return "show";
  if (nodeEnv === "production") return "not-found";
  return user ? "show" : "sign-in";
}

/** next-auth's issue and expiry times, in seconds since the epoch. */
const tokenTimesSchema = z.object({
  iat: z.number().int().nonnegative().optional(),
  exp: z.number().int().nonnegative().optional(),
  sv: z.number().int().nonnegative(),
  sid: z.string().min(1).optional(),
});

export type AuthDebugView = {
  user: Pick<SessionUser, "id" | "email" | "firstName" | "lastName" | "role" | "emailVerified"> & {
    isAdmin: boolean;
  };
  twoFactor: { enabled: boolean; recoveryCodesLeft: number };
  session: {
    /** The session version the token carries; it matches the account's, or there would be no session. */
    version: number;
    /** Whether the session has its own id, so signing out ends this session alone. */
    canBeSignedOutAlone: boolean;
    issuedAt: Date | null;
    expiresAt: Date | null;
    /** Whole seconds until expiry (0 once past), or null without an expiry claim. */
    secondsLeft: number | null;
  };
};

/** The view of a verified session; pure, so it is tested without a request. */
export function authDebugView(
  user: SessionUser,
  claims: Record<string, unknown>,
  twoFactor: { enabled: boolean; recoveryCodesLeft: number },
  now: Date,
): AuthDebugView {
  const times = tokenTimesSchema.parse(claims);
  const expiresAt = times.exp === undefined ? null : new Date(times.exp * 1000);
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      emailVerified: user.emailVerified,
      isAdmin: user.role === "admin",
    },
    twoFactor: { enabled: twoFactor.enabled, recoveryCodesLeft: twoFactor.recoveryCodesLeft },
    session: {
      version: times.sv,
      canBeSignedOutAlone: times.sid !== undefined,
      issuedAt: times.iat === undefined ? null : new Date(times.iat * 1000),
      expiresAt,
      secondsLeft:
        expiresAt === null ? null : Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    },
  };
}

export type AuthDebugResult =
  { access: "show"; view: AuthDebugView } | { access: "not-found" } | { access: "sign-in" };

/** Decides the request's access; the session is looked up further only for those who may see it. */
export async function loadAuthDebug(nodeEnv: ServerEnv["NODE_ENV"], now: Date): Promise<AuthDebugResult> {
  const claims = await getSessionClaims();
  const user = await userForClaims(claims);
  const access = authDebugAccess(nodeEnv, user);
  if (access === "not-found") return { access };
  if (access === "sign-in" || !user || !claims) return { access: "sign-in" };
  return { access, view: authDebugView(user, claims, await twoFactorStatus(user.id), now) };
}
