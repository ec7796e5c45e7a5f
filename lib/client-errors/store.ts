// Every stored field is scrubbed here, whatever the browser sent.
import "server-only";

import { db } from "../db/prisma";
import { browserClass, scrubErrorMessage, scrubErrorPath } from "./report";
import { clientErrorRetentionCutoff } from "./retention";
import type { ClientErrorReportInput } from "./schemas";

export async function storeClientError(
  report: ClientErrorReportInput,
  userAgent: string | null,
): Promise<void> {
  await db().clientErrorReport.create({
    data: {
      code: report.code,
      message: scrubErrorMessage(report.message),
      path: scrubErrorPath(report.path),
      browser: browserClass(userAgent),
    },
  });
}

export type ClientErrorGroup = {
  code: string;
  message: string;
  path: string;
  browser: string;
  count: number;
  lastSeen: Date;
};

export const CLIENT_ERROR_GROUPS_SHOWN = 50;

export async function listClientErrorGroups(now: Date = new Date()): Promise<ClientErrorGroup[]> {
  const groups = await db().clientErrorReport.groupBy({
    by: ["code", "message", "path", "browser"],
    where: { occurredAt: { gte: clientErrorRetentionCutoff(now) } },
    _count: { _all: true },
    _max: { occurredAt: true },
    orderBy: { _max: { occurredAt: "desc" } },
    take: CLIENT_ERROR_GROUPS_SHOWN,
  });
  return groups.map((group) => ({
    code: group.code,
    message: group.message,
    path: group.path,
    browser: group.browser,
    count: group._count._all,
    lastSeen: group._max.occurredAt ?? now,
  }));
}
