// The one browser fetch client for the product API (docs/product-rules.md §7); react-query does the retries.
import { beginRequest } from "./activity";
import { clientErrorFromResponse, networkClientError, timeoutClientError } from "@/lib/errors/client-error";

const API_TIMEOUT_MS = 30_000;

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiFetchOptions {
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

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
