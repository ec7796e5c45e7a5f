import "server-only";
import { afterResponse } from "../api-server/after-response";
import { db } from "../db/prisma";
import { SESSION_MAX_AGE_SECONDS } from "./session";

/** Covers a refresh that passed its check just before the revocation was written. */
const REFRESH_RACE_MARGIN_SECONDS = 10 * 60;

function revocationExpiry(now = new Date()): Date {
  return new Date(now.getTime() + (SESSION_MAX_AGE_SECONDS + REFRESH_RACE_MARGIN_SECONDS) * 1000);
}

export async function revokeSession(sessionId: string): Promise<void> {
  const expiresAt = revocationExpiry();
  await db().revokedSession.upsert({ where: { sessionId }, create: { sessionId, expiresAt }, update: {} });
  // Only ever lengthened: a revocation kept from before a restore may already reach further.
  await db().revokedSession.updateMany({
    where: { sessionId, expiresAt: { lt: expiresAt } },
    data: { expiresAt },
  });
  await afterResponse("Pruning expired revoked sessions", () =>
    db().revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
  );
}

export async function isSessionRevoked(sessionId: string): Promise<boolean> {
  return (await db().revokedSession.count({ where: { sessionId } })) > 0;
}
