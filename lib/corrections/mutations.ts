import "server-only";
import type { SessionUser } from "../auth/session";
import { storeContactMessage, type StoredContactMessage } from "../contact/mutations";
import { AppError } from "../errors/app-error";
import { correctionMessage, type CorrectionInput } from "./schemas";

const EMAIL_REQUIRED_MESSAGE = "Please enter your email address so that we can reply";

/** Who the correction is from: the signed-in account, or the address a signed-out person gave. */
export function correctionSender(
  input: Pick<CorrectionInput, "name" | "email">,
  user: SessionUser | null,
): { name: string; email: string } {
  const email = user?.email ?? (input.email?.trim() || null);
  if (email === null)
    throw AppError.validation(
      { fieldErrors: { email: [EMAIL_REQUIRED_MESSAGE] }, formErrors: [] },
      EMAIL_REQUIRED_MESSAGE,
    );
  const name = input.name?.trim() || (user ? `${user.firstName} ${user.lastName}`.trim() : "") || "Not given";
  return { name, email };
}

// A correction is a contact message with its own subject, so it shares the contact messages' storage,
// retention, data export and account deletion.
export function storeCorrection(
  input: CorrectionInput,
  sender: { name: string; email: string },
  userId: string | null,
): Promise<StoredContactMessage> {
  return storeContactMessage(
    { ...sender, subject: "knowledge-correction", message: correctionMessage(input) },
    userId,
  );
}
