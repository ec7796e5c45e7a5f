import { isChunkLoadError, loadWithRetry } from "@/lib/layout/lazy-with-retry";

function chunkError(): Error {
  const error = new Error("Loading chunk 123 failed.\n(error: http://localhost/_next/static/chunks/123.js)");
  error.name = "ChunkLoadError";
  return error;
}

describe("loadWithRetry (SPEC §9 'Lazy route loading: 3 attempts with backoff 1 s then 2 s')", () => {
  it("returns the first success without waiting", async () => {
    const sleep = jest.fn(() => Promise.resolve());
    const loader = jest.fn(() => Promise.resolve("module"));
    await expect(loadWithRetry(loader, { sleep })).resolves.toBe("module");
    expect(loader).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("retries after 1 s then 2 s and succeeds on the third attempt", async () => {
    const sleep = jest.fn(() => Promise.resolve());
    const loader = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce("module");
    await expect(loadWithRetry(loader, { sleep })).resolves.toBe("module");
    expect(loader).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it("rejects with the last error after the third failure", async () => {
    const sleep = jest.fn(() => Promise.resolve());
    const last = new Error("third");
    const loader = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error("first"))
      .mockRejectedValueOnce(new Error("second"))
      .mockRejectedValueOnce(last)
      .mockResolvedValue("never");
    await expect(loadWithRetry(loader, { sleep })).rejects.toBe(last);
    expect(loader).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it("waits for real with the default timer", async () => {
    jest.useFakeTimers();
    try {
      const loader = jest
        .fn<Promise<string>, []>()
        .mockRejectedValueOnce(chunkError())
        .mockResolvedValue("module");
      const result = loadWithRetry(loader);
      await jest.advanceTimersByTimeAsync(999);
      expect(loader).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe("module");
      expect(loader).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("repeats the last delay when asked for more attempts than delays", async () => {
    const sleep = jest.fn(() => Promise.resolve());
    const loader = jest.fn(() => Promise.reject(new Error("down")));
    await expect(loadWithRetry(loader, { attempts: 4, sleep })).rejects.toThrow("down");
    expect(sleep.mock.calls).toEqual([[1000], [2000], [2000]]);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    chunkError(),
    new Error("Loading chunk app/page failed."),
    new Error("Loading CSS chunk 42 failed."),
    new TypeError("Failed to fetch dynamically imported module: http://localhost/x.js"),
  ])("recognises %p", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error("Cannot read properties of undefined"),
    "Loading chunk 1 failed",
    null,
    { name: "ChunkLoadError" },
  ])("does not treat %p as a chunk failure", (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
