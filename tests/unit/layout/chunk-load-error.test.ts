import { isChunkLoadError } from "@/lib/layout/chunk-load-error";

function chunkError(): Error {
  const error = new Error("Loading chunk 123 failed.\n(error: http://localhost/_next/static/chunks/123.js)");
  error.name = "ChunkLoadError";
  return error;
}

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
