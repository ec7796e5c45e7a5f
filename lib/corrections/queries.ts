import "server-only";
import { contactSubjectLabel } from "../contact/schemas";
import { db } from "../db/prisma";

/** The newest corrections an admin has to read; older ones stay in contact_messages until retention. */
const SHOWN = 200;

export function listCorrections() {
  return db().contactMessage.findMany({
    where: { subject: contactSubjectLabel("knowledge-correction") },
    orderBy: { createdAt: "desc" },
    take: SHOWN,
    select: { id: true, name: true, email: true, message: true, createdAt: true, userId: true },
  });
}
