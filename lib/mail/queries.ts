import "server-only";
import { db } from "../db/prisma";

export function getOutboxEmails(take: number) {
  return db().outboxEmail.findMany({ orderBy: { createdAt: "desc" }, take });
}
