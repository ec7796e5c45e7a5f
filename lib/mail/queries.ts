// Reads of the dev outbox, where mail goes when SMTP_URL is not set (./send.ts).
import "server-only";
import { db } from "../db/prisma";

/** The newest `take` messages kept in the dev outbox. */
export function getOutboxEmails(take: number) {
  return db().outboxEmail.findMany({ orderBy: { createdAt: "desc" }, take });
}
