// The one browser fetch client for the product API (docs/product-rules.md §7 "Product API": "Any method to /api/...
// with JSON body, bearer token, credentials included, 30 s time-out"). The session is an
// HTTP-only cookie (next-auth), so `credentials: 'include'` carries it; callers may still pass an
// Authorization header. No retries here: react-query applies lib/api/retry-policy.ts.
import { beginRequest } from "./activity";
import { clientErrorFromResponse, networkClientError, timeoutClientError } from "@/lib/errors/client-error";

const API_TIMEOUT_MS = 30_000;

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Sent as JSON; a FormData body is sent as multipart/form-data (file uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Aborting it aborts the request; the abort error is rethrown untouched (a cancellation). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

// Reads the body once; JSON when it parses, otherwise the raw text (e.g. a proxy's HTML 502 page).
async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// Header names are case-insensitive; a caller's own Accept or Content-Type wins over ours.
const hasHeader = (headers: Record<string, string>, name: string): boolean =>
  Object.keys(headers).some((key) => key.toLowerCase() === name);

function isEnvelope(payload: unknown): payload is { success: boolean; data?: unknown } {
  return (
    typeof payload === "object" &&
    payload !== null &&
    "success" in payload &&
    typeof payload.success === "boolean"
  );
}

/**
 * Calls the product API and returns the response data: `data` of a `{ success: true, data }`
 * envelope, otherwise the parsed body; undefined for 204. Throws an ApiClientError for non-OK
 * answers (and for an OK answer whose envelope says `success: false`), a TIMEOUT error after
 * `timeoutMs`, and a NETWORK_ERROR (status 0) when no response arrives. The type parameter is
 * not checked at run time; callers that need that parse the result with zod.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = "GET", body, headers = {}, signal, timeoutMs = API_TIMEOUT_MS } = options;
  const end = beginRequest();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener("abort", forwardAbort, { once: true });

  // fetch rejects only when no complete response arrived: time-out, caller abort or network.
  const transportError = (error: unknown): unknown => {
    if (timedOut) return timeoutClientError();
    if (signal?.aborted) return error;
    return networkClientError(error);
  };

  try {
    const requestHeaders: Record<string, string> = { ...headers };
    if (!hasHeader(headers, "accept")) requestHeaders.Accept = "application/json";
    // The browser writes a multipart body's Content-Type itself, with the boundary.
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    if (body !== undefined && !isForm && !hasHeader(headers, "content-type"))
      requestHeaders["Content-Type"] = "application/json";
    // Serialised outside the transport try: a body that cannot be JSON is a bug, not a network error.
    const serialisedBody = body === undefined ? undefined : isForm ? body : JSON.stringify(body);
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(path, {
        method,
        headers: requestHeaders,
        body: serialisedBody,
        credentials: "include",
        signal: controller.signal,
      });
      payload = await readPayload(response);
    } catch (error) {
      throw transportError(error);
    }

    const requestId = response.headers.get("X-Request-Id") ?? undefined;
    if (!response.ok || (isEnvelope(payload) && !payload.success)) {
      throw clientErrorFromResponse(response.status, payload, requestId);
    }
    return (isEnvelope(payload) ? payload.data : payload) as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
    end();
  }
}

type BodylessOptions = Omit<ApiFetchOptions, "method" | "body">;

export const apiGet = <T>(path: string, options?: BodylessOptions): Promise<T> =>
  apiFetch<T>(path, { ...options, method: "GET" });

export const apiPost = <T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T> =>
  apiFetch<T>(path, { ...options, method: "POST", body });

export const apiPut = <T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T> =>
  apiFetch<T>(path, { ...options, method: "PUT", body });

export const apiPatch = <T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T> =>
  apiFetch<T>(path, { ...options, method: "PATCH", body });

export const apiDelete = <T>(path: string, options?: BodylessOptions): Promise<T> =>
  apiFetch<T>(path, { ...options, method: "DELETE" });
