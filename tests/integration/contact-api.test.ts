// POST /api/contact on a migrated database: stored messages, the honeypot, validation, the
// per-IP and per-email limits, the Origin check, and retention.
import { randomUUID } from "node:crypto";
import { migrate } from "@/lib/db/migrate";
import { createDatabase, type Database } from "@/lib/db/prisma";
import { contactRetentionCutoff, deleteExpiredContactMessages } from "@/lib/contact/retention";
import { RATE_LIMITS } from "@/lib/security/rate-limit";
import { createSignedInUser } from "../support/auth-session";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

let scratch: ScratchDatabase;
let prisma: Database;
let contact: Handler;

const SITE = "http://localhost:3000";

beforeAll(async () => {
  scratch = await createScratchDatabase();
  await migrate(scratch.url);
  prisma = createDatabase(scratch.url);
  // The app's own Prisma client reads DATABASE_URL when the first query runs.
  process.env.DATABASE_URL = scratch.url;
  contact = (await import("@/app/api/contact/route")).POST;
});
afterAll(async () => {
  await prisma.$disconnect();
  await (await import("@/lib/db/prisma")).db().$disconnect();
  await scratch.drop();
});

// Each test sends from its own address and email unless it says otherwise, so the limits of one
// test never reach another.
let senders = 0;
function uniqueSender() {
  senders += 1;
  return {
    ip: `10.0.${Math.floor(senders / 250)}.${(senders % 250) + 1}`,
    email: `sender-${randomUUID()}@example.com`,
  };
}

function validMessage(email: string) {
  return {
    name: "Alex Smith",
    email,
    subject: "correction",
    message: "The price of product X looks out of date.",
  };
}

function post(body: unknown, options: { ip?: string; origin?: string | null; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": options.ip ?? uniqueSender().ip,
  };
  if (options.origin !== null) headers.origin = options.origin ?? SITE;
  if (options.cookie) headers.cookie = options.cookie;
  return contact(
    new Request(`${SITE}/api/contact`, { method: "POST", headers, body: JSON.stringify(body) }),
    {},
  );
}

type Body = {
  success: boolean;
  data?: { id: string };
  error?: { code: string; message: string; details?: { fieldErrors: Record<string, string[]> } };
};

describe("POST /api/contact", () => {
  it("stores a valid message and answers 201 with its id only", async () => {
    const { ip, email } = uniqueSender();
    const response = await post({ ...validMessage(email), name: "  Alex Smith  " }, { ip });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Body;
    expect(body.success).toBe(true);
    expect(Object.keys(body.data!)).toEqual(["id"]);
    expect(typeof body.data!.id).toBe("string");
    const stored = await prisma.contactMessage.findUniqueOrThrow({ where: { id: body.data!.id } });
    expect(stored).toMatchObject({
      name: "Alex Smith",
      email,
      subject: "Product or price correction",
      message: "The price of product X looks out of date.",
      userId: null,
    });
  });

  it("links the message to the signed-in user", async () => {
    const user = await createSignedInUser(prisma);
    const response = await post(validMessage(user.email), { cookie: user.cookie });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as Body;
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: data!.id } })).userId).toBe(user.id);
  });

  it("answers a filled honeypot as a success but stores nothing", async () => {
    const { email } = uniqueSender();
    const response = await post({ ...validMessage(email), website: "https://spam.example" });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Body).data?.id).toEqual(expect.any(String));
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(0);
  });

  it("answers 400 VALIDATION_ERROR with a message per bad field", async () => {
    const response = await post({
      name: "",
      email: "not-an-email",
      subject: "complaint",
      message: "too short",
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as Body;
    expect(error?.code).toBe("VALIDATION_ERROR");
    expect(error?.details?.fieldErrors).toEqual({
      name: ["Please enter your name"],
      email: ["Please enter a valid email address"],
      subject: ["Please choose a subject"],
      message: ["Your message must be at least 10 characters"],
    });
  });

  it.each([
    ["a message over 5,000 characters", { message: "x".repeat(5001) }],
    ["an unknown field", { admin: true }],
  ])("answers 400 for %s", async (_, change) => {
    const { email } = uniqueSender();
    const response = await post({ ...validMessage(email), ...change });
    expect(response.status).toBe(400);
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(0);
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const response = await contact(
      new Request(`${SITE}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE },
        body: "{oops",
      }),
      {},
    );
    expect(response.status).toBe(400);
  });

  it("allows five messages an hour from one address, then 429 with Retry-After", async () => {
    const { ip } = uniqueSender();
    expect(RATE_LIMITS.contactPerIp).toMatchObject({ limit: 5, windowSeconds: 3600 });
    for (let i = 0; i < 5; i += 1) {
      expect((await post(validMessage(uniqueSender().email), { ip })).status).toBe(201);
    }
    const refused = await post(validMessage(uniqueSender().email), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(((await refused.json()) as Body).error?.code).toBe("RATE_LIMIT_EXCEEDED");
  });

  it("allows five messages an hour for one email, whatever the address", async () => {
    const { email } = uniqueSender();
    for (let i = 0; i < 5; i += 1) {
      expect((await post(validMessage(email))).status).toBe(201);
    }
    const refused = await post(validMessage(email.toUpperCase()));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(5);
  });

  it("refuses a cross-site request with 403 and stores nothing", async () => {
    const { email } = uniqueSender();
    const response = await post(validMessage(email), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Body).error?.code).toBe("AUTHORIZATION_ERROR");
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(0);
  });
});

describe("contact message retention", () => {
  it("deletes messages older than 12 months and keeps newer ones", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(contactRetentionCutoff(now).toISOString()).toBe("2025-11-22T12:00:00.000Z");
    const base = {
      name: "Old",
      email: `old-${randomUUID()}@example.com`,
      subject: "Other",
      message: "An old message.",
    };
    await prisma.contactMessage.createMany({
      data: [
        { ...base, createdAt: new Date("2025-11-22T11:59:59Z") },
        { ...base, createdAt: new Date("2025-11-22T12:00:01Z") },
      ],
    });
    expect(await deleteExpiredContactMessages(now)).toBeGreaterThanOrEqual(1);
    const left = await prisma.contactMessage.findMany({ where: { email: base.email } });
    expect(left.map((message) => message.createdAt.toISOString())).toEqual(["2025-11-22T12:00:01.000Z"]);
  });

  it("runs after a new message is answered (a route called outside a request runs it at once)", async () => {
    const { ip, email } = uniqueSender();
    const expired = await prisma.contactMessage.create({
      data: {
        name: "Old",
        email,
        subject: "Other",
        message: "Kept too long.",
        createdAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000),
      },
    });
    expect((await post(validMessage(email), { ip })).status).toBe(201);
    expect(await prisma.contactMessage.findUnique({ where: { id: expired.id } })).toBeNull();
  });
});
