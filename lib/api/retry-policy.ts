// Retry rules of docs/product-rules.md §9 "Query cache": "Query retries at most 2 (3 for rate limit); delay 1 s
// doubled, capped at 30 s, plus up to 10% jitter. Mutations retry at most once, never on 4xx or on
// errors mentioning AI, delay capped at 5 s." The retry helper is ./with-retry.ts.
// Pure: react-query calls these with (failureCount, error), failureCount starting at 0.
import { isClientError } from "@/lib/errors/client-error";

const RETRY_BASE_DELAY_MS = 1000;
const QUERY_RETRY_MAX_DELAY_MS = 30_000;
const MUTATION_RETRY_MAX_DELAY_MS = 5000;
const QUERY_MAX_RETRIES = 2;
const QUERY_MAX_RETRIES_RATE_LIMITED = 3;
const MUTATION_MAX_RETRIES = 1;
/** Jitter is up to this fraction of the (capped) delay, added on top of it. */
const RETRY_JITTER_RATIO = 0.1;

export type RandomSource = () => number;

/** base · 2^attemptIndex, capped at maxMs, plus up to 10% of that as jitter (random in [0, 1)). */
function backoffDelay(attemptIndex: number, maxMs: number, random: RandomSource = Math.random): number {
  const exponent = Math.max(0, Math.floor(attemptIndex));
  const delay = Math.min(RETRY_BASE_DELAY_MS * 2 ** exponent, maxMs);
  return delay + Math.floor(delay * RETRY_JITTER_RATIO * random());
}

const isClientErrorStatus = (status: number): boolean => status >= 400 && status <= 499;

// "AI" as a word or an underscore-separated part of a code (AI_SERVICE_UNAVAILABLE), so that
// FAILED, EMAIL or "Said" do not count as mentioning AI.
const MENTIONS_AI = /(^|[^a-z0-9])ai([^a-z0-9]|$)/i;

function mentionsAi(error: unknown): boolean {
  if (isClientError(error)) return MENTIONS_AI.test(error.code) || MENTIONS_AI.test(error.message);
  return error instanceof Error && MENTIONS_AI.test(error.message);
}

/**
 * Queries retry only errors the catalogue calls retryable (status 0, 408, 429, 5xx). Errors that
 * are not client errors (a bug in a query function, a parse failure) fail fast: retrying would
 * only repeat them.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isClientError(error) || !error.retryable) return false;
  const maxRetries = error.status === 429 ? QUERY_MAX_RETRIES_RATE_LIMITED : QUERY_MAX_RETRIES;
  return failureCount < maxRetries;
}

export function queryRetryDelay(attemptIndex: number, random: RandomSource = Math.random): number {
  return backoffDelay(attemptIndex, QUERY_RETRY_MAX_DELAY_MS, random);
}

/**
 * Mutations change data, so they retry at most once and only transient failures: never a 4xx
 * (including 408 and 429) and never an AI error, whose retry would repeat a slow, costly call.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (failureCount >= MUTATION_MAX_RETRIES) return false;
  if (!isClientError(error) || !error.retryable) return false;
  if (isClientErrorStatus(error.status)) return false;
  return !mentionsAi(error);
}

/** Same doubling as queries; the doubled delay is capped at 5 s before jitter is added. */
export function mutationRetryDelay(attemptIndex: number, random: RandomSource = Math.random): number {
  return backoffDelay(attemptIndex, MUTATION_RETRY_MAX_DELAY_MS, random);
}
