/** @jest-environment node */
// Node environment: it has the real fetch Response class that the client reads.
import { activityStore } from "@/lib/api/activity";
import { apiDelete, apiFetch, apiGet, apiPatch, apiPost, apiPut } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

type FetchArgs = [input: string | URL | Request, init?: RequestInit];

let fetchMock: jest.SpyInstance<Promise<Response>, FetchArgs>;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, "fetch");
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

const json = (body: unknown, init: Omit<ResponseInit, "headers"> = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { "content-type": "application/json" } });

/** A fetch that never answers but rejects like the real one when its signal aborts. */
function hangingFetch(...[, init]: FetchArgs): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = init?.signal;
    // The real fetch rejects with whatever the signal was aborted with (an Error in these tests).
    const abort = () => reject(signal?.reason as Error);
    if (signal?.aborted) abort();
    signal?.addEventListener("abort", abort, { once: true });
  });
}

function lastInit(): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call?.[1]) throw new Error("fetch was not called with init");
  return call[1];
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (reason: unknown) => reason,
  );
}

describe("apiFetch", () => {
  it("unwraps the success envelope and sends credentials and JSON headers", async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { id: "s1" } }));
    await expect(apiFetch<{ id: string }>("/api/stacks/s1")).resolves.toEqual({ id: "s1" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/stacks/s1");
    const init = lastInit();
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: "application/json" });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends a JSON body with its content type", async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: null }, { status: 201 }));
    await expect(apiFetch("/api/stacks", { method: "POST", body: { name: "Morning" } })).resolves.toBeNull();
    const init = lastInit();
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"Morning"}');
    expect(init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
  });

  it("sends a FormData body as it is, leaving its multipart Content-Type (with the boundary) to fetch", async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { runId: "r" } }, { status: 201 }));
    const form = new FormData();
    form.set("file", new File(["a,b\n"], "feed.csv", { type: "text/csv" }));
    await expect(apiPost("/api/admin/price-imports", form)).resolves.toEqual({ runId: "r" });
    const init = lastInit();
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: "application/json" });
  });

  it("keeps caller headers without duplicating ours", async () => {
    fetchMock.mockResolvedValue(json({ ok: 1 }));
    await apiFetch("/api/x", {
      method: "PUT",
      body: {},
      headers: { authorization: "Bearer t", "content-type": "application/merge-patch+json" },
    });
    expect(lastInit().headers).toEqual({
      authorization: "Bearer t",
      "content-type": "application/merge-patch+json",
      Accept: "application/json",
    });
  });

  it("returns a body that is not an envelope as it is", async () => {
    fetchMock.mockResolvedValue(json([1, 2, 3]));
    await expect(apiFetch("/api/x")).resolves.toEqual([1, 2, 3]);
  });

  it("returns undefined for 204 No Content", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch("/api/x", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("throws the client error of an error envelope, with its request id", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          error: {
            code: "RATE_LIMIT_EXCEEDED",
            message: "Too many requests. Please wait a moment and try again",
            requestId: "req-9",
          },
        },
        { status: 429 },
      ),
    );
    const error = await rejection(apiFetch("/api/x"));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 429,
      code: "RATE_LIMIT_EXCEEDED",
      requestId: "req-9",
      severity: "high",
      retryable: true,
      userMessage: "Too many requests. Please wait a moment and try again",
    });
  });

  it("takes the request id from the X-Request-Id header when the body has none", async () => {
    fetchMock.mockResolvedValue(
      new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "X-Request-Id": "hdr-1" } }),
    );
    const error = await rejection(apiFetch("/api/x"));
    expect(error).toMatchObject({ status: 502, code: "BAD_GATEWAY", requestId: "hdr-1", retryable: true });
  });

  it("treats an OK answer whose envelope says failure as an error", async () => {
    fetchMock.mockResolvedValue(json({ success: false, error: { code: "NOT_FOUND" } }));
    const error = await rejection(apiFetch("/api/x"));
    expect(error).toMatchObject({ code: "NOT_FOUND", status: 200 });
  });

  it("turns a network failure into a status 0 NETWORK_ERROR", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await rejection(apiFetch("/api/x"));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      retryable: true,
      message: "Failed to fetch",
    });
  });

  it("times out with the spec's TIMEOUT error (tiny timeoutMs)", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const error = await rejection(apiFetch("/api/slow", { timeoutMs: 5 }));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 408,
      code: "TIMEOUT",
      message: "Request timeout: The request took too long to complete",
      userMessage: "The request took too long. Please try again",
      retryable: true,
    });
  });

  it("times out after 30 s by default", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const outcome = rejection(apiFetch("/api/slow"));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(lastInit().signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: "TIMEOUT" });
  });

  it("also times out while the body is still arriving", async () => {
    fetchMock.mockImplementation((...[, init]: FetchArgs) => {
      const signal = init?.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          signal?.addEventListener("abort", () => controller.error(signal.reason), { once: true });
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    expect(await rejection(apiFetch("/api/slow-body", { timeoutMs: 5 }))).toMatchObject({ code: "TIMEOUT" });
  });

  it("lets a caller's signal abort and rethrows the abort untouched", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const outcome = rejection(apiFetch("/api/x", { signal: controller.signal }));
    const reason = new DOMException("The user left", "AbortError");
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    expect(lastInit().signal?.aborted).toBe(true);
  });

  it("aborts at once when the caller's signal is already aborted", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(apiFetch("/api/x", { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiClientError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("counts the request as active until it settles, on success and failure", async () => {
    const counts: number[] = [];
    const unsubscribe = activityStore.subscribe(({ active }) => counts.push(active));
    try {
      fetchMock.mockResolvedValueOnce(json({ success: true, data: 1 }));
      await apiFetch("/api/ok");
      expect(counts).toEqual([1, 0]);

      fetchMock.mockResolvedValueOnce(
        json({ success: false, error: { code: "INTERNAL_ERROR" } }, { status: 500 }),
      );
      await rejection(apiFetch("/api/fails"));
      fetchMock.mockRejectedValueOnce(new TypeError("offline"));
      await rejection(apiFetch("/api/offline"));
      expect(counts).toEqual([1, 0, 1, 0, 1, 0]);
      expect(activityStore.getState().active).toBe(0);
    } finally {
      unsubscribe();
    }
  });

  it("shows the request as active while it is in flight", async () => {
    let resolveFetch: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (resolveFetch = resolve)));
    const pending = apiFetch("/api/x");
    expect(activityStore.getState().active).toBe(1);
    resolveFetch(json({ success: true, data: 1 }));
    await pending;
    expect(activityStore.getState().active).toBe(0);
  });

  it("reports a body that cannot be serialised as the bug it is, not as a network error", async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const error = await rejection(apiFetch("/api/x", { method: "POST", body: circular }));
    expect(error).toBeInstanceOf(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(activityStore.getState().active).toBe(0);
  });

  it("does not retry by itself", async () => {
    fetchMock.mockResolvedValue(json({}, { status: 503 }));
    await rejection(apiFetch("/api/x"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("method helpers", () => {
  it.each([
    ["GET", () => apiGet("/api/x"), undefined],
    ["POST", () => apiPost("/api/x", { a: 1 }), '{"a":1}'],
    ["PUT", () => apiPut("/api/x", { a: 2 }), '{"a":2}'],
    ["PATCH", () => apiPatch("/api/x", { a: 3 }), '{"a":3}'],
    ["DELETE", () => apiDelete("/api/x"), undefined],
  ])("%s", async (method, call, body) => {
    fetchMock.mockResolvedValue(json({ success: true, data: method }));
    await expect(call()).resolves.toBe(method);
    expect(lastInit().method).toBe(method);
    expect(lastInit().body).toBe(body);
  });
});
