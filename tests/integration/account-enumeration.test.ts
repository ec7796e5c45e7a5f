// Forgot-password and resend-confirmation answer before they look the address up (a registered
// address used to be answered 3-8 ms later, which told that it exists). Next's after() is replaced by a queue the test runs
// itself, so it can see that the answer left with no account read and no mail sent, and that the
// work then happens.
import { randomUUID } from "node:crypto";
import { type Database } from "@/lib/db/prisma";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";

const queued: (() => Promise<unknown>)[] = [];
jest.mock("next/server", () => ({
  ...jest.requireActual<object>("next/server"),
  after: (task: () => Promise<unknown>) => {
    queued.push(task);
  },
}));

type Handler = (request: Request, context: unknown) => Promise<Response>;
const SITE = "http://localhost:3000";

let scratch: MigratedDatabase;
let prisma: Database;
let forgot: Handler;
let resend: Handler;

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  delete process.env.SMTP_URL;
  forgot = (await import("@/app/api/auth/forgot-password/route")).POST;
  resend = (await import("@/app/api/auth/resend-confirmation/route")).POST;
});
afterAll(async () => {
  await scratch.drop();
});

let addresses = 0;
function post(handler: Handler, body: unknown): Promise<Response> {
  addresses += 1;
  const headers = {
    "content-type": "application/json",
    origin: SITE,
    "x-forwarded-for": `192.0.2.${addresses}`,
  };
  return handler(
    new Request(`${SITE}/api/auth/x`, { method: "POST", headers, body: JSON.stringify(body) }),
    {},
  );
}

async function runQueued(): Promise<void> {
  for (const task of queued.splice(0)) await task();
}

async function user(confirmed: boolean): Promise<string> {
  const email = `enum-${randomUUID()}@example.com`;
  await prisma.user.create({
    data: {
      email,
      firstName: "Ana",
      lastName: "Lee",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$not-a-real-salt$not-a-real-hash",
      emailVerifiedAt: confirmed ? new Date() : null,
      termsAcceptedAt: new Date(),
      adultConfirmedAt: new Date(),
    },
  });
  return email;
}

it.each([
  ["forgot-password", () => forgot, true, (email: string) => ({ email })],
  ["resend-confirmation", () => resend, false, (email: string) => ({ email, type: "signup" })],
])(
  "%s answers the same for known and unknown addresses, then mails the known one",
  async (_n, route, confirmed, body) => {
    const known = await user(confirmed);
    const unknown = `nobody-${randomUUID()}@example.com`;

    const answers = [await post(route(), body(known)), await post(route(), body(unknown))];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = (await Promise.all(answers.map((answer) => answer.json()))) as unknown[];
    expect(first).toEqual(second);
    // Answered, and nothing looked up or sent yet: the work waits for after().
    // (At least two: the rate limiter now and then queues a prune of expired counters too.)
    expect(queued.length).toBeGreaterThanOrEqual(2);
    expect(await prisma.outboxEmail.count({ where: { toAddress: { in: [known, unknown] } } })).toBe(0);

    await runQueued();
    expect(await prisma.outboxEmail.count({ where: { toAddress: known } })).toBe(1);
    expect(await prisma.outboxEmail.count({ where: { toAddress: unknown } })).toBe(0);
  },
);
