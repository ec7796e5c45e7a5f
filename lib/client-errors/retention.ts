// How long reported browser errors are kept (issue 18: 30 days, like monitoring metrics). Not
// server-only, so `npm start` (scripts/start.ts) can apply it: old reports go at every start and daily
// (lib/jobs/retention.ts).
import { db } from "../db/prisma";

export const CLIENT_ERROR_RETENTION_DAYS = 30;

export function clientErrorRetentionCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - CLIENT_ERROR_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** Deletes reports older than CLIENT_ERROR_RETENTION_DAYS; returns how many went. */
export async function deleteExpiredClientErrors(now: Date = new Date()): Promise<number> {
  const { count } = await db().clientErrorReport.deleteMany({
    where: { occurredAt: { lt: clientErrorRetentionCutoff(now) } },
  });
  return count;
}
