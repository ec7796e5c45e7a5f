// docs/decisions.md "Debug shell and /auth-debug". Never the token, cookie values, hashes or secrets.
import "server-only";
import { z } from "zod";

import { twoFactorStatus } from "./queries";
import { getSessionClaims, userForClaims, type SessionUser } from "./session";
import type { ServerEnv } from "../env";

export type AuthDebugAccess = "show" | "not-found" | "sign-in";

export function authDebugAccess(
  nodeEnv: ServerEnv["NODE_ENV"],
  user: Pick<SessionUser, "role"> | null,
): AuthDebugAccess {
  if (user?.role === "admin") return "show";
  if (nodeEnv === "production") return "not-found";
  return user ? "show" : "sign-in";
}

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
    version: number;
    canBeSignedOutAlone: boolean;
    issuedAt: Date | null;
    expiresAt: Date | null;
    secondsLeft: number | null;
  };
};

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

export async function loadAuthDebug(nodeEnv: ServerEnv["NODE_ENV"], now: Date): Promise<AuthDebugResult> {
  const claims = await getSessionClaims();
  const user = await userForClaims(claims);
  const access = authDebugAccess(nodeEnv, user);
  if (access === "not-found") return { access };
  if (access === "sign-in" || !user || !claims) return { access: "sign-in" };
  return { access, view: authDebugView(user, claims, await twoFactorStatus(user.id), now) };
}
