// Shared rate limits on PostgreSQL: exact counting under concurrency, windows, Retry-After.
import { migrate } from "@/lib/db/migrate";
import { createDatabase, type Database } from "@/lib/db/prisma";
import { isAppError } from "@/lib/errors/app-error";
import { enforceRateLimit, hitRateLimit, rateLimitKey, resetRateLimit } from "@/lib/security/rate-limit";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

let scratch: ScratchDatabase;
let prisma: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  await migrate(scratch.url);
  prisma = createDatabase(scratch.url);
  // lib/ uses the app's own client (db()), which reads DATABASE_URL when the first query runs.
  process.env.DATABASE_URL = scratch.url;
});
afterAll(async () => {
  await prisma.$disconnect();
  await (await import("@/lib/db/prisma")).db().$disconnect();
  await scratch.drop();
});

const rule = (name: string, limit = 3, windowSeconds = 60) => ({ name, limit, windowSeconds });

test("allows up to the limit, then refuses with the seconds left in the window", async () => {
  const limit = rule("t-basic");
  const results = [];
  for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit(limit, "a@example.com"));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
  expect(results[3]!.retryAfterSeconds).toBeGreaterThan(50);
  expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
});

test("subjects are counted separately and case-insensitively, and stored hashed", async () => {
  const limit = rule("t-subjects", 1);
  expect((await hitRateLimit(limit, "Someone@Example.com")).allowed).toBe(true);
  expect((await hitRateLimit(limit, "someone@example.com")).allowed).toBe(false);
  expect((await hitRateLimit(limit, "other@example.com")).allowed).toBe(true);
  const keys = (await prisma.rateLimitBucket.findMany({ where: { key: { startsWith: "t-subjects:" } } })).map(
    (b) => b.key,
  );
  expect(keys).toHaveLength(2);
  expect(keys.join()).not.toContain("example.com");
});

test("concurrent hits are counted exactly (no lost updates)", async () => {
  const limit = rule("t-concurrent", 10);
  const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(limit, "burst")));
  expect(results.filter((r) => r.allowed)).toHaveLength(10);
  expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 25 }, (_, i) => i + 1),
  );
});

test("an expired window starts again at one", async () => {
  const limit = rule("t-expiry", 1);
  await hitRateLimit(limit, "x");
  expect((await hitRateLimit(limit, "x")).allowed).toBe(false);
  await prisma.rateLimitBucket.update({
    where: { key: rateLimitKey(limit, "x") },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  const again = await hitRateLimit(limit, "x");
  expect(again).toMatchObject({ allowed: true, hits: 1 });
});

test("enforceRateLimit throws 429 RATE_LIMIT_EXCEEDED carrying Retry-After; reset forgets the subject", async () => {
  const limit = rule("t-enforce", 1);
  await enforceRateLimit(limit, "y");
  const error = await enforceRateLimit(limit, "y").catch((e: unknown) => e);
  expect(isAppError(error) && error.code).toBe("RATE_LIMIT_EXCEEDED");
  expect(isAppError(error) && error.status).toBe(429);
  expect(isAppError(error) && error.retryAfterSeconds).toBeGreaterThan(0);
  await resetRateLimit(limit, "y");
  await expect(enforceRateLimit(limit, "y")).resolves.toBeUndefined();
});
