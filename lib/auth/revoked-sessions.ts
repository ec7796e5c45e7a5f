// Sessions that signed out (issue 15, item 2). Sessions are JWTs, so a copy of the cookie taken
// before sign-out would otherwise work until it expires (30 days): each session carries an id
// (`sid`, set at sign-in in lib/auth/options.ts), sign-out records it here until the JWT's own
// expiry, and every session check refuses a recorded id (lib/auth/session.ts). One table in the
// shared database, so every app instance agrees.
import "server-only";
import { afterResponse } from "../api-server/after-response";
import { db } from "../db/prisma";

/** Records `sessionId` as signed out until `expiresAt` (when its JWT expires anyway). */
export async function revokeSession(sessionId: string, expiresAt: Date): Promise<void> {
  await db().revokedSession.upsert({
    where: { sessionId },
    create: { sessionId, expiresAt },
    update: { expiresAt },
  });
  // Rows past their JWT's expiry can no longer matter.
  await afterResponse("Pruning expired revoked sessions", () =>
    db().revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
  );
}

export async function isSessionRevoked(sessionId: string): Promise<boolean> {
  return (await db().revokedSession.count({ where: { sessionId } })) > 0;
}
