// The browser shows these by the typed reason in `details.auth`, never by matching English messages.

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

export function authFailureMessage(error: unknown): string {
  if (error === null || error === undefined) return MISSING_AUTH_ERROR_MESSAGE;
  return rawMessageOf(error) || EMPTY_AUTH_ERROR_MESSAGE;
}
