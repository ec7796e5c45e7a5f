// Not server-only: `npm start` (scripts/start.ts) runs the deletion too.
import { db } from "../db/prisma";

export const CONTACT_RETENTION_MONTHS = 12;

export function contactRetentionCutoff(now: Date = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CONTACT_RETENTION_MONTHS);
  return cutoff;
}

export async function deleteExpiredContactMessages(now: Date = new Date()): Promise<number> {
  const { count } = await db().contactMessage.deleteMany({
    where: { createdAt: { lt: contactRetentionCutoff(now) } },
  });
  return count;
}
