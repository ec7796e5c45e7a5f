// Sessions that signed out (issue 15, item 2). Sessions are JWTs, so a copy of the cookie taken
// before sign-out would otherwise work until it expires: each session carries an id (`sid`, set at
// sign-in in lib/auth/options.ts), sign-out records it here, and every session check refuses a
// recorded id (lib/auth/session.ts). One table in the shared database, so every app instance agrees.
import "server-only";
import { afterResponse } from "../api-server/after-response";
import { db } from "../db/prisma";
import { SESSION_MAX_AGE_SECONDS } from "./session";

/** Covers a refresh that passed its check just before the revocation was written. */
const REFRESH_RACE_MARGIN_SECONDS = 10 * 60;

/**
 * How long a revocation must last: a copy of the session may have been refreshed (each use renews its
 * expiry) right up to the sign-out, so it can be valid until the sign-out plus the session lifetime,
 * whatever the expiry of the copy presented; after the sign-out no copy can be refreshed again.
 */
function revocationExpiry(now = new Date()): Date {
  return new Date(now.getTime() + (SESSION_MAX_AGE_SECONDS + REFRESH_RACE_MARGIN_SECONDS) * 1000);
}

/** Records `sessionId` as signed out for as long as any copy of it could still be refreshed. */
export async function revokeSession(sessionId: string): Promise<void> {
  const expiresAt = revocationExpiry();
  await db().revokedSession.upsert({ where: { sessionId }, create: { sessionId, expiresAt }, update: {} });
  // Only ever lengthened: a revocation kept from before a restore may already reach further.
  await db().revokedSession.updateMany({
    where: { sessionId, expiresAt: { lt: expiresAt } },
    data: { expiresAt },
  });
  // Rows past every copy's possible expiry can no longer matter.
  await afterResponse("Pruning expired revoked sessions", () =>
    db().revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
  );
}

export async function isSessionRevoked(sessionId: string): Promise<boolean> {
  return (await db().revokedSession.count({ where: { sessionId } })) > 0;
}
