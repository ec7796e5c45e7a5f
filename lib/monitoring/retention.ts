// How long real-user monitoring metrics are kept (the privacy policy's promise). Not server-only,
// so `npm start` can apply it: old metrics go at every start and daily (lib/jobs/retention.ts).
import { db } from "../db/prisma";

export const RUM_RETENTION_DAYS = 30;

export function rumRetentionCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - RUM_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** Deletes metrics recorded more than RUM_RETENTION_DAYS ago; returns how many went. */
export async function deleteExpiredRumMetrics(now: Date = new Date()): Promise<number> {
  const { count } = await db().rumMetric.deleteMany({
    where: { recordedAt: { lt: rumRetentionCutoff(now) } },
  });
  return count;
}
