import "server-only";

import { db } from "../db/prisma";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import type { ReportInput, ReportTarget } from "./schemas";

export type ReportOutcome = "received" | "already-reported";

const OWN_CONTENT: Readonly<Record<ReportTarget, string>> = {
  stack: "This is your own stack: unpublish or edit it instead of reporting it.",
  review: "This is your own review: edit or delete it instead of reporting it.",
};

/** The author's id of a visible (published, not hidden) stack or review; NOT_FOUND otherwise. */
async function visibleAuthor(target: ReportTarget, id: string): Promise<string> {
  const row =
    target === "stack"
      ? await db().stack.findFirst({
          where: { id, isPublished: true, hiddenAt: null },
          select: { userId: true },
        })
      : await db().review.findFirst({ where: { id, hiddenAt: null }, select: { userId: true } });
  if (!row) throw AppError.notFound("NOT_FOUND", `No visible ${target} ${id}`);
  return row.userId;
}

export async function fileReport(
  reporterId: string,
  target: ReportTarget,
  id: string,
  input: ReportInput,
): Promise<ReportOutcome> {
  await enforceRateLimit(RATE_LIMITS.contentReportPerUser, reporterId);
  if ((await visibleAuthor(target, id)) === reporterId) {
    throw AppError.validation({ fieldErrors: {}, formErrors: [OWN_CONTENT[target]] });
  }
  try {
    await db().contentReport.create({
      data: {
        reporterId,
        reason: input.reason,
        note: input.note,
        ...(target === "stack" ? { stackId: id } : { reviewId: id }),
      },
    });
    return "received";
  } catch (error) {
    // The partial unique index allows one open report per person and item.
    if (isUniqueViolation(error)) return "already-reported";
    throw error;
  }
}
