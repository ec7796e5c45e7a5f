// The privacy policy's retention periods as a daily job of `npm start` (lib/jobs/retention.ts): the
// schedule is registered on pg-boss, and its worker deletes contact messages older than 12 months and
// monitoring metrics and browser error reports older than 30 days, and expired pharmacist card links,
// keeping everything younger.

import { createMigratedDatabase, type MigratedDatabase } from "../support/database";
import { startJobQueue } from "../support/job-queue";
import { type Database } from "@/lib/db/prisma";
import {
  RETENTION_QUEUE,
  RETENTION_SCHEDULE,
  applyRetention,
  describeRetention,
  startRetentionJobs,
} from "@/lib/jobs/retention";

const DAY = 24 * 60 * 60 * 1000;

let scratch: MigratedDatabase;
let prisma: Database;

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
});

afterAll(async () => {
  await scratch.drop();
});

/** One record of each kind `ageDays` old; returns their ids. */
async function recordsAged(ageDays: number) {
  const at = new Date(Date.now() - ageDays * DAY);
  const message = await prisma.contactMessage.create({
    data: { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question", createdAt: at },
  });
  const metric = await prisma.rumMetric.create({
    data: { sessionId: "s", name: "LCP", value: 1200, recordedAt: at },
  });
  const error = await prisma.clientErrorReport.create({
    data: { code: "GLOBAL_ERROR", message: "x", path: "/", browser: "Chrome", occurredAt: at },
  });
  return { message: message.id, metric: metric.id, error: error.id };
}

async function remaining(ids: Awaited<ReturnType<typeof recordsAged>>) {
  return {
    message: await prisma.contactMessage.count({ where: { id: ids.message } }),
    metric: await prisma.rumMetric.count({ where: { id: ids.metric } }),
    error: await prisma.clientErrorReport.count({ where: { id: ids.error } }),
  };
}

describe("applyRetention", () => {
  it("deletes each kind past its own period and keeps the rest", async () => {
    const old = await recordsAged(400);
    const month = await recordsAged(31);
    const recent = await recordsAged(29);
    const report = await applyRetention();
    expect(report).toEqual({ contactMessages: 1, rumMetrics: 2, clientErrors: 2, careCardLinks: 0 });
    expect(await remaining(old)).toEqual({ message: 0, metric: 0, error: 0 });
    // 31 days: past the 30 days of metrics and error reports, within the 12 months of messages.
    expect(await remaining(month)).toEqual({ message: 1, metric: 0, error: 0 });
    expect(await remaining(recent)).toEqual({ message: 1, metric: 1, error: 1 });
    expect(describeRetention(report)).toBe(
      "Deleted 1 contact message(s), 2 monitoring metric(s), 2 browser error report(s) past their retention period",
    );
    expect(describeRetention(await applyRetention())).toBeNull();
  });
});

describe("pharmacist card links", () => {
  it("are deleted once expired, and kept while they still open the card", async () => {
    const user = await prisma.user.create({
      data: {
        email: `card-${Date.now()}@example.com`,
        firstName: "Cara",
        lastName: "Link",
        passwordHash: "x",
        termsAcceptedAt: new Date(),
        adultConfirmedAt: new Date(),
      },
    });
    const now = new Date();
    const expired = await prisma.careCardLink.create({
      data: { userId: user.id, expiresAt: new Date(now.getTime() - DAY) },
    });
    const live = await prisma.careCardLink.create({
      data: { userId: user.id, expiresAt: new Date(now.getTime() + DAY) },
    });
    const report = await applyRetention(now);
    expect(report.careCardLinks).toBe(1);
    expect(await prisma.careCardLink.count({ where: { id: expired.id } })).toBe(0);
    expect(await prisma.careCardLink.count({ where: { id: live.id } })).toBe(1);
    expect(describeRetention(report)).toBe(
      "Deleted 1 expired pharmacist card link(s) past their retention period",
    );
  });
});

describe("the daily job in npm start", () => {
  it("is scheduled on pg-boss, and its worker applies the retention periods", async () => {
    const old = await recordsAged(45);
    const logged: string[] = [];
    const { boss, stop } = await startJobQueue(scratch.url);
    try {
      await startRetentionJobs(boss, { log: (line) => logged.push(line) });
      expect(await boss.getSchedules()).toContainEqual(
        expect.objectContaining({ name: RETENTION_QUEUE, cron: RETENTION_SCHEDULE }),
      );
      // What the schedule sends every night, sent now.
      await boss.send(RETENTION_QUEUE, {});
      // The worker logs once it has deleted every kind: waiting on one table raced the next delete.
      const deadline = Date.now() + 20_000;
      while (!logged.some((line) => line.startsWith("Deleted ")) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await remaining(old)).toEqual({ message: 1, metric: 0, error: 0 });
      expect(logged).toContain(
        "Deleted 1 monitoring metric(s), 1 browser error report(s) past their retention period",
      );
    } finally {
      await stop();
    }
  }, 30_000);
});
