// Retry rules: docs/product-rules.md §9 "Query cache".
import { isClientError } from "@/lib/errors/client-error";

const RETRY_BASE_DELAY_MS = 1000;
const QUERY_RETRY_MAX_DELAY_MS = 30_000;
const MUTATION_RETRY_MAX_DELAY_MS = 5000;
const QUERY_MAX_RETRIES = 2;
const QUERY_MAX_RETRIES_RATE_LIMITED = 3;
const MUTATION_MAX_RETRIES = 1;
const RETRY_JITTER_RATIO = 0.1;

export type RandomSource = () => number;

function backoffDelay(attemptIndex: number, maxMs: number, random: RandomSource = Math.random): number {
  const exponent = Math.max(0, Math.floor(attemptIndex));
  const delay = Math.min(RETRY_BASE_DELAY_MS * 2 ** exponent, maxMs);
  return delay + Math.floor(delay * RETRY_JITTER_RATIO * random());
}

const isClientErrorStatus = (status: number): boolean => status >= 400 && status <= 499;

// "AI" as a word or a code part (AI_SERVICE_UNAVAILABLE), not inside FAILED, EMAIL or "Said".
const MENTIONS_AI = /(^|[^a-z0-9])ai([^a-z0-9]|$)/i;

function mentionsAi(error: unknown): boolean {
  if (isClientError(error)) return MENTIONS_AI.test(error.code) || MENTIONS_AI.test(error.message);
  return error instanceof Error && MENTIONS_AI.test(error.message);
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isClientError(error) || !error.retryable) return false;
  const maxRetries = error.status === 429 ? QUERY_MAX_RETRIES_RATE_LIMITED : QUERY_MAX_RETRIES;
  return failureCount < maxRetries;
}

export function queryRetryDelay(attemptIndex: number, random: RandomSource = Math.random): number {
  return backoffDelay(attemptIndex, QUERY_RETRY_MAX_DELAY_MS, random);
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (failureCount >= MUTATION_MAX_RETRIES) return false;
  if (!isClientError(error) || !error.retryable) return false;
  if (isClientErrorStatus(error.status)) return false;
  return !mentionsAi(error);
}

export function mutationRetryDelay(attemptIndex: number, random: RandomSource = Math.random): number {
  return backoffDelay(attemptIndex, MUTATION_RETRY_MAX_DELAY_MS, random);
}
