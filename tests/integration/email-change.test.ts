// Changing the email address (lib/auth/email-change.ts) through the real route handlers on a migrated
// scratch database; mail lands in the dev outbox (no SMTP_URL).
import { randomUUID } from "node:crypto";
import { sessionCookieFor } from "../support/auth-session";
import { type Database } from "@/lib/db/prisma";
import { hashPassword } from "@/lib/auth/passwords";
import { EMAIL_TOKEN_TTL_MS } from "@/lib/auth/tokens";
import { RATE_LIMITS } from "@/lib/security/rate-limit";
import { readJson } from "../support/http";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;
const SITE = "http://localhost:3000";
const PASSWORD = "Correct-Horse-Battery-42";

let scratch: MigratedDatabase;
let prisma: Database;
let requestChange: Handler;
let confirmChange: Handler;
let passwordHash: string;

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  process.env.SITE_URL = SITE;
  delete process.env.SMTP_URL;
  requestChange = (await import("@/app/api/account/email/route")).POST;
  confirmChange = (await import("@/app/api/auth/confirm-email-change/route")).GET;
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await scratch.drop();
});

const address = (label: string) => `${label}-${randomUUID()}@example.com`;

async function createUser(email = address("old")) {
  const user = await prisma.user.create({
    data: {
      email,
      firstName: "Ann",
      lastName: "Example",
      passwordHash,
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      adultConfirmedAt: new Date(),
      preference: { create: { email, firstName: "Ann", lastName: "Example" } },
    },
  });
  return { id: user.id, email, cookie: await sessionCookieFor(user.id) };
}

function ask(cookie: string | null, body: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": "203.0.113.9",
  };
  if (cookie) headers.cookie = cookie;
  return requestChange(
    new Request(`${SITE}/api/account/email`, { method: "POST", headers, body: JSON.stringify(body) }),
    {},
  );
}

function open(token: string): Promise<Response> {
  return confirmChange(new Request(`${SITE}/api/auth/confirm-email-change?token=${token}`), {});
}

async function linkSentTo(to: string): Promise<string> {
  const mail = await prisma.outboxEmail.findFirstOrThrow({
    where: { toAddress: to },
    orderBy: { createdAt: "desc" },
  });
  const token = /confirm-email-change\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No link in: ${mail.text}`);
  return token;
}

const emailOf = async (id: string) => (await prisma.user.findUniqueOrThrow({ where: { id } })).email;

describe("changing the email address", () => {
  it("sends a link to the new address, switches only when it is opened, and tells the old address", async () => {
    const user = await createUser();
    const newEmail = address("new");
    const response = await ask(user.cookie, {
      newEmail: `  ${newEmail.toUpperCase()} `,
      currentPassword: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect((await readJson(response)).data).toEqual({ requested: true });
    // Nothing changes until the link is opened.
    expect(await emailOf(user.id)).toBe(user.email);
    const token = await linkSentTo(newEmail);
    const row = await prisma.emailToken.findFirstOrThrow({
      where: { userId: user.id, type: "change_email" },
    });
    expect(row.newEmail).toBe(newEmail);
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(
      EMAIL_TOKEN_TTL_MS.change_email,
      -4,
    );

    const opened = await open(token);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/email-changed");
    expect(await emailOf(user.id)).toBe(newEmail);
    expect((await prisma.userPreference.findUniqueOrThrow({ where: { userId: user.id } })).email).toBe(
      newEmail,
    );
    const notice = await prisma.outboxEmail.findFirstOrThrow({ where: { toAddress: user.email } });
    expect(notice.subject).toMatch(/email address was changed/);
    expect(notice.text).toContain(newEmail);

    // The link works once.
    expect((await open(token)).headers.get("location")).toBe("/email-changed?problem=used");
  });

  it("refuses a wrong password and the current address, and needs a session", async () => {
    const user = await createUser();
    const wrong = await ask(user.cookie, { newEmail: address("new"), currentPassword: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await readJson(wrong))).toContain("currentPassword");
    const same = await ask(user.cookie, { newEmail: user.email, currentPassword: PASSWORD });
    expect(same.status).toBe(400);
    expect(JSON.stringify(await readJson(same))).toContain("This is already your email address.");
    expect((await ask(null, { newEmail: address("new"), currentPassword: PASSWORD })).status).toBe(401);
    expect(await prisma.emailToken.count({ where: { userId: user.id, type: "change_email" } })).toBe(0);
  });

  it("answers the same for an address that has an account, but sends it no link", async () => {
    const user = await createUser();
    const other = await createUser();
    const response = await ask(user.cookie, { newEmail: other.email, currentPassword: PASSWORD });
    expect(response.status).toBe(200);
    expect((await readJson(response)).data).toEqual({ requested: true });
    expect(await prisma.outboxEmail.count({ where: { toAddress: other.email } })).toBe(0);
    expect(await prisma.emailToken.count({ where: { userId: user.id, type: "change_email" } })).toBe(0);
  });

  it("refuses the switch when the address was taken after the link was sent", async () => {
    const user = await createUser();
    const newEmail = address("new");
    await ask(user.cookie, { newEmail, currentPassword: PASSWORD });
    const token = await linkSentTo(newEmail);
    await createUser(newEmail);
    expect((await open(token)).headers.get("location")).toBe("/email-changed?problem=taken");
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("refuses an expired link, a wrong one and a newer request's predecessor", async () => {
    const user = await createUser();
    const first = address("first");
    await ask(user.cookie, { newEmail: first, currentPassword: PASSWORD });
    const firstToken = await linkSentTo(first);
    const second = address("second");
    await ask(user.cookie, { newEmail: second, currentPassword: PASSWORD });
    const secondToken = await linkSentTo(second);
    expect((await open(firstToken)).headers.get("location")).toBe("/email-changed?problem=invalid");
    await prisma.emailToken.updateMany({
      where: { userId: user.id, type: "change_email" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await open(secondToken)).headers.get("location")).toBe("/email-changed?problem=expired");
    expect((await open("x".repeat(43))).headers.get("location")).toBe("/email-changed?problem=invalid");
    expect((await open("short")).headers.get("location")).toBe("/email-changed?problem=invalid");
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("limits requests per user", async () => {
    const user = await createUser();
    const { limit } = RATE_LIMITS.emailChangePerUser;
    for (let i = 0; i < limit; i += 1)
      expect(
        (await ask(user.cookie, { newEmail: address(`n${String(i)}`), currentPassword: PASSWORD })).status,
      ).toBe(200);
    const over = await ask(user.cookie, { newEmail: address("over"), currentPassword: PASSWORD });
    expect(over.status).toBe(429);
  });
});
