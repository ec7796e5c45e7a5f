import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "../env";
import { profileImageIdOf } from "../profile-images/queries";
import { completeSignIn } from "./sign-in";
import { challengeCookieValue, readChallenge } from "./challenge";
import { revokeSession } from "./revoked-sessions";
import { SESSION_MAX_AGE_SECONDS, userForClaims, usesSecureCookies } from "./session";

// next-auth clears the cookie when the jwt callback throws this.
class SessionRevokedError extends Error {
  constructor() {
    super("Session revoked (user deleted, signed out everywhere or password reset)");
    this.name = "SessionRevokedError";
  }
}

async function revokeOnSignOut({ token }: { token: Record<string, unknown> }): Promise<void> {
  if (typeof token.sid === "string") await revokeSession(token.sid);
}

async function refreshedToken(token: JWT): Promise<JWT> {
  const current = await userForClaims(token);
  if (!current) throw new SessionRevokedError();
  return {
    ...token,
    email: current.email,
    firstName: current.firstName,
    lastName: current.lastName,
    imageId: await profileImageIdOf(current.id),
    admin: current.role === "admin",
  };
}

export function authOptions(): NextAuthOptions {
  const secure = usesSecureCookies();
  return {
    secret: authSecret(),
    useSecureCookies: secure,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email and password",
        credentials: { code: { label: "Authentication code", type: "text" } },
        async authorize(credentials, request) {
          const challenge = readChallenge(challengeCookieValue(request.headers, secure), authSecret());
          const user = await completeSignIn(challenge, credentials?.code);
          return {
            id: user.id,
            email: user.email,
            name: `${user.firstName} ${user.lastName}`,
            firstName: user.firstName,
            lastName: user.lastName,
            sessionVersion: user.sessionVersion,
          };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        // next-auth types `user` as always there, but it is passed only on the sign-in call.
        if ((user as typeof user | undefined) !== undefined) {
          const signedIn = user as typeof user & {
            sessionVersion: number;
            firstName: string;
            lastName: string;
          };
          return {
            sub: signedIn.id,
            sv: signedIn.sessionVersion,
            sid: randomUUID(),
            email: signedIn.email,
            firstName: signedIn.firstName,
            lastName: signedIn.lastName,
          };
        }
        return refreshedToken(token);
      },
      session({ session, token }) {
        return {
          ...session,
          user: {
            id: token.sub,
            email: token.email,
            firstName: token.firstName,
            lastName: token.lastName,
            imageId: token.imageId ?? null,
            admin: token.admin === true,
            name: `${token.firstName ?? ""} ${token.lastName ?? ""}`.trim(),
          },
        };
      },
    },
    events: { signOut: revokeOnSignOut },
    logger: {
      error(code, metadata) {
        // A revoked session is an expected outcome, not an error worth a stack trace.
        const cause = (metadata as { error?: unknown } | undefined)?.error ?? metadata;
        if (code === "JWT_SESSION_ERROR" && cause instanceof SessionRevokedError) return;
        console.error(`[next-auth] ${code}`, metadata);
      },
      warn(code) {
        console.warn(`[next-auth] ${code}`);
      },
      debug() {},
    },
  };
}
