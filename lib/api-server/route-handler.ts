import "server-only";
// The one wrapper every route handler goes through (docs/code-style.md "Route handlers, more").
import { z } from "zod";
import { getSessionUser, requireAdmin, requireSessionUser, type SessionUser } from "../auth/session";
import { serverEnv } from "../env";
import { AppError } from "../errors/app-error";
import {
  errorResponse,
  parseJsonBody,
  parseSearchParams,
  REQUEST_ID_HEADER,
  requestIdFor,
} from "../api-server/api-response";
import { assertSafeText } from "../errors/unsafe-text";
import { assertSameOrigin } from "../security/request";

type Schema = z.core.$ZodType;

export type RouteAuth = "user" | "admin" | "optional";

export interface RouteHandlerOptions<
  TAuth extends RouteAuth | undefined,
  TParams extends Schema | undefined,
  TQuery extends Schema | undefined,
  TBody extends Schema | undefined,
> {
  auth?: TAuth;
  sameOrigin?: boolean;
  params?: TParams;
  notFound?: "NOT_FOUND" | "SUPPLEMENT_NOT_FOUND";
  query?: TQuery;
  body?: TBody;
  maxBodyBytes?: number;
}

type Parsed<TSchema> = TSchema extends Schema ? z.output<TSchema> : undefined;

type UserFor<TAuth> = TAuth extends "user" | "admin"
  ? SessionUser
  : TAuth extends "optional"
    ? SessionUser | null
    : undefined;

export interface RouteInput<TAuth, TParams, TQuery, TBody> {
  request: Request;
  requestId: string;
  user: UserFor<TAuth>;
  params: Parsed<TParams>;
  query: Parsed<TQuery>;
  body: Parsed<TBody>;
}

type ContextFor<TParams> = TParams extends Schema ? { params: Promise<z.input<TParams>> } : unknown;

const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function withRequestIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Responses from Response.redirect() or fetch() have immutable headers: copy into a new one.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

async function userFor(
  request: Request,
  auth: RouteAuth | undefined,
): Promise<SessionUser | null | undefined> {
  switch (auth) {
    case "user":
      return requireSessionUser(request);
    case "admin":
      return requireAdmin(request);
    case "optional":
      return getSessionUser(request);
    case undefined:
      return undefined;
  }
}

async function paramsFor(
  context: unknown,
  schema: Schema,
  notFound: "NOT_FOUND" | "SUPPLEMENT_NOT_FOUND",
): Promise<unknown> {
  const raw: unknown =
    typeof context === "object" && context !== null && "params" in context ? await context.params : {};
  // A NUL or lone surrogate in the path ("/api/stacks/%00") is bad input, not an unknown record.
  assertSafeText(raw);
  const parsed = await z.safeParseAsync(schema, raw);
  if (!parsed.success) throw AppError.notFound(notFound, "Malformed route params");
  return parsed.data;
}

async function routeInput(
  request: Request,
  context: unknown,
  requestId: string,
  options: RouteHandlerOptions<
    RouteAuth | undefined,
    Schema | undefined,
    Schema | undefined,
    Schema | undefined
  >,
) {
  if (options.sameOrigin ?? STATE_CHANGING_METHODS.has(request.method)) {
    assertSameOrigin(request, serverEnv().SITE_URL);
  }
  const user = await userFor(request, options.auth);
  const params =
    options.params && (await paramsFor(context, options.params, options.notFound ?? "NOT_FOUND"));
  const query = options.query && parseSearchParams(new URL(request.url).searchParams, options.query);
  const body =
    options.body && (await parseJsonBody(request, options.body, { maxBytes: options.maxBodyBytes }));
  return { request, requestId, user, params, query, body };
}

export function withRouteHandler<
  TAuth extends RouteAuth | undefined = undefined,
  TParams extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TBody extends Schema | undefined = undefined,
>(
  handler: (input: RouteInput<TAuth, TParams, TQuery, TBody>) => Promise<Response> | Response,
  options: RouteHandlerOptions<TAuth, TParams, TQuery, TBody> = {},
): (request: Request, context: ContextFor<TParams>) => Promise<Response> {
  return async (request, context) => {
    const requestId = requestIdFor(request);
    try {
      const input = await routeInput(request, context, requestId, options);
      const response = await handler(input as RouteInput<TAuth, TParams, TQuery, TBody>);
      return withRequestIdHeader(response, requestId);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}
