// After a deploy the old chunk is gone and only a reload fetches the new one (docs/product-rules.md §2).

const CHUNK_FAILURE_MESSAGE = /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_FAILURE_MESSAGE.test(error.message);
}
