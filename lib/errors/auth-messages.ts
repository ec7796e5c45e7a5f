// SPEC §8 "Auth message mapping": raw messages from the auth layer become friendly text.
// Raw messages are matched case-insensitively as substrings, because auth libraries append
// punctuation or detail to them (e.g. "Password should be at least 6 characters.").

const AUTH_MESSAGE_MAP: readonly (readonly [raw: string, friendly: string])[] = [
  ["Invalid login credentials", "Invalid email or password. Please check your credentials and try again."],
  ["Email not confirmed", "Please check your email and click the confirmation link before logging in."],
  ["User already registered", "An account with this email already exists. Please try logging in instead."],
  ["Password should be at least 6 characters", "Password must be at least 6 characters long."],
  ["Signup requires a valid password", "Please provide a valid password."],
  ["Invalid email format", "Please provide a valid email address."],
  ["Token has expired or is invalid", "Your session has expired. Please log in again."],
];

export const MISSING_AUTH_ERROR_MESSAGE = "Unknown error occurred";
export const EMPTY_AUTH_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

function rawMessageOf(error: unknown): string | undefined {
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error) {
    return typeof error.message === "string" ? error.message : undefined;
  }
  return undefined;
}

/** Friendly text for an auth error: mapped rows, else the raw message, else a fallback. */
export function mapAuthErrorMessage(error: unknown): string {
  if (error === null || error === undefined) return MISSING_AUTH_ERROR_MESSAGE;
  const raw = rawMessageOf(error);
  if (!raw) return EMPTY_AUTH_ERROR_MESSAGE;
  const lowered = raw.toLowerCase();
  const row = AUTH_MESSAGE_MAP.find(([pattern]) => lowered.includes(pattern.toLowerCase()));
  return row ? row[1] : raw;
}
