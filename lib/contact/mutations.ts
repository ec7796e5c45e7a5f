import "server-only";
import { db } from "../db/prisma";
import { contactSubjectLabel, type ContactMessageInput } from "./schemas";

export interface StoredContactMessage {
  id: string;
}

export async function storeContactMessage(
  input: Omit<ContactMessageInput, "website">,
  userId: string | null,
): Promise<StoredContactMessage> {
  const message = await db().contactMessage.create({
    data: {
      name: input.name,
      email: input.email,
      subject: contactSubjectLabel(input.subject),
      message: input.message,
      userId,
    },
    select: { id: true },
  });
  return message;
}
