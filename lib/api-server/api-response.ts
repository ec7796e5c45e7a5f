import "server-only";
// Route-handler side of the error catalogue (docs/architecture.md "Errors").
import { NextResponse } from "next/server";
import { z } from "zod";
import { readLimitedBody } from "./limited-body";
import { AppError } from "../errors/app-error";
import type { ErrorCode } from "../errors/catalogue";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../errors/database-unavailable";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "./json-depth";
import { logOutage } from "../errors/outage-log";
import { assertSafeText } from "../errors/unsafe-text";

export const REQUEST_ID_HEADER = "X-Request-Id";
const DEFAULT_MAX_JSON_BODY_BYTES = 1024 * 1024;

export interface ApiSuccessBody<T> {
  success: true;
  data: T;
}

export interface ApiErrorBody {
  success: false;
  error: { code: ErrorCode; message: string; requestId: string; details?: unknown };
}

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

export type AppErrorMapper = (error: unknown) => AppError | undefined;

const fromAppError: AppErrorMapper = (error) => (error instanceof AppError ? error : undefined);

// $ZodError, not only the classic ZodError, so zod/mini schemas are covered too.
const fromZodError: AppErrorMapper = (error) =>
  error instanceof z.core.$ZodError
    ? AppError.validation(validationDetailsFromZod(error), "Request validation failed")
    : undefined;

// Matched by name, not class, so this module does not load the Prisma runtime.
// P2025: a required record was not found; P2002: unique constraint failed (Prisma error reference).
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

const fromDatabaseUnavailable: AppErrorMapper = (error) =>
  isDatabaseUnavailable(error)
    ? new AppError("SERVICE_UNAVAILABLE", "The database is unavailable", {
        cause: error,
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      })
    : undefined;

const DEFAULT_ERROR_MAPPERS: readonly AppErrorMapper[] = [
  fromAppError,
  fromZodError,
  fromDatabaseUnavailable,
  fromPrismaKnownError,
];

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

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** The envelope of every successful answer. */
export function successBody<T>(data: T): ApiSuccessBody<T> {
  return { success: true, data };
}

export function jsonOk<T>(data: T, init?: ResponseInit): NextResponse<ApiSuccessBody<T>> {
  return NextResponse.json(successBody(data), init);
}

const OUTAGE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

// An outage is logged one line per kind a minute: every request fails the same way while it lasts.
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

// A caller's id is reused only when short and plain, so logs and headers stay free of injected content.
const VALID_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

export function requestIdFor(request: Request): string {
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  return incoming !== null && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export interface ParseJsonBodyOptions {
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

// A repeated key is an array of strings, and schemas coerce numbers themselves (z.coerce).
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
