// The client error object of docs/product-rules.md §3: what the browser fetch client throws and what error screens,
// toasts and the retry policy read. Isomorphic (no DOM or server APIs).
import {
  type ErrorCode,
  type ErrorSeverity,
  TIMEOUT_MESSAGE,
  codeForStatus,
  isErrorCode,
  isRetryableStatus,
  severityForStatus,
  userMessageFor,
} from "./catalogue";

/**
 * docs/product-rules.md §3 "Client error object: message, status, code, details, requestId, timestamp,
 * userMessage, severity, retryability". The spec's "retryability" is the boolean `retryable`.
 */
export interface ClientError {
  /** Internal message (server text or transport failure); not for display. */
  message: string;
  /** HTTP status; 0 for network failures (spec §8). */
  status: number;
  code: ErrorCode;
  details: unknown;
  requestId: string | undefined;
  /** ISO 8601 time the error was created in this browser. */
  timestamp: string;
  /** Catalogue message for `code`; what the UI shows. */
  userMessage: string;
  severity: ErrorSeverity;
  retryable: boolean;
}

export type ClientErrorInit = Pick<ClientError, "message" | "status" | "code"> &
  Partial<Omit<ClientError, "message" | "status" | "code">>;

export class ApiClientError extends Error implements ClientError {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly requestId: string | undefined;
  readonly timestamp: string;
  readonly userMessage: string;
  readonly severity: ErrorSeverity;
  readonly retryable: boolean;

  /** Fields left out are derived from the catalogue: user message by code, the rest by status. */
  constructor(init: ClientErrorInit, options?: ErrorOptions) {
    super(init.message, options);
    this.name = "ApiClientError";
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.timestamp = init.timestamp ?? new Date().toISOString();
    this.userMessage = init.userMessage ?? userMessageFor(init.code);
    this.severity = init.severity ?? severityForStatus(init.status);
    this.retryable = init.retryable ?? isRetryableStatus(init.status);
  }

  /** Plain object form, e.g. for error tracking payloads (Error fields are not enumerable). */
  toJSON(): ClientError {
    return {
      message: this.message,
      status: this.status,
      code: this.code,
      details: this.details,
      requestId: this.requestId,
      timestamp: this.timestamp,
      userMessage: this.userMessage,
      severity: this.severity,
      retryable: this.retryable,
    };
  }
}

const SEVERITIES: readonly string[] = ["critical", "high", "medium", "low"];

/** True for an ApiClientError or any plain object with the client error fields. */
export function isClientError(value: unknown): value is ClientError {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Record<keyof ClientError, unknown>>;
  return (
    typeof candidate.message === "string" &&
    typeof candidate.status === "number" &&
    isErrorCode(candidate.code) &&
    typeof candidate.timestamp === "string" &&
    typeof candidate.userMessage === "string" &&
    typeof candidate.severity === "string" &&
    SEVERITIES.includes(candidate.severity) &&
    typeof candidate.retryable === "boolean"
  );
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === "string" && value.length > 0 ? value : undefined;

/**
 * Builds the client error for a non-OK response. `body` is the parsed JSON (or raw text, or
 * undefined). Our route handlers answer `{ success:false, error:{ code, message, requestId,
 * details? } }`; a known `error.code` wins over the status mapping, a list of errors
 * (`errors: [...]`, docs/product-rules.md §5) makes it a VALIDATION_ERROR, and `fallbackRequestId` (the
 * X-Request-Id header) is used when the body carries none.
 */
export function clientErrorFromResponse(
  status: number,
  body: unknown,
  fallbackRequestId?: string,
): ApiClientError {
  const envelope = asRecord(body);
  const errorObject = asRecord(envelope?.error);
  const errorList = envelope?.errors;
  const hasErrorList = Array.isArray(errorList) && errorList.length > 0;

  let code: ErrorCode = codeForStatus(status);
  if (hasErrorList) code = "VALIDATION_ERROR";
  else if (isErrorCode(errorObject?.code)) code = errorObject.code;

  const message =
    stringOrUndefined(errorObject?.message) ??
    stringOrUndefined(envelope?.error) ??
    stringOrUndefined(envelope?.message) ??
    `Request failed with status ${status}`;

  return new ApiClientError({
    message,
    status,
    code,
    details: hasErrorList ? { errors: errorList } : errorObject?.details,
    requestId: stringOrUndefined(errorObject?.requestId) ?? fallbackRequestId,
  });
}

/** A request that never got a response (offline, DNS, CORS): status 0, retryable. */
export function networkClientError(cause?: unknown): ApiClientError {
  const message = cause instanceof Error && cause.message ? cause.message : "Network request failed";
  return new ApiClientError({ message, status: 0, code: "NETWORK_ERROR" }, { cause });
}

/** The client-side time-out (30 s by default in the fetch client), reported as a 408. */
export function timeoutClientError(): ApiClientError {
  return new ApiClientError({ message: TIMEOUT_MESSAGE, status: 408, code: "TIMEOUT" });
}
