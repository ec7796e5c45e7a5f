// docs/product-rules.md §8 "Auth message mapping". The server names an auth failure with a typed reason in the error's
// `details.auth` (lib/auth/accounts.ts); the browser shows the spec's friendly text for that reason
// from this one table, never by matching English messages.
//
// The spec's other rows describe the old hosted backend's raw messages, which this app does not
// produce: an invalid email address or a missing password is a field error of the request's
// validation (lib/auth/schemas.ts, with its own text), this app's minimum password length is 8, not
// 6 (lib/auth/password-policy.ts), and an expired session is a 401 AUTHENTICATION_ERROR.

export const AUTH_REASON_MESSAGES = {
  INVALID_CREDENTIALS: "Invalid email or password. Please check your credentials and try again.",
  EMAIL_NOT_CONFIRMED: "Please check your email and click the confirmation link before logging in.",
  USER_ALREADY_REGISTERED: "An account with this email already exists. Please try logging in instead.",
} as const;

export type AuthReason = keyof typeof AUTH_REASON_MESSAGES;

export function isAuthReason(value: unknown): value is AuthReason {
  return typeof value === "string" && Object.hasOwn(AUTH_REASON_MESSAGES, value);
}

const MISSING_AUTH_ERROR_MESSAGE = "Unknown error occurred";
const EMPTY_AUTH_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

function rawMessageOf(error: unknown): string | undefined {
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error) {
    return typeof error.message === "string" ? error.message : undefined;
  }
  return undefined;
}

/**
 * Text for a failed auth step that carries no reason (a network failure, next-auth's own answer):
 * its message as it is; a missing error or one without a message gets the spec's fallbacks.
 */
export function authFailureMessage(error: unknown): string {
  if (error === null || error === undefined) return MISSING_AUTH_ERROR_MESSAGE;
  return rawMessageOf(error) || EMPTY_AUTH_ERROR_MESSAGE;
}
