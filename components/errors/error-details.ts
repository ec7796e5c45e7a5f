// Thrown values may be anything (a client component can throw a string), so every field is read defensively.

export type ErrorDetails = {
  message: string;
  code: string | undefined;
  status: number | undefined;
  /** Next's digest (matches the server log), else a request id from the API error, else undefined. */
  id: string | undefined;
};

/** docs/product-rules.md §8 UNKNOWN_ERROR message, for values that carry no message of their own. */
const UNKNOWN_ERROR_MESSAGE = "An unexpected error occurred. Please try again";

const MAX_MESSAGE_LENGTH = 300;

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** Only the first line, capped: a message must never carry a stack trace onto the screen. */
function safeMessage(raw: string | undefined): string {
  const firstLine = raw?.split("\n", 1)[0]?.trim();
  if (!firstLine) return UNKNOWN_ERROR_MESSAGE;
  return firstLine.length > MAX_MESSAGE_LENGTH ? `${firstLine.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : firstLine;
}

export function describeError(error: unknown): ErrorDetails {
  const rawMessage = typeof error === "string" ? error : nonEmptyString(field(error, "message"));
  const code = field(error, "code");
  const status = field(error, "status") ?? field(error, "statusCode");
  return {
    message: safeMessage(rawMessage),
    code: nonEmptyString(code) ?? (typeof code === "number" ? String(code) : undefined),
    status: typeof status === "number" && Number.isInteger(status) ? status : undefined,
    id: nonEmptyString(field(error, "digest")) ?? nonEmptyString(field(error, "requestId")),
  };
}

export function generateErrorId(): string {
  const bytes = new Uint8Array(4);
  globalThis.crypto.getRandomValues(bytes);
  return `ERR-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}
