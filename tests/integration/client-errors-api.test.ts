// POST /api/errors/client on a migrated database: a report is stored scrubbed of anything
// personal (one-line message, path without query, browser class); unknown codes and extra fields are
// 400s with nothing stored; 30 reports per 10 minutes per address, then 429; reports older than 30
// days are deleted; the admin list groups identical reports.
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
  post = (await import("@/app/api/errors/client/route")).POST;
});
afterAll(async () => {
  await scratch.drop();
});
beforeEach(async () => {
  await prisma.clientErrorReport.deleteMany();
  await prisma.rateLimitBucket.deleteMany();
});

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function request(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost:3000/api/errors/client", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "user-agent": CHROME_ANDROID,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const report = {
  code: "GLOBAL_ERROR",
  message: "TypeError: cannot read 'price' of undefined for alex@example.com\n    at render (chunk.js:1:2)",
  path: "/stack/builder?user=alex@example.com#top",
};

describe("POST /api/errors/client", () => {
  it("stores a report without personal data and answers 202", async () => {
    const response = await post(request(report), {});
    expect(response.status).toBe(202);
    const rows = await prisma.clientErrorReport.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      code: "GLOBAL_ERROR",
      message: "TypeError: cannot read 'price' of undefined for [email]",
      path: "/stack/builder",
      browser: "Chrome mobile",
    });
  });

  it.each([
    ["an unknown code", { ...report, code: "SOMETHING_ELSE" }],
    ["an extra field", { ...report, email: "alex@example.com" }],
    ["a missing path", { code: report.code, message: report.message }],
    ["an over-long message", { ...report, message: "x".repeat(1001) }],
    ["malformed JSON", "{"],
  ])("refuses %s with 400 and stores nothing", async (_label, body) => {
    const response = await post(request(body), {});
    expect(response.status).toBe(400);
    expect(await prisma.clientErrorReport.count()).toBe(0);
  });

  it("refuses a report from another origin", async () => {
    const response = await post(request(report, { origin: "https://evil.example" }), {});
    expect(response.status).toBe(403);
    expect(await prisma.clientErrorReport.count()).toBe(0);
  });

  it("allows 30 reports per 10 minutes per address, then answers 429 and stores nothing", async () => {
    const rule = RATE_LIMITS.clientErrorPerIp;
    await prisma.rateLimitBucket.create({
      data: {
        key: rateLimitKey(rule, "203.0.113.9"),
        hits: rule.limit,
        expiresAt: new Date(Date.now() + rule.windowSeconds * 1000),
      },
    });
    const refused = await post(request(report, { "x-forwarded-for": "203.0.113.9" }), {});
    expect(refused.status).toBe(429);
    expect(await prisma.clientErrorReport.count()).toBe(0);
    const other = await post(request(report, { "x-forwarded-for": "203.0.113.10" }), {});
    expect(other.status).toBe(202);
  });

  it("deletes reports older than 30 days and lists the rest grouped, newest first", async () => {
    const { deleteExpiredClientErrors } = await import("@/lib/client-errors/retention");
    const { listClientErrorGroups } = await import("@/lib/client-errors/store");
    const now = new Date("2026-11-24T12:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    const row = {
      code: "GLOBAL_ERROR",
      message: "TypeError: x",
      path: "/browse",
      browser: "Firefox desktop",
    };
    await prisma.clientErrorReport.createMany({
      data: [
        { ...row, occurredAt: new Date(now.getTime() - 31 * day) },
        { ...row, occurredAt: new Date(now.getTime() - 2 * day) },
        { ...row, occurredAt: new Date(now.getTime() - day) },
        { ...row, code: "UNHANDLED_PROMISE_REJECTION", occurredAt: new Date(now.getTime() - 3 * day) },
      ],
    });
    expect(await deleteExpiredClientErrors(now)).toBe(1);
    const groups = await listClientErrorGroups(now);
    expect(groups).toEqual([
      { ...row, count: 2, lastSeen: new Date(now.getTime() - day) },
      { ...row, code: "UNHANDLED_PROMISE_REJECTION", count: 1, lastSeen: new Date(now.getTime() - 3 * day) },
    ]);
  });
});
