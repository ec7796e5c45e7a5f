// How long contact messages are kept (the privacy policy's promise). Not server-only, so that
// `npm start` (scripts/start.ts) can run the deletion too: messages go when a new one arrives, at
// every start and daily (lib/jobs/retention.ts), so none outlives the period by more than a day.
import { db } from "../db/prisma";

export const CONTACT_RETENTION_MONTHS = 12;

/** The oldest receipt time a message may have and still be kept. */
export function contactRetentionCutoff(now: Date = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CONTACT_RETENTION_MONTHS);
  return cutoff;
}

/** Deletes messages received more than CONTACT_RETENTION_MONTHS ago; returns how many went. */
export async function deleteExpiredContactMessages(now: Date = new Date()): Promise<number> {
  const { count } = await db().contactMessage.deleteMany({
    where: { createdAt: { lt: contactRetentionCutoff(now) } },
  });
  return count;
}
