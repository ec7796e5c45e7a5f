// Retrying loader for lazily loaded routes and features (SPEC.md §9 "Lazy route loading: 3
// attempts with backoff 1 s then 2 s"; §4 "Lazy routes retry on failure"). Wrap next/dynamic
// loaders: `dynamic(() => loadWithRetry(() => import("./chart")))`. When every attempt fails the
// error reaches app/error.tsx, which recognises it with isChunkLoadError and shows
// 'Page Loading Error' (§2).

export type LoadWithRetryOptions = {
  /** Total attempts, including the first (§9: 3). */
  attempts?: number;
  /** Wait before each retry; the last value repeats if there are more retries than delays. */
  delaysMs?: readonly number[];
  /** Injected in tests; a real timer otherwise. */
  sleep?: (ms: number) => Promise<void>;
};

export const LAZY_LOAD_ATTEMPTS = 3;
export const LAZY_LOAD_DELAYS_MS: readonly number[] = [1000, 2000];

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function loadWithRetry<T>(
  loader: () => Promise<T>,
  options: LoadWithRetryOptions = {},
): Promise<T> {
  const { attempts = LAZY_LOAD_ATTEMPTS, delaysMs = LAZY_LOAD_DELAYS_MS, sleep = realSleep } = options;
  const total = Math.max(1, Math.floor(attempts));
  let lastError: unknown;
  for (let attempt = 1; attempt <= total; attempt += 1) {
    try {
      return await loader();
    } catch (error) {
      lastError = error;
      if (attempt === total) break;
      const delay = delaysMs[attempt - 1] ?? delaysMs[delaysMs.length - 1] ?? 0;
      await sleep(delay);
    }
  }
  throw lastError;
}

const CHUNK_FAILURE_MESSAGE = /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i;

/** True for a failed download of a code chunk (webpack's ChunkLoadError, or a failed `import()`). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_FAILURE_MESSAGE.test(error.message);
}
