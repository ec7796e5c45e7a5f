// Messages and rules copied verbatim from docs/product-rules.md §8 "Error catalogue".

const UNKNOWN_ERROR_MESSAGE = "An unexpected error occurred. Please try again";

// Codes the spec gives no message show UNKNOWN_ERROR's rather than invented wording.
export const USER_MESSAGES = Object.freeze({
  AUTHENTICATION_ERROR: "Please sign in to continue",
  AUTHORIZATION_ERROR: "You don't have permission to perform this action",
  INVALID_TOKEN: "Your session has expired. Please sign in again",
  EXPIRED_TOKEN: "Your session has expired. Please sign in again",
  VALIDATION_ERROR: "Please check your input and try again",
  REQUIRED_FIELD: "This field is required",
  NETWORK_ERROR: "Unable to connect. Please check your internet connection",
  TIMEOUT: "The request took too long. Please try again",
  RATE_LIMIT_EXCEEDED: "Too many requests. Please wait a moment and try again",
  NOT_FOUND: "The requested resource could not be found",
  DUPLICATE_RESOURCE: "This item already exists",
  CONFLICT: "This action conflicts with existing data",
  INTERNAL_ERROR: "Something went wrong. Our team has been notified",
  DATABASE_ERROR: "Unable to save your changes. Please try again",
  EXTERNAL_SERVICE_ERROR: "External service is temporarily unavailable",
  FILE_TOO_LARGE: "File is too large. Please choose a smaller file",
  INVALID_FILE_TYPE: "File type not supported",
  FILE_UPLOAD_ERROR: "Failed to upload file. Please try again",
  PAYMENT_FAILED: "Payment could not be processed. Please try again",
  CARD_DECLINED: "Your card was declined. Please try a different card",
  INSUFFICIENT_FUNDS: "Insufficient funds. Please check your account",
  SUPPLEMENT_NOT_FOUND: "This supplement is not available",
  STACK_OPTIMIZATION_FAILED: "Unable to optimize your stack. Please try again",
  INTERACTION_CHECK_FAILED: "Unable to check supplement interactions",
  AI_SERVICE_UNAVAILABLE: "AI recommendations are temporarily unavailable",
  AI_PROCESSING_ERROR: "Unable to process your request. Please try again",
  UNKNOWN_ERROR: UNKNOWN_ERROR_MESSAGE,
  BAD_GATEWAY: UNKNOWN_ERROR_MESSAGE,
  SERVICE_UNAVAILABLE: UNKNOWN_ERROR_MESSAGE,
  GATEWAY_TIMEOUT: UNKNOWN_ERROR_MESSAGE,
  CLIENT_ERROR: UNKNOWN_ERROR_MESSAGE,
  SERVER_ERROR: UNKNOWN_ERROR_MESSAGE,
  UNHANDLED_PROMISE_REJECTION: UNKNOWN_ERROR_MESSAGE,
  GLOBAL_ERROR: UNKNOWN_ERROR_MESSAGE,
});

export type ErrorCode = keyof typeof USER_MESSAGES;

export type ErrorSeverity = "critical" | "high" | "medium" | "low";

export const ERROR_CODES = Object.freeze(Object.keys(USER_MESSAGES)) as readonly ErrorCode[];

export const TIMEOUT_MESSAGE = "Request timeout: The request took too long to complete";

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(USER_MESSAGES, value);
}

export function userMessageFor(code: ErrorCode): string {
  return USER_MESSAGES[code];
}

const CODE_BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map<number, ErrorCode>([
  [0, "NETWORK_ERROR"], // spec §8: network failures have status 0
  [400, "VALIDATION_ERROR"],
  [401, "AUTHENTICATION_ERROR"],
  [403, "AUTHORIZATION_ERROR"],
  [404, "NOT_FOUND"],
  [408, "TIMEOUT"],
  [409, "CONFLICT"],
  [429, "RATE_LIMIT_EXCEEDED"],
  [500, "INTERNAL_ERROR"],
  [502, "BAD_GATEWAY"],
  [503, "SERVICE_UNAVAILABLE"],
  [504, "GATEWAY_TIMEOUT"],
]);

const isClientErrorStatus = (status: number): boolean => status >= 400 && status <= 499;
const isServerErrorStatus = (status: number): boolean => status >= 500 && status <= 599;

export function codeForStatus(status: number): ErrorCode {
  const mapped = CODE_BY_STATUS.get(status);
  if (mapped) return mapped;
  if (isClientErrorStatus(status)) return "CLIENT_ERROR";
  if (isServerErrorStatus(status)) return "SERVER_ERROR";
  return "UNKNOWN_ERROR";
}

export function severityForStatus(status: number): ErrorSeverity {
  if (isServerErrorStatus(status)) return "critical";
  if (status === 429) return "high";
  if (isClientErrorStatus(status)) return "medium";
  return "low";
}

export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || isServerErrorStatus(status);
}

const STATUS_BY_CODE: Readonly<Partial<Record<ErrorCode, number>>> = {
  VALIDATION_ERROR: 400,
  REQUIRED_FIELD: 400,
  AUTHENTICATION_ERROR: 401,
  INVALID_TOKEN: 401,
  EXPIRED_TOKEN: 401,
  PAYMENT_FAILED: 402,
  CARD_DECLINED: 402,
  INSUFFICIENT_FUNDS: 402,
  AUTHORIZATION_ERROR: 403,
  NOT_FOUND: 404,
  SUPPLEMENT_NOT_FOUND: 404,
  TIMEOUT: 408,
  CONFLICT: 409,
  DUPLICATE_RESOURCE: 409,
  FILE_TOO_LARGE: 413,
  INVALID_FILE_TYPE: 415,
  RATE_LIMIT_EXCEEDED: 429,
  EXTERNAL_SERVICE_ERROR: 502,
  BAD_GATEWAY: 502,
  AI_SERVICE_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};

export function statusForCode(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 500;
}
