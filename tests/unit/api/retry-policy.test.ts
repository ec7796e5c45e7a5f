import {
  mutationRetryDelay,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from "@/lib/api/retry-policy";
import { ApiClientError, networkClientError, timeoutClientError } from "@/lib/errors/client-error";
import { codeForStatus, type ErrorCode } from "@/lib/errors/catalogue";

const httpError = (status: number, code: ErrorCode = codeForStatus(status), message = `HTTP ${status}`) =>
  new ApiClientError({ message, status, code });

/** How many times react-query would retry: it asks with failureCount 0, 1, 2... until false. */
function retriesAllowed(policy: (failureCount: number, error: unknown) => boolean, error: unknown): number {
  let failureCount = 0;
  while (failureCount < 100 && policy(failureCount, error)) failureCount += 1;
  return failureCount;
}

describe("shouldRetryQuery", () => {
  it.each([[500], [502], [503], [504], [408]])("retries a %i at most twice", (status) => {
    expect(retriesAllowed(shouldRetryQuery, httpError(status))).toBe(2);
  });

  it("retries a rate-limited (429) query three times", () => {
    expect(retriesAllowed(shouldRetryQuery, httpError(429))).toBe(3);
  });

  it("retries network failures and time-outs twice", () => {
    expect(retriesAllowed(shouldRetryQuery, networkClientError())).toBe(2);
    expect(retriesAllowed(shouldRetryQuery, timeoutClientError())).toBe(2);
  });

  it.each([[400], [401], [403], [404], [409], [418]])("never retries a %i", (status) => {
    expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });

  it("never retries errors that are not client errors", () => {
    expect(shouldRetryQuery(0, new TypeError("x is undefined"))).toBe(false);
    expect(shouldRetryQuery(0, "oops")).toBe(false);
  });

  it("trusts the error's retryable flag", () => {
    const error = new ApiClientError({
      message: "m",
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      retryable: false,
    });
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});

describe("queryRetryDelay", () => {
  const noJitter = () => 0;
  const maxJitter = () => 0.999999;

  it("starts at 1 s and doubles each attempt", () => {
    expect([0, 1, 2, 3, 4].map((attempt) => queryRetryDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ]);
  });

  it("caps the delay at 30 s", () => {
    expect(queryRetryDelay(5, noJitter)).toBe(30000);
    expect(queryRetryDelay(20, noJitter)).toBe(30000);
  });

  it("adds up to 10% jitter of the delay", () => {
    expect(queryRetryDelay(0, () => 0.5)).toBe(1050);
    expect(queryRetryDelay(0, maxJitter)).toBeLessThan(1100);
    expect(queryRetryDelay(0, maxJitter)).toBeGreaterThanOrEqual(1099);
    expect(queryRetryDelay(10, maxJitter)).toBeLessThan(33000);
    expect(queryRetryDelay(10, maxJitter)).toBeGreaterThanOrEqual(32999);
  });

  it("stays within bounds with the real random source", () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const base = Math.min(1000 * 2 ** attempt, 30000);
      const delay = queryRetryDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThan(base * 1.1);
    }
  });

  it("treats a negative attempt as the first", () => {
    expect(queryRetryDelay(-1, noJitter)).toBe(1000);
  });
});

describe("shouldRetryMutation", () => {
  it("retries a transient failure at most once", () => {
    expect(retriesAllowed(shouldRetryMutation, httpError(503))).toBe(1);
    expect(retriesAllowed(shouldRetryMutation, httpError(500))).toBe(1);
    expect(retriesAllowed(shouldRetryMutation, networkClientError())).toBe(1);
  });

  it.each([[400], [401], [404], [408], [409], [429]])("never retries a %i", (status) => {
    expect(shouldRetryMutation(0, httpError(status))).toBe(false);
  });

  it("never retries a time-out (a 408)", () => {
    expect(shouldRetryMutation(0, timeoutClientError())).toBe(false);
  });

  it("never retries an error whose code or message mentions AI", () => {
    expect(shouldRetryMutation(0, httpError(503, "AI_SERVICE_UNAVAILABLE"))).toBe(false);
    expect(shouldRetryMutation(0, httpError(500, "AI_PROCESSING_ERROR"))).toBe(false);
    expect(shouldRetryMutation(0, httpError(502, "BAD_GATEWAY", "Upstream AI provider timed out"))).toBe(
      false,
    );
  });

  it("does not mistake words containing 'ai' for AI", () => {
    expect(
      shouldRetryMutation(0, httpError(500, "INTERNAL_ERROR", "Email send FAILED, said the mailer")),
    ).toBe(true);
  });

  it("never retries errors that are not client errors", () => {
    expect(shouldRetryMutation(0, new Error("boom"))).toBe(false);
  });
});

describe("mutationRetryDelay", () => {
  it("doubles from 1 s and caps at 5 s before jitter", () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 10].map((attempt) => mutationRetryDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
    expect(mutationRetryDelay(0, () => 0.5)).toBe(1050);
    expect(mutationRetryDelay(10, () => 0.999999)).toBeLessThan(5500);
  });
});
