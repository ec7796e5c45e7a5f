// Recognises a lazily loaded chunk that could not be downloaded, so the route error boundary
// (components/errors/route-error.tsx) shows 'Page Loading Error' with Reload Page (docs/product-rules.md §2)
// instead of Try Again: after a new deploy the old chunk is gone, and only a reload fetches the new one.

const CHUNK_FAILURE_MESSAGE = /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i;

/** True for a failed download of a code chunk (webpack's ChunkLoadError, or a failed `import()`). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_FAILURE_MESSAGE.test(error.message);
}
