// Not server-only: `npm start` applies it too.
import { db } from "../db/prisma";

export const RUM_RETENTION_DAYS = 30;

export function rumRetentionCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - RUM_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

export async function deleteExpiredRumMetrics(now: Date = new Date()): Promise<number> {
  const { count } = await db().rumMetric.deleteMany({
    where: { recordedAt: { lt: rumRetentionCutoff(now) } },
  });
  return count;
}
