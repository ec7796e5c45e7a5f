import "server-only";
// Route-handler side of the error catalogue (docs/architecture.md "Errors"): every handler answers
// `{ success:true, data }` or `{ success:false, error:{ code, message, requestId, details? } }` with
// the mapped status, bad input is a 400 VALIDATION_ERROR with field details (never a 500), and
// unknown errors are logged with the request id and answered as INTERNAL_ERROR without leaking
// their message or stack.
import { NextResponse } from "next/server";
import { z } from "zod";
import { readLimitedBody } from "./limited-body";
import { AppError } from "./app-error";
import type { ErrorCode } from "./catalogue";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-unavailable";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "./json-depth";
import { logOutage } from "./outage-log";
import { assertSafeText } from "./unsafe-text";

export const REQUEST_ID_HEADER = "X-Request-Id";
/** Upper bound for JSON request bodies (1 MiB); larger uploads need their own route. */
const DEFAULT_MAX_JSON_BODY_BYTES = 1024 * 1024;

export interface ApiSuccessBody<T> {
  success: true;
  data: T;
}

export interface ApiErrorBody {
  success: false;
  error: { code: ErrorCode; message: string; requestId: string; details?: unknown };
}

/** Field errors keyed by the dotted path ("items.0.quantity"); root-level issues in formErrors. */
export interface ValidationDetails {
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
}

function validationDetailsFromZod(error: z.core.$ZodError): ValidationDetails {
  const details: ValidationDetails = { fieldErrors: {}, formErrors: [] };
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      details.formErrors.push(issue.message);
      continue;
    }
    const key = issue.path.map(String).join(".");
    (details.fieldErrors[key] ??= []).push(issue.message);
  }
  return details;
}

function invalidRequest(message: string): AppError {
  const details: ValidationDetails = { fieldErrors: {}, formErrors: [message] };
  return AppError.validation(details, message);
}

/** Maps one kind of thrown value to an AppError, or returns undefined to let the next one try. */
export type AppErrorMapper = (error: unknown) => AppError | undefined;

const fromAppError: AppErrorMapper = (error) => (error instanceof AppError ? error : undefined);

// $ZodError (not only the classic ZodError) so schemas built with zod/mini are covered too.
const fromZodError: AppErrorMapper = (error) =>
  error instanceof z.core.$ZodError
    ? AppError.validation(validationDetailsFromZod(error), "Request validation failed")
    : undefined;

// Matched by name and code rather than by class so this module does not load the Prisma runtime.
// P2025: "An operation failed because it depends on one or more records that were required but
// not found"; P2002: "Unique constraint failed" (Prisma error reference).
const PRISMA_CODE_MAP: Readonly<Record<string, ErrorCode>> = {
  P2025: "NOT_FOUND",
  P2002: "DUPLICATE_RESOURCE",
};

const fromPrismaKnownError: AppErrorMapper = (error) => {
  if (!(error instanceof Error) || error.name !== "PrismaClientKnownRequestError") return undefined;
  const prismaCode = "code" in error && typeof error.code === "string" ? error.code : undefined;
  const code = prismaCode === undefined ? undefined : PRISMA_CODE_MAP[prismaCode];
  return code ? new AppError(code, error.message, { cause: error }) : undefined;
};

// The database stopped or unreachable: 503 with Retry-After, not a 500 (lib/errors/database-unavailable.ts).
const fromDatabaseUnavailable: AppErrorMapper = (error) =>
  isDatabaseUnavailable(error)
    ? new AppError("SERVICE_UNAVAILABLE", "The database is unavailable", {
        cause: error,
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      })
    : undefined;

/** Tried in order by toAppError; add a mapper here to teach every route a new error kind. */
const DEFAULT_ERROR_MAPPERS: readonly AppErrorMapper[] = [
  fromAppError,
  fromZodError,
  fromDatabaseUnavailable,
  fromPrismaKnownError,
];

/** Any thrown value as an AppError; unrecognised values become INTERNAL_ERROR (cause kept). */
export function toAppError(
  error: unknown,
  mappers: readonly AppErrorMapper[] = DEFAULT_ERROR_MAPPERS,
): AppError {
  for (const mapper of mappers) {
    const mapped = mapper(error);
    if (mapped) return mapped;
  }
  const message = error instanceof Error ? error.message : "Non-error value thrown";
  return new AppError("INTERNAL_ERROR", message, { cause: error });
}

/** Headers for answers carrying account data: never cached by browsers or proxies. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

export function jsonOk<T>(data: T, init?: ResponseInit): NextResponse<ApiSuccessBody<T>> {
  return NextResponse.json({ success: true, data }, init);
}

/** Answers that mean a dependency is away (the database, an AI provider), not a bug here. */
const OUTAGE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * The catalogue's JSON error answer. 5xx answers are logged with the request id: a bug with its
 * stack; an outage as one line per kind a minute (lib/errors/outage-log.ts), since every request
 * fails the same way while it lasts.
 */
export function errorResponse(error: unknown, requestId: string): NextResponse<ApiErrorBody> {
  const appError = toAppError(error);
  if (OUTAGE_STATUSES.has(appError.status)) {
    logOutage(appError, error, requestId);
  } else if (appError.status >= 500) {
    console.error(`[request ${requestId}] ${appError.code} answered with ${appError.status}`, error);
  }
  const body: ApiErrorBody = {
    success: false,
    error: {
      code: appError.code,
      message: appError.userMessage,
      requestId,
      ...(appError.details === undefined ? {} : { details: appError.details }),
    },
  };
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId };
  if (appError.retryAfterSeconds !== undefined) headers["Retry-After"] = String(appError.retryAfterSeconds);
  return NextResponse.json(body, { status: appError.status, headers });
}

// A caller-supplied id is reused (so a proxy's id links both logs) only when it is short and
// plain, which keeps log lines and response headers free of injected content.
const VALID_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

export function requestIdFor(request: Request): string {
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  return incoming !== null && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export interface ParseJsonBodyOptions {
  /** Largest accepted body in bytes; default DEFAULT_MAX_JSON_BODY_BYTES. */
  maxBytes?: number;
}

function isJsonContentType(header: string | null): boolean {
  const mediaType = header?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json" || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(mediaType ?? "");
}

async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readLimitedBody(request, maxBytes, () =>
    invalidRequest(`Request body must not exceed ${maxBytes} bytes`),
  );
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidRequest("Request body must be UTF-8 encoded");
  }
}

/**
 * Reads and validates a JSON body. Wrong content type, oversize, too deeply nested (MAX_JSON_DEPTH)
 * or malformed bodies, and text with NUL or lone surrogates anywhere (lib/errors/unsafe-text.ts),
 * throw an AppError VALIDATION_ERROR; a schema failure throws the ZodError (both answered as 400).
 */
export async function parseJsonBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  options: ParseJsonBodyOptions = {},
): Promise<z.output<S>> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw invalidRequest("Content-Type must be application/json");
  }
  const text = await readBodyText(request, options.maxBytes ?? DEFAULT_MAX_JSON_BODY_BYTES);
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw invalidRequest(`Request body must not nest more than ${MAX_JSON_DEPTH} levels deep`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidRequest("Request body must be valid JSON");
  }
  assertSafeText(json);
  const result = await z.safeParseAsync(schema, json);
  if (!result.success) throw result.error;
  return result.data;
}

/**
 * Validates query parameters. A key given once is a string, a repeated key an array of strings,
 * so schemas coerce numbers themselves (z.coerce). Unsafe text (NUL, lone surrogates) throws a
 * VALIDATION_ERROR; a schema failure throws the ZodError.
 */
export function parseSearchParams<S extends z.core.$ZodType>(
  searchParams: URLSearchParams,
  schema: S,
): z.output<S> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const all = searchParams.getAll(key);
    values[key] = all.length === 1 && all[0] !== undefined ? all[0] : all;
  }
  assertSafeText(values);
  const result = z.safeParse(schema, values);
  if (!result.success) throw result.error;
  return result.data;
}
