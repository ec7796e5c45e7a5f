// POST /api/consent: a signed-in user's decision becomes an auditable consent record (timestamp,
// version, categories, user agent); an anonymous visitor's is acknowledged and not stored; bad
// input is a 400, another site's page a 403, a flood a 429.
import { type Database } from "@/lib/db/prisma";
import { RATE_LIMITS, rateLimitKey } from "@/lib/security/rate-limit";
import { createSignedInUser } from "../support/auth-session";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

let scratch: MigratedDatabase;
let prisma: Database;
let post: Handler;

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  post = (await import("@/app/api/consent/route")).POST;
});
afterAll(async () => {
  await scratch.drop();
});
beforeEach(async () => {
  await prisma.rateLimitBucket.deleteMany();
});

const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36";
const record = (overrides: Record<string, unknown> = {}) => ({
  categories: { necessary: true, analytics: false, marketing: true, functional: false },
  timestamp: "2026-11-22T09:15:00.000Z",
  version: "1.0.0",
  userAgent: UA,
  ...overrides,
});

function request(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost:3000/api/consent", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "user-agent": UA,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

it("records a signed-in user's decision with timestamp, version, categories and user agent", async () => {
  const user = await createSignedInUser(prisma);
  const before = Date.now();
  const response = await post(request(record(), { cookie: user.cookie }), {});
  const after = Date.now();
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    success: boolean;
    data: { recorded: boolean; id: string; version: string };
  };
  expect(body).toMatchObject({ success: true, data: { recorded: true, version: "1.0.0" } });

  const rows = await prisma.consentRecord.findMany({ where: { userId: user.id } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    id: body.data.id,
    necessary: true,
    analytics: false,
    marketing: true,
    functional: false,
    version: "1.0.0",
    userAgent: UA,
  });
  // The server's clock, not the browser's claimed timestamp.
  expect(rows[0]!.decidedAt.getTime()).toBeGreaterThanOrEqual(before);
  expect(rows[0]!.decidedAt.getTime()).toBeLessThanOrEqual(after);
});

it.each(["0000-01-01T00:00:00.000Z", "0001-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z"])(
  "records the server's time whatever year the browser claims (%s)",
  async (timestamp) => {
    const user = await createSignedInUser(prisma);
    const response = await post(request(record({ timestamp }), { cookie: user.cookie }), {});
    expect(response.status).toBe(201);
    const row = await prisma.consentRecord.findFirstOrThrow({ where: { userId: user.id } });
    expect(Math.abs(row.decidedAt.getTime() - Date.now())).toBeLessThan(60_000);
  },
);

it("keeps every decision (a history, never overwritten)", async () => {
  const user = await createSignedInUser(prisma);
  await post(request(record(), { cookie: user.cookie }), {});
  await post(
    request(
      record({
        categories: { necessary: true, analytics: true, marketing: true, functional: true },
        timestamp: "2026-11-22T10:00:00.000Z",
      }),
      { cookie: user.cookie },
    ),
    {},
  );
  // Both rows carry the server's time, which may fall in the same millisecond: compare as a set.
  const rows = await prisma.consentRecord.findMany({ where: { userId: user.id } });
  expect(rows.map((row) => row.analytics).sort()).toEqual([false, true]);
});

it("stores the user agent the server saw rather than the one the body claims", async () => {
  const user = await createSignedInUser(prisma);
  await post(
    request(record({ userAgent: "Claimed/1.0" }), { cookie: user.cookie, "user-agent": "Seen/2.0" }),
    {},
  );
  expect((await prisma.consentRecord.findFirstOrThrow({ where: { userId: user.id } })).userAgent).toBe(
    "Seen/2.0",
  );
});

it("acknowledges an anonymous visitor's decision without storing it", async () => {
  const before = await prisma.consentRecord.count();
  const response = await post(request(record()), {});
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, data: { recorded: false, version: "1.0.0" } });
  expect(await prisma.consentRecord.count()).toBe(before);
});

it("treats a forged session cookie as anonymous", async () => {
  const before = await prisma.consentRecord.count();
  const response = await post(
    request(record(), { cookie: "next-auth.session-token=forged.token.value" }),
    {},
  );
  expect(response.status).toBe(200);
  expect(await prisma.consentRecord.count()).toBe(before);
});

describe("bad input: 400 and nothing stored", () => {
  it.each<[string, unknown]>([
    ["malformed JSON", "{"],
    [
      "necessary off",
      record({ categories: { necessary: false, analytics: false, marketing: false, functional: false } }),
    ],
    ["a missing category", record({ categories: { necessary: true, analytics: true, marketing: true } })],
    [
      "a category that is not a boolean",
      record({ categories: { necessary: true, analytics: "yes", marketing: true, functional: true } }),
    ],
    ["another version", record({ version: "0.9.0" })],
    ["a timestamp that is not a date", record({ timestamp: "last Tuesday" })],
    ["an overlong user agent", record({ userAgent: "x".repeat(513) })],
    ["an unknown field", record({ userId: "someone-else" })],
  ])("%s", async (_, body) => {
    const user = await createSignedInUser(prisma);
    const response = await post(request(body, { cookie: user.cookie }), {});
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
    expect(await prisma.consentRecord.count({ where: { userId: user.id } })).toBe(0);
  });
});

it("refuses another site's pages with 403", async () => {
  const user = await createSignedInUser(prisma);
  const response = await post(request(record(), { cookie: user.cookie, origin: "https://evil.example" }), {});
  expect(response.status).toBe(403);
  expect(await prisma.consentRecord.count({ where: { userId: user.id } })).toBe(0);
});

it("answers 429 with Retry-After past 30 decisions in 10 minutes from one address", async () => {
  const rule = RATE_LIMITS.consentPerIp;
  await prisma.rateLimitBucket.create({
    data: {
      key: rateLimitKey(rule, "198.51.100.7"),
      hits: rule.limit,
      expiresAt: new Date(Date.now() + rule.windowSeconds * 1000),
    },
  });
  const response = await post(request(record(), { "x-forwarded-for": "198.51.100.7" }), {});
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
});
