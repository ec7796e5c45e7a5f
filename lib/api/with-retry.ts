// The retry helper of docs/product-rules.md §9, for lazily loaded code; kept free of the error catalogue.

const RETRY_HELPER_BASE_MS = 1000;
const RETRY_HELPER_MAX_MS = 30_000;
const RETRY_HELPER_ATTEMPTS = 3;

export interface WithRetryOptions {
  baseMs?: number;
  maxMs?: number;
  attempts?: number;
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function isWorthRetrying(error: unknown): boolean {
  return !(typeof error === "object" && error !== null && "retryable" in error && error.retryable === false);
}

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
