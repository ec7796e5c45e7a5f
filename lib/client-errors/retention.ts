// Not server-only: `npm start` (scripts/start.ts) applies it too.
import { db } from "../db/prisma";

export const CLIENT_ERROR_RETENTION_DAYS = 30;

export function clientErrorRetentionCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - CLIENT_ERROR_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

export async function deleteExpiredClientErrors(now: Date = new Date()): Promise<number> {
  const { count } = await db().clientErrorReport.deleteMany({
    where: { occurredAt: { lt: clientErrorRetentionCutoff(now) } },
  });
  return count;
}
