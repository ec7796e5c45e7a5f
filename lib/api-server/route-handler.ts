import "server-only";
// The one wrapper every route handler goes through (docs/code-style.md "Route handlers, more"; dub's
// `withWorkspace`). Guards are options, not lines repeated in each handler:
//   export const PUT = withRouteHandler(async ({ user, params, body }) => …,
//     { auth: "user", params: recordIdParams, body: updateStackSchema });
// In order: the Origin check (state-changing methods), the session (`auth`), the route params, the
// query and the JSON body; then the handler, whose answer gets X-Request-Id. Anything thrown on the
// way is answered through the error catalogue (lib/errors/api-response.ts).
//
// Route params are checked against the file system by Next's generated types: the returned
// function takes `{ params: Promise<input of the params schema> }`, and `next typegen` (part of
// `npm run typecheck`) checks every route module's exports against `RouteContext<'/api/…'>` of its
// own path, so a schema naming a segment the folder does not have fails the type check.
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
} from "../errors/api-response";
import { assertSafeText } from "../errors/unsafe-text";
import { assertSameOrigin } from "../security/request";

type Schema = z.core.$ZodType;

/**
 * "user": a signed-in user or 401 AUTHENTICATION_ERROR; "admin": a signed-in admin by the role in
 * the database (401 signed out, 403 AUTHORIZATION_ERROR otherwise); "optional": the user or null.
 */
export type RouteAuth = "user" | "admin" | "optional";

export interface RouteHandlerOptions<
  TAuth extends RouteAuth | undefined,
  TParams extends Schema | undefined,
  TQuery extends Schema | undefined,
  TBody extends Schema | undefined,
> {
  auth?: TAuth;
  /**
   * The Origin check (lib/security/request.ts). On by default for POST, PUT, PATCH and DELETE; a
   * route that sets `false` says why in a comment.
   */
  sameOrigin?: boolean;
  /** Route params; a failure names nothing that exists, so it answers 404 (`notFound`). */
  params?: TParams;
  /** The 404 code a params failure answers (default NOT_FOUND). */
  notFound?: "NOT_FOUND" | "SUPPLEMENT_NOT_FOUND";
  /** Query parameters (parseSearchParams): a failure is a 400 VALIDATION_ERROR. */
  query?: TQuery;
  /** A JSON body (parseJsonBody): a failure is a 400 VALIDATION_ERROR. */
  body?: TBody;
  /** Largest accepted JSON body in bytes; default DEFAULT_MAX_JSON_BODY_BYTES (1 MiB). */
  maxBodyBytes?: number;
}

type Parsed<TSchema> = TSchema extends Schema ? z.output<TSchema> : undefined;

type UserFor<TAuth> = TAuth extends "user" | "admin"
  ? SessionUser
  : TAuth extends "optional"
    ? SessionUser | null
    : undefined;

/** The one argument a handler gets: the request and everything the options checked and parsed. */
export interface RouteInput<TAuth, TParams, TQuery, TBody> {
  request: Request;
  requestId: string;
  user: UserFor<TAuth>;
  params: Parsed<TParams>;
  query: Parsed<TQuery>;
  body: Parsed<TBody>;
}

/** What Next passes as the second argument: the params, when the route has any. */
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

/**
 * Wraps a route handler: runs the options' guards and parsers, gives the handler one typed
 * argument, answers anything thrown through the error catalogue, and sets X-Request-Id on every
 * response.
 */
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
      // The options decided each field's type (RouteInput); routeInput built exactly those fields.
      const response = await handler(input as RouteInput<TAuth, TParams, TQuery, TBody>);
      return withRequestIdHeader(response, requestId);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}
