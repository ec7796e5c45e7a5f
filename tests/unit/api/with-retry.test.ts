import { withRetry } from "@/lib/api/with-retry";
import { ApiClientError, networkClientError } from "@/lib/errors/client-error";

const resolved = () => Promise.resolve();

describe("withRetry (docs/product-rules.md §9 'Retry helper: base 1 s, max 30 s, 3 attempts')", () => {
  it("makes 3 attempts by default, waiting 1 s then 2 s, and rethrows the last error", async () => {
    const sleep = jest.fn(resolved);
    const errors = [new Error("first"), new Error("second"), new Error("third")];
    const fn = jest.fn((attempt: number) => Promise.reject(errors[attempt - 1] ?? new Error("more")));
    await expect(withRetry(fn, { sleep })).rejects.toBe(errors[2]);
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it("returns as soon as an attempt succeeds", async () => {
    const sleep = jest.fn(resolved);
    const fn = jest.fn((attempt: number) =>
      attempt < 2 ? Promise.reject(new Error("flaky")) : Promise.resolve("loaded"),
    );
    await expect(withRetry(fn, { sleep })).resolves.toBe("loaded");
    expect(fn).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it("caps the wait at maxMs", async () => {
    const sleep = jest.fn(resolved);
    const down = () => Promise.reject(new Error("down"));
    await expect(withRetry(down, { attempts: 6, baseMs: 1000, maxMs: 5000, sleep })).rejects.toThrow("down");
    expect(sleep.mock.calls).toEqual([[1000], [2000], [4000], [5000], [5000]]);
  });

  it("does not retry a non-retryable client error by default, but retries a retryable one", async () => {
    const sleep = jest.fn(resolved);
    const notFound = new ApiClientError({ message: "HTTP 404", status: 404, code: "NOT_FOUND" });
    const once = jest.fn(() => Promise.reject(notFound));
    await expect(withRetry(once, { sleep })).rejects.toBe(notFound);
    expect(once).toHaveBeenCalledTimes(1);
    const offline = networkClientError(new TypeError("Failed to fetch"));
    const thrice = jest.fn(() => Promise.reject(offline));
    await expect(withRetry(thrice, { sleep })).rejects.toBe(offline);
    expect(thrice).toHaveBeenCalledTimes(3);
  });

  it("asks a custom shouldRetry with the error and attempt", async () => {
    const shouldRetry = jest.fn((_error: unknown, attempt: number) => attempt < 2);
    const fn = jest.fn(() => Promise.reject(new Error("no")));
    await expect(withRetry(fn, { shouldRetry, sleep: resolved })).rejects.toThrow("no");
    expect(fn).toHaveBeenCalledTimes(2);
    expect(shouldRetry.mock.calls.map(([, attempt]) => attempt)).toEqual([1, 2]);
  });

  it("waits for real with the default sleep", async () => {
    jest.useFakeTimers();
    try {
      const fn = jest.fn((attempt: number) =>
        attempt === 1 ? Promise.reject(new Error("once")) : Promise.resolve(attempt),
      );
      const result = withRetry(fn);
      await jest.advanceTimersByTimeAsync(999);
      expect(fn).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
