// The one server-side error type (docs/code-style.md "One AppError"); isomorphic, thrown anywhere.
import { type ErrorCode, statusForCode, userMessageFor } from "./catalogue";

export interface AppErrorOptions {
  status?: number;
  // Sent to the client: safe-to-show detail only.
  details?: unknown;
  cause?: unknown;
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  readonly userMessage: string;
  readonly retryAfterSeconds?: number;

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
