// The client error object of docs/product-rules.md §3; isomorphic.
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

export interface ClientError {
  // Server text or transport failure; the UI shows userMessage.
  message: string;
  status: number;
  code: ErrorCode;
  details: unknown;
  requestId: string | undefined;
  timestamp: string;
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

  // Error's own fields are not enumerable, so JSON.stringify would drop them.
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

// A known error.code wins over the status; a list of errors (docs/product-rules.md §5) is VALIDATION_ERROR.
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

export function networkClientError(cause?: unknown): ApiClientError {
  const message = cause instanceof Error && cause.message ? cause.message : "Network request failed";
  return new ApiClientError({ message, status: 0, code: "NETWORK_ERROR" }, { cause });
}

export function timeoutClientError(): ApiClientError {
  return new ApiClientError({ message: TIMEOUT_MESSAGE, status: 408, code: "TIMEOUT" });
}
