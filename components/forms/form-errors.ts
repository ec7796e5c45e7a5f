// Reading an API error into what a form shows: per-field messages, a form-level message, and the
// friendly text of an auth reason code (docs/product-rules.md §8 "Auth message mapping").
import { isClientError } from "@/lib/errors/client-error";
import {
  AUTH_REASON_MESSAGES,
  authFailureMessage,
  isAuthReason,
  type AuthReason,
} from "@/lib/errors/auth-messages";

export type FieldErrors = Record<string, string | undefined>;

interface ErrorDetails {
  fieldErrors?: Record<string, string[] | undefined>;
  formErrors?: string[];
  auth?: unknown;
}

function detailsOf(error: unknown): ErrorDetails {
  if (!isClientError(error) || typeof error.details !== "object" || error.details === null) return {};
  return error.details;
}

function authReasonOf(error: unknown): AuthReason | undefined {
  const { auth } = detailsOf(error);
  return isAuthReason(auth) ? auth : undefined;
}

/** The first message for each field the server rejected. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const fieldErrors = detailsOf(error).fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]]));
}

/** A message for the whole form: the auth reason's text, a form error, or the catalogue message. */
export function formMessageOf(error: unknown): string {
  const reason = authReasonOf(error);
  if (reason) return AUTH_REASON_MESSAGES[reason];
  const details = detailsOf(error);
  if (details.formErrors?.[0]) return details.formErrors[0];
  if (isClientError(error)) return error.userMessage;
  return authFailureMessage(error);
}

/** Whether the error is the "email not confirmed" reason (the login form then offers a new link). */
export function isEmailNotConfirmed(error: unknown): boolean {
  return authReasonOf(error) === "EMAIL_NOT_CONFIRMED";
}
