import "server-only";
import { afterResponse } from "../api-server/after-response";
import { db } from "../db/prisma";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import { sendMail, siteLink } from "../mail/send";
import { emailChangeConfirmationEmail, emailChangedNoticeEmail } from "../mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { inspectEmailToken, type TokenProblem } from "./accounts";
import { assertPassword } from "./mutations";
import { EMAIL_TOKEN_TTL_MS, randomToken, sha256Hex } from "./tokens";

const SAME_EMAIL_MESSAGE = "This is already your email address.";

async function sendChangeLink(user: { id: string; firstName: string }, newEmail: string): Promise<void> {
  const token = randomToken();
  await db().$transaction([
    db().emailToken.deleteMany({ where: { userId: user.id, type: "change_email", usedAt: null } }),
    db().emailToken.create({
      data: {
        userId: user.id,
        type: "change_email",
        tokenHash: sha256Hex(token),
        newEmail,
        expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS.change_email),
      },
    }),
  ]);
  const url = siteLink(`/api/auth/confirm-email-change?token=${token}`);
  await sendMail(emailChangeConfirmationEmail(newEmail, user.firstName, url));
}

// `newEmail` is already normalised (trimmed, lower-cased) by changeEmailSchema.
export async function requestEmailChange(
  userId: string,
  newEmail: string,
  currentPassword: string,
): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.emailChangePerUser, userId);
  await assertPassword(userId, currentPassword, "currentPassword");
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, firstName: true },
  });
  if (user.email === newEmail) {
    throw AppError.validation({ formErrors: [], fieldErrors: { newEmail: [SAME_EMAIL_MESSAGE] } });
  }
  await afterResponse("Sending an email change link", async () => {
    const taken = await db().user.findUnique({ where: { email: newEmail }, select: { id: true } });
    if (!taken) await sendChangeLink(user, newEmail);
  });
}

export type EmailChangeProblem = TokenProblem | "taken";

export async function confirmEmailChange(token: string): Promise<EmailChangeProblem | null> {
  const inspected = await inspectEmailToken(token, "change_email");
  if (!inspected.row) return inspected.problem;
  const { id, userId, newEmail } = inspected.row;
  if (!newEmail) return "invalid";
  const claimed = await db().emailToken.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) return "used";
  const before = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true },
  });
  try {
    await db().$transaction([
      db().user.update({ where: { id: userId }, data: { email: newEmail, emailVerifiedAt: new Date() } }),
      db().userPreference.updateMany({ where: { userId }, data: { email: newEmail } }),
      db().emailToken.deleteMany({ where: { userId, type: "change_email", usedAt: null } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
  // The switch is made whatever happens to the notice; a failure to send it is logged.
  await afterResponse("Sending the email change notice", () =>
    sendMail(emailChangedNoticeEmail(before.email, before.firstName, newEmail, siteLink("/contact"))),
  );
  return null;
}
