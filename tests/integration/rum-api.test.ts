// POST /api/metrics/rum on a migrated database: 202 and every metric stored in one batch; each bad
// shape a 400 with nothing stored; rate limits per session and per address answer 429 with
// Retry-After; with RUM_ENABLED off the endpoint is a 404 so browsers turn monitoring off.
import { type Database } from "@/lib/db/prisma";
import { RATE_LIMITS, rateLimitKey } from "@/lib/security/rate-limit";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

let scratch: MigratedDatabase;
let prisma: Database;
let post: Handler;

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  process.env.RUM_ENABLED = "true";
  post = (await import("@/app/api/metrics/rum/route")).POST;
});
afterAll(async () => {
  await scratch.drop();
});
beforeEach(async () => {
  await prisma.rumMetric.deleteMany();
  await prisma.rateLimitBucket.deleteMany();
});

let sessionCounter = 0;
const newSession = () => `test-session-${String((sessionCounter += 1)).padStart(4, "0")}`;

function payload(overrides: Record<string, unknown> = {}, sent = Date.now()) {
  return {
    sessionId: newSession(),
    userId: "anonymous",
    metrics: [
      {
        name: "LCP",
        value: 2600.5,
        timestamp: sent - 5_000,
        context: { page: "/browse", rating: "needs-improvement", navigationType: "navigate" },
      },
      { name: "CLS", value: 0.05, timestamp: sent - 4_000, context: { page: "/browse" } },
      {
        name: "slow_resource",
        value: 1500,
        timestamp: sent - 3_000,
        context: { page: "/browse", url: "/_next/static/x.js", initiatorType: "script" },
      },
      {
        name: "javascript_error",
        value: 1,
        timestamp: sent - 2_000,
        context: { page: "/", message: "x is undefined", source: null, line: 3, column: 7 },
        tags: { release: "1.0.2" },
      },
    ],
    webVitals: { LCP: 2600.5, CLS: 0.05 },
    timestamp: sent,
    ...overrides,
  };
}

function request(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost:3000/api/metrics/rum", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("accepted batches", () => {
  it("answers 202 and stores every metric with its page, computed rating and time", async () => {
    const before = Date.now();
    const body = payload({ userId: "user-42" });
    const response = await post(request(body), {});
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ success: true, data: { accepted: 4 } });

    const rows = await prisma.rumMetric.findMany({ orderBy: { recordedAt: "asc" } });
    expect(rows.map((row) => row.name)).toEqual(["LCP", "CLS", "slow_resource", "javascript_error"]);
    expect(rows[0]).toMatchObject({
      sessionId: body.sessionId,
      userId: "user-42",
      value: 2600.5,
      page: "/browse",
      rating: "needs-improvement",
    });
    expect(rows[1]).toMatchObject({ rating: "good", page: "/browse" });
    expect(rows[2]).toMatchObject({
      rating: null,
      context: { page: "/browse", url: "/_next/static/x.js", initiatorType: "script" },
    });
    expect(rows[3]).toMatchObject({ page: "/", tags: { release: "1.0.2" } });
    // Placed at receipt time minus the age the browser reported (5 s for the LCP).
    const lcpAge = Date.now() - rows[0]!.recordedAt.getTime();
    expect(lcpAge).toBeGreaterThanOrEqual(5_000 - 50);
    expect(lcpAge).toBeLessThanOrEqual(5_000 + (Date.now() - before) + 50);
  });

  it("stores 'anonymous' as no user and ignores a browser clock that is hours off", async () => {
    const hoursAhead = Date.now() + 6 * 60 * 60 * 1000;
    const response = await post(request(payload({}, hoursAhead)), {});
    expect(response.status).toBe(202);
    const rows = await prisma.rumMetric.findMany();
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.userId === null)).toBe(true);
    expect(rows.every((row) => Math.abs(row.recordedAt.getTime() - Date.now()) < 60_000)).toBe(true);
  });

  it("accepts a beacon without an Origin header and 100 metrics at once", async () => {
    const sent = Date.now();
    const metrics = Array.from({ length: 100 }, (_, i) => ({ name: "INP", value: i, timestamp: sent - i }));
    const response = await post(
      new Request("http://localhost:3000/api/metrics/rum", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload({ metrics }, sent)),
      }),
      {},
    );
    expect(response.status).toBe(202);
    expect(await prisma.rumMetric.count()).toBe(100);
  });
});

describe("bad input: 400 VALIDATION_ERROR and nothing stored", () => {
  const sent = Date.now();
  const good = payload({}, sent);
  const goodMetric = good.metrics[0]!;
  const cases: [string, unknown][] = [
    ["malformed JSON", "{not json"],
    ["a list instead of an object", [good]],
    ["no metrics", { ...good, metrics: [] }],
    ["more than 100 metrics", { ...good, metrics: Array.from({ length: 101 }, () => goodMetric) }],
    ["a metric name not on the allow-list", { ...good, metrics: [{ ...goodMetric, name: "drop_table" }] }],
    ["a string value", { ...good, metrics: [{ ...goodMetric, value: "2600" }] }],
    ["a negative value", { ...good, metrics: [{ ...goodMetric, value: -1 }] }],
    ["a value that is too large", { ...good, metrics: [{ ...goodMetric, value: 1e300 }] }],
    ["a null value (JSON's NaN/Infinity)", { ...good, metrics: [{ ...goodMetric, value: null }] }],
    ["a metric without a timestamp", { ...good, metrics: [{ name: "LCP", value: 1 }] }],
    [
      "a metric after the request's timestamp",
      { ...good, metrics: [{ ...goodMetric, timestamp: sent + 60_000 }] },
    ],
    [
      "a metric more than a day old",
      { ...good, metrics: [{ ...goodMetric, timestamp: sent - 25 * 60 * 60 * 1000 }] },
    ],
    ["an unknown field on a metric", { ...good, metrics: [{ ...goodMetric, sql: "1" }] }],
    [
      "a page that is not a path",
      { ...good, metrics: [{ ...goodMetric, context: { page: "https://evil.example/" } }] },
    ],
    [
      "a nested object in the context",
      { ...good, metrics: [{ ...goodMetric, context: { page: "/", deep: { a: 1 } } }] },
    ],
    [
      "a context key that is not an identifier",
      { ...good, metrics: [{ ...goodMetric, context: { "a b": 1 } }] },
    ],
    [
      "too many context entries",
      {
        ...good,
        metrics: [
          { ...goodMetric, context: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])) },
        ],
      },
    ],
    [
      "a very long context string",
      { ...good, metrics: [{ ...goodMetric, context: { message: "x".repeat(501) } }] },
    ],
    ["tags that are not strings", { ...good, metrics: [{ ...goodMetric, tags: { a: 1 } }] }],
    ["a missing session id", { ...good, sessionId: undefined }],
    ["a session id with odd characters", { ...good, sessionId: "session id; drop" }],
    ["an overlong user id", { ...good, userId: "u".repeat(129) }],
    ["webVitals with an unknown vital", { ...good, webVitals: { SPEED: 1 } }],
    ["webVitals with a string", { ...good, webVitals: { LCP: "fast" } }],
    ["a missing webVitals", { ...good, webVitals: undefined }],
    ["a missing timestamp", { ...good, timestamp: undefined }],
    ["an unknown top-level field", { ...good, admin: true }],
  ];

  it.each(cases)("%s", async (_, body) => {
    const response = await post(request(body), {});
    expect(response.status).toBe(400);
    const json = (await response.json()) as { success: boolean; error: { code: string } };
    expect(json).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
    expect(await prisma.rumMetric.count()).toBe(0);
  });

  it("a body over 64 kB", async () => {
    const metrics = Array.from({ length: 100 }, () => ({
      ...goodMetric,
      context: { page: "/", message: "x".repeat(480), source: "y".repeat(200) },
    }));
    const body = JSON.stringify({ ...good, metrics });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const response = await post(request(body), {});
    expect(response.status).toBe(400);
    expect(await prisma.rumMetric.count()).toBe(0);
  });

  it("a content type other than JSON", async () => {
    const response = await post(request(JSON.stringify(good), { "content-type": "text/plain" }), {});
    expect(response.status).toBe(400);
    expect(await prisma.rumMetric.count()).toBe(0);
  });
});

it("refuses another site's pages with 403", async () => {
  const response = await post(request(payload(), { origin: "https://evil.example" }), {});
  expect(response.status).toBe(403);
  expect(await prisma.rumMetric.count()).toBe(0);
});

describe("rate limits", () => {
  async function exhaust(rule: { name: string; limit: number; windowSeconds: number }, subject: string) {
    await prisma.rateLimitBucket.create({
      data: {
        key: rateLimitKey(rule, subject),
        hits: rule.limit,
        expiresAt: new Date(Date.now() + rule.windowSeconds * 1000),
      },
    });
  }

  it("allows 120 requests a minute per session, then answers 429 with Retry-After and stores nothing", async () => {
    const body = payload();
    await exhaust(RATE_LIMITS.rumPerSession, body.sessionId);
    const response = await post(request(body), {});
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMIT_EXCEEDED");
    expect(await prisma.rumMetric.count()).toBe(0);
    // another session from the same address is unaffected
    expect((await post(request(payload()), {})).status).toBe(202);
  });

  it("counts requests per session for real: the 121st within a minute is refused", async () => {
    const sessionId = newSession();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.rumPerSession.limit + 1; i += 1) {
      statuses.push(
        (await post(request(payload({ sessionId, metrics: [payload().metrics[0]] })), {})).status,
      );
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    expect(await prisma.rumMetric.count()).toBe(120);
  });

  it("allows 600 requests a minute per address, then answers 429", async () => {
    await exhaust(RATE_LIMITS.rumPerIp, "203.0.113.9");
    const response = await post(request(payload(), { "x-forwarded-for": "203.0.113.9" }), {});
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await post(request(payload(), { "x-forwarded-for": "203.0.113.10" }), {})).status).toBe(202);
  });
});

it("answers 404 NOT_FOUND when RUM_ENABLED is off, storing nothing", async () => {
  const previous = process.env.RUM_ENABLED;
  process.env.RUM_ENABLED = "false";
  try {
    let disabledPost: Handler | undefined;
    await jest.isolateModulesAsync(async () => {
      disabledPost = (await import("@/app/api/metrics/rum/route")).POST;
    });
    const response = await disabledPost!(request(payload()), {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      success: false,
      error: { code: "NOT_FOUND", message: "The requested resource could not be found" },
    });
    expect(await prisma.rumMetric.count()).toBe(0);
  } finally {
    process.env.RUM_ENABLED = previous;
  }
});
