// The one server-side error type (docs/code-style.md "One AppError"): lib/ code throws it, route handlers
// turn it into the catalogue's JSON. Isomorphic so domain code can throw it anywhere.
import { type ErrorCode, statusForCode, userMessageFor } from "./catalogue";

export interface AppErrorOptions {
  /** Overrides the catalogue status for this code (rarely needed). */
  status?: number;
  /** Safe-to-show structured detail, e.g. field errors; sent to the client. */
  details?: unknown;
  cause?: unknown;
  /** For 429 answers: seconds until the client may retry (sent as Retry-After). */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  readonly userMessage: string;
  readonly retryAfterSeconds?: number;

  /** `message` is the internal (log) message; it defaults to the user message. */
  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    const userMessage = userMessageFor(code);
    super(message ?? userMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? statusForCode(code);
    this.userMessage = userMessage;
    if (options.details !== undefined) this.details = options.details;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static validation(details?: unknown, message?: string): AppError {
    return new AppError("VALIDATION_ERROR", message, { details });
  }

  static notFound(code: "NOT_FOUND" | "SUPPLEMENT_NOT_FOUND" = "NOT_FOUND", message?: string): AppError {
    return new AppError(code, message);
  }

  static unauthenticated(message?: string): AppError {
    return new AppError("AUTHENTICATION_ERROR", message);
  }

  static forbidden(message?: string): AppError {
    return new AppError("AUTHORIZATION_ERROR", message);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
