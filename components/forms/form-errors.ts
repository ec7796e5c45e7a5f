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

export function fieldErrorsOf(error: unknown): FieldErrors {
  const fieldErrors = detailsOf(error).fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]]));
}

export function formMessageOf(error: unknown): string {
  const reason = authReasonOf(error);
  if (reason) return AUTH_REASON_MESSAGES[reason];
  const details = detailsOf(error);
  if (details.formErrors?.[0]) return details.formErrors[0];
  if (isClientError(error)) return error.userMessage;
  return authFailureMessage(error);
}

/** None when every server message is beside one of `fields`: the field says it, not a generic line. */
export function formLevelMessageOf(error: unknown, fields: readonly string[]): string | undefined {
  const besideFields = Object.entries(fieldErrorsOf(error)).filter(([, message]) => message !== undefined);
  const allBeside =
    besideFields.length > 0 &&
    besideFields.every(([field]) => fields.includes(field)) &&
    !detailsOf(error).formErrors?.length &&
    authReasonOf(error) === undefined;
  return error === null || error === undefined || allBeside ? undefined : formMessageOf(error);
}

export function isEmailNotConfirmed(error: unknown): boolean {
  return authReasonOf(error) === "EMAIL_NOT_CONFIRMED";
}
