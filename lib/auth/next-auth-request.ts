// next-auth v4 answers 500 to much mere bad input, so only the actions this app uses get through.
import { z } from "zod";

import { AppError } from "../errors/app-error";
import { readLimitedBody } from "../api-server/limited-body";
import { assertSafeText } from "../errors/unsafe-text";
import { safeCallbackUrl } from "./callback-url";

const GET_ACTIONS: ReadonlySet<string> = new Set([
  "session",
  "csrf",
  "providers",
  "signin",
  "signout",
  "error",
]);
const POST_ACTIONS: ReadonlySet<string> = new Set(["session", "signin", "callback", "signout", "_log"]);
const WITH_PROVIDER: ReadonlySet<string> = new Set(["signin", "callback"]);
const MAX_FORM_BYTES = 8 * 1024;
// next-auth puts the error code unescaped into its redirect's Location, where other text throws.
const ERROR_CODE = /^[A-Za-z]{1,64}$/;

const badRequest = (message: string) =>
  AppError.validation({ fieldErrors: {}, formErrors: [message] }, message);

function checkAction(method: string, segments: readonly string[]): void {
  const [action = "", provider, ...rest] = segments;
  const actions = method === "POST" ? POST_ACTIONS : method === "GET" ? GET_ACTIONS : undefined;
  const providerOk = provider === undefined || (WITH_PROVIDER.has(action) && provider === "credentials");
  if (!actions?.has(action) || !providerOk || rest.length > 0) {
    throw AppError.notFound("NOT_FOUND", `No next-auth endpoint for ${method} /${segments.join("/")}`);
  }
  if (method === "GET" && action === "callback") throw badRequest("The sign-in callback accepts POST only");
}

function checkErrorCode(segments: readonly string[], values: URLSearchParams): void {
  const code = values.get("error");
  if (segments[0] === "error" && code !== null && !ERROR_CODE.test(code)) {
    throw badRequest("error must be a sign-in error code (letters only)");
  }
}

function withSafeCallbackUrl(values: URLSearchParams, origin: string): URLSearchParams {
  const raw = values.get("callbackUrl");
  if (raw !== null) values.set("callbackUrl", safeCallbackUrl(raw, origin));
  return values;
}

async function readForm(request: Request): Promise<URLSearchParams> {
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded") {
    throw badRequest("Content-Type must be application/x-www-form-urlencoded");
  }
  const bytes = await readLimitedBody(request, MAX_FORM_BYTES, () =>
    badRequest(`Request body must not exceed ${MAX_FORM_BYTES} bytes`),
  );
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("Request body must be UTF-8 encoded");
  }
  const form = new URLSearchParams(text);
  assertSafeText(Object.fromEntries(form));
  return form;
}

const sessionUpdateSchema = z.object({ csrfToken: z.string().min(1).max(200) });

// Only the csrf token is passed on: the jwt callback reads names and image from the database.
async function readSessionUpdate(request: Request): Promise<URLSearchParams> {
  const bytes = await readLimitedBody(request, MAX_FORM_BYTES, () =>
    badRequest(`Request body must not exceed ${MAX_FORM_BYTES} bytes`),
  );
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw badRequest("Request body must be UTF-8 JSON");
  }
  const parsed = sessionUpdateSchema.safeParse(body);
  if (!parsed.success) throw badRequest("A session update carries a csrfToken");
  assertSafeText(parsed.data.csrfToken);
  return new URLSearchParams({ csrfToken: parsed.data.csrfToken });
}

const isJson = (request: Request) =>
  request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() === "application/json";

export async function nextAuthRequest(request: Request, segments: readonly string[]): Promise<Request> {
  assertSafeText(segments);
  checkAction(request.method, segments);
  const url = new URL(request.url);
  assertSafeText(Object.fromEntries(url.searchParams));
  checkErrorCode(segments, url.searchParams);
  withSafeCallbackUrl(url.searchParams, url.origin);
  if (request.method !== "POST") {
    return new Request(url, { method: request.method, headers: request.headers });
  }
  const form =
    segments[0] === "session" && isJson(request)
      ? await readSessionUpdate(request)
      : withSafeCallbackUrl(await readForm(request), url.origin);
  // The body is rewritten (always as a form), so its length and type are the new one's.
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request(url, { method: "POST", headers, body: form.toString() });
}
