// The retry helper of docs/product-rules.md §9 ("Retry helper: base 1 s, max 30 s, 3 attempts") for one-off work
// outside react-query, chiefly lazily loaded code (§9 "Lazy route loading: 3 attempts with backoff
// 1 s then 2 s"; §4 "Lazy loading": Lazy routes retry on failure): `lazy(() => withRetry(() => import("./x")))`.
// Free of the error catalogue, so wrapping a lazy import adds almost nothing to first-load JS.

const RETRY_HELPER_BASE_MS = 1000;
const RETRY_HELPER_MAX_MS = 30_000;
const RETRY_HELPER_ATTEMPTS = 3;

export interface WithRetryOptions {
  baseMs?: number;
  maxMs?: number;
  /** Total attempts including the first call. */
  attempts?: number;
  /** Whether to try again after `error` on attempt `attempt` (1-based). */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// An API client error says whether it is worth retrying (lib/errors/client-error.ts `retryable`);
// any other error is assumed transient, as a failed dynamic import usually is.
function isWorthRetrying(error: unknown): boolean {
  return !(typeof error === "object" && error !== null && "retryable" in error && error.retryable === false);
}

/**
 * Runs `fn` until it succeeds or `attempts` are used up, waiting baseMs · 2^(n-1) (capped at
 * maxMs) between attempts: with the defaults 1 s then 2 s. Deterministic (no jitter) so lazy
 * loading gets the spec's exact "1 s then 2 s". Rethrows the last error.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  options: WithRetryOptions = {},
): Promise<T> {
  const {
    baseMs = RETRY_HELPER_BASE_MS,
    maxMs = RETRY_HELPER_MAX_MS,
    attempts = RETRY_HELPER_ATTEMPTS,
    shouldRetry = isWorthRetrying,
    sleep = defaultSleep,
  } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error, attempt)) throw error;
      await sleep(Math.min(baseMs * 2 ** (attempt - 1), maxMs));
    }
  }
}
