import {
  ERROR_CODES,
  TIMEOUT_MESSAGE,
  USER_MESSAGES,
  codeForStatus,
  isErrorCode,
  isRetryableStatus,
  severityForStatus,
  statusForCode,
  userMessageFor,
  type ErrorCode,
} from "@/lib/errors/catalogue";

// docs/product-rules.md §8 "User messages by code", copied verbatim.
const SPEC_MESSAGES: Record<string, string> = {
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
  UNKNOWN_ERROR: "An unexpected error occurred. Please try again",
};

const CODES_WITHOUT_SPEC_MESSAGE = [
  "BAD_GATEWAY",
  "SERVICE_UNAVAILABLE",
  "GATEWAY_TIMEOUT",
  "CLIENT_ERROR",
  "SERVER_ERROR",
  "UNHANDLED_PROMISE_REJECTION",
  "GLOBAL_ERROR",
];

describe("USER_MESSAGES", () => {
  it.each(Object.entries(SPEC_MESSAGES))("%s has the spec's exact message", (code, message) => {
    expect(isErrorCode(code)).toBe(true);
    expect(USER_MESSAGES[code as ErrorCode]).toBe(message);
  });

  it.each(CODES_WITHOUT_SPEC_MESSAGE)("%s falls back to UNKNOWN_ERROR's message", (code) => {
    expect(isErrorCode(code)).toBe(true);
    expect(userMessageFor(code as ErrorCode)).toBe("An unexpected error occurred. Please try again");
  });

  it("holds exactly the spec codes plus the status-map and tracking codes", () => {
    expect([...ERROR_CODES].sort()).toEqual(
      [...Object.keys(SPEC_MESSAGES), ...CODES_WITHOUT_SPEC_MESSAGE].sort(),
    );
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(USER_MESSAGES)).toBe(true);
  });

  it("has the spec's time-out message", () => {
    expect(TIMEOUT_MESSAGE).toBe("Request timeout: The request took too long to complete");
  });
});

describe("isErrorCode", () => {
  it.each([
    ["NOT_A_CODE"],
    ["not_found"],
    [""],
    [404],
    [null],
    [undefined],
    [{}],
    ["toString"],
    ["__proto__"],
  ])("rejects %p", (value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});

describe("codeForStatus", () => {
  it.each<[number, ErrorCode]>([
    [0, "NETWORK_ERROR"],
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
    [418, "CLIENT_ERROR"],
    [402, "CLIENT_ERROR"],
    [499, "CLIENT_ERROR"],
    [507, "SERVER_ERROR"],
    [501, "SERVER_ERROR"],
    [599, "SERVER_ERROR"],
    [200, "UNKNOWN_ERROR"],
    [302, "UNKNOWN_ERROR"],
    [600, "UNKNOWN_ERROR"],
  ])("%i → %s", (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe("severityForStatus", () => {
  it.each([
    [500, "critical"],
    [503, "critical"],
    [599, "critical"],
    [429, "high"],
    [400, "medium"],
    [404, "medium"],
    [408, "medium"],
    [499, "medium"],
    [0, "low"],
    [200, "low"],
    [302, "low"],
  ])("%i is %s", (status, severity) => {
    expect(severityForStatus(status)).toBe(severity);
  });
});

describe("isRetryableStatus", () => {
  it.each([0, 408, 429, 500, 502, 503, 504, 507])("%i is retryable", (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 413, 418, 422, 200, 302])("%i is not retryable", (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe("statusForCode", () => {
  it.each<[ErrorCode, number]>([
    ["VALIDATION_ERROR", 400],
    ["REQUIRED_FIELD", 400],
    ["AUTHENTICATION_ERROR", 401],
    ["INVALID_TOKEN", 401],
    ["EXPIRED_TOKEN", 401],
    ["PAYMENT_FAILED", 402],
    ["CARD_DECLINED", 402],
    ["INSUFFICIENT_FUNDS", 402],
    ["AUTHORIZATION_ERROR", 403],
    ["NOT_FOUND", 404],
    ["SUPPLEMENT_NOT_FOUND", 404],
    ["TIMEOUT", 408],
    ["CONFLICT", 409],
    ["DUPLICATE_RESOURCE", 409],
    ["FILE_TOO_LARGE", 413],
    ["INVALID_FILE_TYPE", 415],
    ["RATE_LIMIT_EXCEEDED", 429],
    ["EXTERNAL_SERVICE_ERROR", 502],
    ["BAD_GATEWAY", 502],
    ["AI_SERVICE_UNAVAILABLE", 503],
    ["SERVICE_UNAVAILABLE", 503],
    ["GATEWAY_TIMEOUT", 504],
    ["INTERNAL_ERROR", 500],
    ["DATABASE_ERROR", 500],
    ["NETWORK_ERROR", 500],
    ["STACK_OPTIMIZATION_FAILED", 500],
    ["AI_PROCESSING_ERROR", 500],
    ["UNKNOWN_ERROR", 500],
    ["GLOBAL_ERROR", 500],
  ])("%s → %i", (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it("maps every code of the status table back to its status", () => {
    for (const status of [400, 401, 403, 404, 408, 409, 429, 500, 502, 503, 504]) {
      expect(statusForCode(codeForStatus(status))).toBe(status);
    }
  });
});
