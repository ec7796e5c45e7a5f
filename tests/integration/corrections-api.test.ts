// POST /api/corrections on a migrated database: a correction stored as a contact message with its own
// subject, the sender's email when signed out, validation, limits, the Origin check, and the admins' list.
import { randomUUID } from "node:crypto";
import { migrate } from "@/lib/db/migrate";
import { createDatabase, type Database } from "@/lib/db/prisma";
import type * as CorrectionQueries from "@/lib/corrections/queries";
import { RATE_LIMITS } from "@/lib/security/rate-limit";
import { createSignedInUser } from "../support/auth-session";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

let scratch: ScratchDatabase;
let prisma: Database;
let correct: Handler;
let queries: typeof CorrectionQueries;

const SITE = "http://localhost:3000";
const SUBJECT = "Interaction checker correction";

beforeAll(async () => {
  scratch = await createScratchDatabase();
  await migrate(scratch.url);
  prisma = createDatabase(scratch.url);
  process.env.DATABASE_URL = scratch.url;
  correct = (await import("@/app/api/corrections/route")).POST;
  queries = await import("@/lib/corrections/queries");
});
afterAll(async () => {
  await prisma.$disconnect();
  await (await import("@/lib/db/prisma")).db().$disconnect();
  await scratch.drop();
});

let senders = 0;
function uniqueSender() {
  senders += 1;
  return {
    ip: `10.1.${Math.floor(senders / 250)}.${(senders % 250) + 1}`,
    email: `c-${randomUUID()}@example.com`,
  };
}

const validCorrection = (email?: string) => ({
  concerns: "Magnesium with doxycycline",
  details: "It should say to take them 2 to 3 hours apart.",
  source: "https://www.medicines.org.uk/emc/product/3130",
  ...(email === undefined ? {} : { email }),
});

function post(body: unknown, options: { ip?: string; origin?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": options.ip ?? uniqueSender().ip,
    origin: options.origin ?? SITE,
  };
  if (options.cookie) headers.cookie = options.cookie;
  return correct(
    new Request(`${SITE}/api/corrections`, { method: "POST", headers, body: JSON.stringify(body) }),
    {},
  );
}

type Body = {
  data?: { id: string };
  error?: { code: string; details?: { fieldErrors: Record<string, string[]> } };
};

describe("POST /api/corrections", () => {
  it("stores a signed-out correction as a contact message the admins can read", async () => {
    const { email } = uniqueSender();
    const response = await post({ ...validCorrection(email), name: " Sam " });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as Body;
    const stored = await prisma.contactMessage.findUniqueOrThrow({ where: { id: data!.id } });
    expect(stored).toMatchObject({ name: "Sam", email, subject: SUBJECT, userId: null });
    expect(stored.message).toBe(
      "About: Magnesium with doxycycline\n\nWhat is wrong: It should say to take them 2 to 3 hours apart.\n\n" +
        "Source: https://www.medicines.org.uk/emc/product/3130",
    );
    expect((await queries.listCorrections()).map((row) => row.id)).toContain(data!.id);
  });

  it("answers a signed-in person at their account's address, without asking for one", async () => {
    const user = await createSignedInUser(prisma, { firstName: "Ada" });
    const response = await post({ ...validCorrection(), source: "" }, { cookie: user.cookie });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as Body;
    const stored = await prisma.contactMessage.findUniqueOrThrow({ where: { id: data!.id } });
    expect(stored).toMatchObject({ email: user.email, userId: user.id, subject: SUBJECT });
    expect(stored.name).toMatch(/^Ada/);
    expect(stored.message).toMatch(/Source: none given$/);
  });

  it("asks a signed-out person for an email with a 400 on that field", async () => {
    const before = await prisma.contactMessage.count();
    const response = await post(validCorrection());
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as Body;
    expect(error?.code).toBe("VALIDATION_ERROR");
    expect(error?.details?.fieldErrors.email).toEqual([
      "Please enter your email address so that we can reply",
    ]);
    expect(await prisma.contactMessage.count()).toBe(before);
  });

  it("answers 400 with a message per bad field", async () => {
    const response = await post({
      concerns: "x",
      details: "short",
      source: "http://example.com",
      email: "nope",
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as Body;
    expect(Object.keys(error?.details?.fieldErrors ?? {}).sort()).toEqual([
      "concerns",
      "details",
      "email",
      "source",
    ]);
    expect(error?.details?.fieldErrors.source).toEqual(["Please give a web address starting with https://"]);
  });

  it.each([
    ["details over 4,000 characters", { details: "x".repeat(4001) }],
    ["an unknown field", { subject: "other" }],
    ["a number for the details", { details: 42 }],
  ])("answers 400 for %s", async (_, change) => {
    const { email } = uniqueSender();
    const response = await post({ ...validCorrection(email), ...change });
    expect(response.status).toBe(400);
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(0);
  });

  it("answers a filled honeypot as a success but stores nothing", async () => {
    const { email } = uniqueSender();
    const response = await post({ ...validCorrection(email), website: "https://spam.example" });
    expect(response.status).toBe(201);
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(0);
  });

  it("allows five corrections an hour from one address, then 429", async () => {
    const { ip } = uniqueSender();
    expect(RATE_LIMITS.correctionPerIp).toMatchObject({ limit: 5, windowSeconds: 3600 });
    for (let i = 0; i < 5; i += 1)
      expect((await post(validCorrection(uniqueSender().email), { ip })).status).toBe(201);
    const refused = await post(validCorrection(uniqueSender().email), { ip });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Body).error?.code).toBe("RATE_LIMIT_EXCEEDED");
  });

  it("allows five corrections an hour for one email, whatever the address", async () => {
    const { email } = uniqueSender();
    for (let i = 0; i < 5; i += 1) expect((await post(validCorrection(email))).status).toBe(201);
    expect((await post(validCorrection(email.toUpperCase()))).status).toBe(429);
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(5);
  });

  it("refuses a cross-site request with 403 and stores nothing", async () => {
    const { email } = uniqueSender();
    const response = await post(validCorrection(email), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(0);
  });

  it("lists only corrections for the admins, newest first", async () => {
    const email = `other-${randomUUID()}@example.com`;
    await prisma.contactMessage.create({
      data: { name: "Other", email, subject: "General question", message: "Not a correction." },
    });
    const { email: later } = uniqueSender();
    expect((await post(validCorrection(later))).status).toBe(201);
    const listed = await queries.listCorrections();
    expect(listed.some((row) => row.email === email)).toBe(false);
    expect(listed[0]?.email).toBe(later);
  });
});
