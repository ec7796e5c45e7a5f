// The privacy policy's retention periods, applied once at every start (scripts/start.ts) and then
// daily by a pg-boss job in the same process, so no record outlives its period by more than a day
// whether or not anyone writes: contact messages (12 months), real-user monitoring metrics and
// browser error reports (30 days each).
import type PgBoss from "pg-boss";

import { deleteExpiredClientErrors } from "../client-errors/retention";
import { deleteExpiredContactMessages } from "../contact/retention";
import { deleteExpiredRumMetrics } from "../monitoring/retention";

export const RETENTION_QUEUE = "retention-sweep";
/** Daily at 03:17, when the site is quiet. */
export const RETENTION_SCHEDULE = "17 3 * * *";

export interface RetentionReport {
  contactMessages: number;
  rumMetrics: number;
  clientErrors: number;
}

/** Deletes everything past its retention period; returns how many of each went. */
export async function applyRetention(now: Date = new Date()): Promise<RetentionReport> {
  return {
    contactMessages: await deleteExpiredContactMessages(now),
    rumMetrics: await deleteExpiredRumMetrics(now),
    clientErrors: await deleteExpiredClientErrors(now),
  };
}

/** "Deleted 2 contact message(s), 40 monitoring metric(s)", or null when nothing went. */
export function describeRetention(report: RetentionReport): string | null {
  const parts = [
    report.contactMessages > 0 ? `${report.contactMessages} contact message(s)` : null,
    report.rumMetrics > 0 ? `${report.rumMetrics} monitoring metric(s)` : null,
    report.clientErrors > 0 ? `${report.clientErrors} browser error report(s)` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `Deleted ${parts.join(", ")} past their retention period` : null;
}

export async function startRetentionJobs(
  boss: PgBoss,
  options: { log: (message: string) => void },
): Promise<void> {
  await boss.createQueue(RETENTION_QUEUE, {
    name: RETENTION_QUEUE,
    retryLimit: 2,
    retryDelay: 600,
    expireInMinutes: 30,
  });
  await boss.schedule(RETENTION_QUEUE, RETENTION_SCHEDULE);
  await boss.work(RETENTION_QUEUE, async () => {
    const summary = describeRetention(await applyRetention());
    if (summary) options.log(summary);
  });
}
