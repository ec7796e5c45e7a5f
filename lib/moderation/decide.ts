import "server-only";

import { productPath } from "../catalogue/product-paths";
import { revalidateProductPage } from "../catalogue/revalidate";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { contentModeratedEmail, reportDecisionEmail } from "../mail/templates";
import { sendMail, siteLink } from "../mail/send";
import { afterResponse } from "../api-server/after-response";
import type { ModerationDecision, ReportTarget } from "./schemas";

export interface DecisionResult {
  hidden: boolean;
  reportsClosed: number;
}

interface Target {
  authorId: string;
  hidden: boolean;
  /** What the emails call it: a community title or a product name, never a private stack name. */
  title: string;
  /** Where the author sees it. */
  path: string;
  supplementId: string | null;
}

async function loadTarget(target: ReportTarget, id: string): Promise<Target> {
  if (target === "stack") {
    const stack = await db().stack.findUnique({
      where: { id },
      select: { userId: true, hiddenAt: true, publishedTitle: true },
    });
    if (!stack) throw AppError.notFound("NOT_FOUND", `Stack ${id} not found`);
    return {
      authorId: stack.userId,
      hidden: stack.hiddenAt !== null,
      title: stack.publishedTitle ?? "Community stack",
      path: `/stack/${id}`,
      supplementId: null,
    };
  }
  const review = await db().review.findUnique({
    where: { id },
    select: { userId: true, hiddenAt: true, supplement: { select: { id: true, name: true, slug: true } } },
  });
  if (!review) throw AppError.notFound("NOT_FOUND", `Review ${id} not found`);
  return {
    authorId: review.userId,
    hidden: review.hiddenAt !== null,
    title: review.supplement.name,
    path: productPath(review.supplement.slug),
    supplementId: review.supplement.id,
  };
}

function refuse(message: string): AppError {
  return new AppError("CONFLICT", message, { details: { fieldErrors: {}, formErrors: [message] } });
}

/** Hide, unhide or keep a reported stack or review; the reason is logged and told to the people concerned. */
export async function decideModeration(
  moderatorId: string,
  id: string,
  decision: ModerationDecision,
): Promise<DecisionResult> {
  const target = await loadTarget(decision.target, id);
  const key = decision.target === "stack" ? { stackId: id } : { reviewId: id };
  const openReports = await db().contentReport.findMany({
    where: { ...key, status: "open" },
    select: { id: true, reporter: { select: { email: true, firstName: true } } },
  });
  if (decision.action === "hide" && target.hidden) throw refuse("This is already hidden.");
  if (decision.action === "unhide" && !target.hidden) throw refuse("This is not hidden.");
  if (decision.action === "keep" && openReports.length === 0)
    throw refuse("There are no open reports to close.");

  const hidden = decision.action === "hide" || (decision.action === "keep" && target.hidden);
  const visibility =
    decision.action === "keep"
      ? []
      : [
          decision.target === "stack"
            ? db().stack.update({ where: { id }, data: hiddenFields(decision) })
            : db().review.update({ where: { id }, data: hiddenFields(decision) }),
        ];
  // Unhiding leaves new reports open: they were made about what is visible again.
  const closes = decision.action === "unhide" ? [] : openReports.map((report) => report.id);
  await db().$transaction([
    ...visibility,
    db().contentReport.updateMany({
      where: { id: { in: closes } },
      data: { status: decision.action === "hide" ? "hidden" : "kept", decidedAt: new Date() },
    }),
    db().moderationAction.create({
      data: { ...key, moderatorId, action: decision.action, reason: decision.reason },
    }),
  ]);

  if (target.supplementId) await revalidateProductPage(target.supplementId);
  await afterResponse("Sending moderation emails", () =>
    notify(decision, target, decision.action === "unhide" ? [] : openReports.map((r) => r.reporter)),
  );
  return { hidden, reportsClosed: closes.length };
}

function hiddenFields(decision: ModerationDecision) {
  return decision.action === "hide"
    ? { hiddenAt: new Date(), hiddenReason: decision.reason }
    : { hiddenAt: null, hiddenReason: null };
}

async function notify(
  decision: ModerationDecision,
  target: Target,
  reporters: { email: string; firstName: string }[],
): Promise<void> {
  const base = { kind: decision.target, title: target.title, reason: decision.reason };
  for (const reporter of reporters) {
    await sendMail(
      reportDecisionEmail({
        ...base,
        to: reporter.email,
        firstName: reporter.firstName,
        url: siteLink("/contact"),
        hidden: decision.action === "hide",
      }),
    );
  }
  if (decision.action === "keep") return;
  const author = await db().user.findUnique({
    where: { id: target.authorId },
    select: { email: true, firstName: true },
  });
  if (!author) return;
  await sendMail(
    contentModeratedEmail({
      ...base,
      to: author.email,
      firstName: author.firstName,
      url: siteLink(decision.action === "hide" ? "/contact" : target.path),
      hidden: decision.action === "hide",
    }),
  );
}
