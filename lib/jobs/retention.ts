// The privacy policy's retention periods, applied at every start and daily: none is overrun by a day.
import type PgBoss from "pg-boss";

import { deleteExpiredClientErrors } from "../client-errors/retention";
import { deleteExpiredContactMessages } from "../contact/retention";
import { deleteExpiredCareCardLinks } from "../daily-plan/retention";
import { deleteExpiredRumMetrics } from "../monitoring/retention";

export const RETENTION_QUEUE = "retention-sweep";
// 03:17, when the site is quiet.
export const RETENTION_SCHEDULE = "17 3 * * *";

export interface RetentionReport {
  contactMessages: number;
  rumMetrics: number;
  clientErrors: number;
  careCardLinks: number;
}

export async function applyRetention(now: Date = new Date()): Promise<RetentionReport> {
  return {
    contactMessages: await deleteExpiredContactMessages(now),
    rumMetrics: await deleteExpiredRumMetrics(now),
    clientErrors: await deleteExpiredClientErrors(now),
    careCardLinks: await deleteExpiredCareCardLinks(now),
  };
}

export function describeRetention(report: RetentionReport): string | null {
  const parts = [
    report.contactMessages > 0 ? `${report.contactMessages} contact message(s)` : null,
    report.rumMetrics > 0 ? `${report.rumMetrics} monitoring metric(s)` : null,
    report.clientErrors > 0 ? `${report.clientErrors} browser error report(s)` : null,
    report.careCardLinks > 0 ? `${report.careCardLinks} expired pharmacist card link(s)` : null,
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
