// The account endpoints with two users: each reaches only their own data; export is complete;
// deletion leaves no row behind that refers to the user.
import { createSignedInUser, sessionCookieFor, type TestUser } from "../support/auth-session";
import { hashPassword } from "@/lib/auth/passwords";
import { type Database } from "@/lib/db/prisma";
import { readData, readError } from "../support/http";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;
const SITE = "http://localhost:3000";
const PASSWORD = "Quiet-Orchard-Lantern-64";

/** The parts of GET /api/account/export the tests read (lib/auth/account-export.ts, as JSON). */
interface AccountExportJson {
  account: Record<string, unknown>;
  preferences: unknown;
  healthProfile: unknown;
  stacks: { id: string; name: string; items: unknown[] }[];
  likedStacks: unknown[];
  priceAlerts: unknown[];
  reviews: unknown[];
  consentRecords: unknown[];
  contactMessages: unknown[];
  emailLinks: unknown[];
  twoFactor: unknown;
  priceImportRuns: unknown[];
  feedDecisions: unknown[];
  emailsKept: { emails: { toAddress: string; subject: string }[] };
  monitoringMetrics: unknown[];
}
let scratch: SeededDatabase;
let prisma: Database;
const routes: Record<string, Record<string, Handler>> = {};

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  for (const name of [
    "profile",
    "preferences",
    "health-profile",
    "export",
    "delete",
    "password",
    "two-factor/setup",
    "two-factor/disable",
  ]) {
    routes[name] = (await import(`@/app/api/account/${name}/route`)) as Record<string, Handler>;
  }
  routes.me = await import("@/app/api/auth/me/route");
});
afterAll(async () => {
  await scratch.drop();
});

function call(
  route: string,
  method: string,
  cookie: string | undefined,
  body?: unknown,
  origin?: string,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (origin) headers.origin = origin;
  return routes[route]![method]!(
    new Request(`${SITE}/api/account/${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    {},
  );
}

/** A signed-in user whose password is PASSWORD. */
async function userWithPassword(firstName: string): Promise<TestUser> {
  const user = await createSignedInUser(prisma, { firstName });
  await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  return user;
}

const HEALTH = {
  age: 44,
  sex: "female",
  activityLevel: "moderate",
  goals: ["energy", "immune"],
  dietaryPreferences: ["vegetarian"],
  pregnancyStatus: "not_applicable",
  prescriptionDrugs: ["Warfarin"],
  medicalConditions: ["High blood pressure"],
};

describe("signed-out callers", () => {
  test.each([
    ["profile", "GET"],
    ["profile", "PATCH"],
    ["preferences", "PUT"],
    ["health-profile", "GET"],
    ["health-profile", "PUT"],
    ["export", "GET"],
    ["delete", "POST"],
    ["password", "POST"],
    ["two-factor/setup", "POST"],
  ])("%s %s answers 401 AUTHENTICATION_ERROR", async (route, method) => {
    const response = await call(route, method, undefined, method === "GET" ? undefined : {});
    expect(response.status).toBe(401);
    expect((await readError(response)).code).toBe("AUTHENTICATION_ERROR");
  });
});

describe("one user never reaches another's data", () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    alice = await userWithPassword("Alice");
    bob = await userWithPassword("Bob");
  });

  test("profile edits change only the caller, and user_preferences mirrors the names", async () => {
    const response = await call("profile", "PATCH", bob.cookie, { firstName: "Robert", lastName: "Jones" });
    expect(response.status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: bob.id } })).firstName).toBe("Robert");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: alice.id } })).firstName).toBe("Alice");
    expect(await prisma.userPreference.findUniqueOrThrow({ where: { userId: bob.id } })).toMatchObject({
      firstName: "Robert",
      lastName: "Jones",
      email: bob.email,
    });
  });

  test("health profiles are per user: Bob reads an empty profile after Alice saved hers", async () => {
    const saved = await readData<unknown>(await call("health-profile", "PUT", alice.cookie, HEALTH));
    expect(saved).toMatchObject(HEALTH);
    const bobs = await readData<unknown>(await call("health-profile", "GET", bob.cookie));
    expect(bobs).toMatchObject({
      age: null,
      prescriptionDrugs: [],
      medicalConditions: [],
      updatedAt: null,
    });
  });

  test("a request body cannot name another user (unknown fields are refused)", async () => {
    const response = await call("health-profile", "PUT", bob.cookie, { ...HEALTH, userId: alice.id });
    expect(response.status).toBe(400);
    expect(await prisma.healthProfile.findUnique({ where: { userId: bob.id } })).toBeNull();
  });

  test("Bob's export contains nothing of Alice's", async () => {
    const text = await (await call("export", "GET", bob.cookie)).text();
    expect(text).not.toContain(alice.id);
    expect(text).not.toContain(alice.email);
    expect(text).not.toContain("Warfarin");
  });

  test("Bob cannot delete Alice's account with Alice's password: deletion applies to the session's own user", async () => {
    const response = await call("delete", "POST", bob.cookie, { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await prisma.user.findUnique({ where: { id: alice.id } })).not.toBeNull();
    expect(await prisma.user.findUnique({ where: { id: bob.id } })).toBeNull();
    expect((await call("profile", "GET", bob.cookie)).status).toBe(401);
  });
});

describe("medicine schedules", () => {
  test("keep how often and when each listed medicine is taken, and reach the interaction check", async () => {
    const user = await createSignedInUser(prisma);
    const body = {
      ...HEALTH,
      pregnancyStatus: "trying_to_conceive",
      prescriptionDrugs: ["Ciprofloxacin", "Levothyroxine"],
      medicineSchedules: [
        { name: "ciprofloxacin", frequency: "twice_daily", times: ["07:30", "19:30"] },
        { name: "Levothyroxine", frequency: "once_daily", times: [] },
        { name: "Sertraline", frequency: "once_daily", times: [] },
      ],
    };
    const response = await call("health-profile", "PUT", user.cookie, body);
    expect(response.status).toBe(200);
    const saved = await readData<{ medicineSchedules: { name: string }[] }>(
      await call("health-profile", "GET", user.cookie),
    );
    // Sertraline is not on the list, so its schedule is not kept.
    expect(saved.medicineSchedules.map((entry) => entry.name)).toEqual(["ciprofloxacin", "Levothyroxine"]);
    const { getMedicalProfile } = await import("@/lib/auth/queries");
    expect(await getMedicalProfile(user.id)).toEqual({
      prescriptionDrugs: [
        { drugName: "Ciprofloxacin", frequency: "twice_daily", times: ["07:30", "19:30"] },
        { drugName: "Levothyroxine", frequency: "once_daily" },
      ],
      medicalConditions: ["High blood pressure", "trying to conceive"],
    });
  });

  test("refuse a time that is not a 24-hour clock time", async () => {
    const user = await createSignedInUser(prisma);
    const response = await call("health-profile", "PUT", user.cookie, {
      ...HEALTH,
      medicineSchedules: [{ name: "Warfarin", frequency: "once_daily", times: ["6pm"] }],
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await readError(response)).details?.fieldErrors ?? {})).toEqual([
      "medicineSchedules.0.times.0",
    ]);
  });
});

describe("validation", () => {
  test.each([
    [{ ...HEALTH, age: 16 }, "age"],
    [{ ...HEALTH, goals: ["sleep-better"] }, "goals"],
    [{ ...HEALTH, prescriptionDrugs: ["x".repeat(101)] }, "prescriptionDrugs"],
    [{ ...HEALTH, sex: "unknown" }, "sex"],
  ])("a bad health profile is refused with 400 and field details (%#)", async (body, field) => {
    const user = await createSignedInUser(prisma);
    const response = await call("health-profile", "PUT", user.cookie, body);
    expect(response.status).toBe(400);
    const fields = Object.keys((await readError(response)).details?.fieldErrors ?? {});
    expect(fields.some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
  });

  test("a cross-site Origin is refused before anything changes", async () => {
    const user = await createSignedInUser(prisma);
    const response = await call(
      "profile",
      "PATCH",
      user.cookie,
      { firstName: "Evil", lastName: "Change" },
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Test");
  });

  test("deleting with a wrong password changes nothing", async () => {
    const user = await userWithPassword("Carol");
    const response = await call("delete", "POST", user.cookie, { password: "not-my-password" });
    expect(response.status).toBe(400);
    expect((await readError(response)).details?.fieldErrors?.password).toEqual([
      "Your password is not correct.",
    ]);
    expect(await prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull();
  });
});

/** Gives a user one row in every table that refers to users, through realistic data. */
async function fillEverything(user: TestUser, other: TestUser) {
  const products = await prisma.supplement.findMany({ take: 2, orderBy: { slug: "asc" } });
  await call("health-profile", "PUT", user.cookie, HEALTH);
  await call("preferences", "PUT", user.cookie, { marketingEmails: true, interactionAlerts: false });
  await call("two-factor/setup", "POST", user.cookie);
  await prisma.recoveryCode.create({ data: { userId: user.id, codeHash: "hash-of-a-recovery-code" } });
  await prisma.emailToken.create({
    data: {
      userId: user.id,
      type: "reset_password",
      tokenHash: `hash-${user.id}`,
      expiresAt: new Date(Date.now() + 60_000),
    },
  });
  const privateStack = await prisma.stack.create({
    data: {
      userId: user.id,
      name: "Morning stack",
      items: { create: [{ supplementId: products[0]!.id, quantity: 1 }] },
    },
  });
  const published = await prisma.stack.create({
    data: {
      userId: user.id,
      name: "Shared stack",
      isPublished: true,
      publishedTitle: "My shared stack",
      publishedAt: new Date(),
      items: { create: [{ supplementId: products[1]!.id, quantity: 2 }] },
    },
  });
  const othersStack = await prisma.stack.create({
    data: { userId: other.id, name: "Other's stack", isPublished: true, publishedAt: new Date() },
  });
  await prisma.stackLike.create({ data: { stackId: othersStack.id, userId: user.id } });
  await prisma.stackLike.create({ data: { stackId: published.id, userId: other.id } });
  await prisma.review.create({
    data: { supplementId: products[0]!.id, userId: user.id, rating: 4, body: "Easy to swallow." },
  });
  await prisma.consentRecord.create({
    data: {
      userId: user.id,
      analytics: false,
      marketing: false,
      functional: true,
      version: "1.0.0",
      userAgent: "jest",
      decidedAt: new Date(),
    },
  });
  await prisma.contactMessage.create({
    data: {
      userId: user.id,
      name: "Dee",
      email: user.email,
      subject: "Other",
      message: "Hello there, a question.",
    },
  });
  await prisma.priceImportRun.create({
    data: { fileName: "feed.csv", userId: user.id, rejections: [{ row: 2, reason: "Unknown product" }] },
  });
  await prisma.outboxEmail.create({ data: { toAddress: user.email, subject: "Hi", text: "t", html: "h" } });
  await prisma.rumMetric.create({
    data: { sessionId: "tab-1", userId: user.id, name: "LCP", value: 1200, recordedAt: new Date() },
  });
  await prisma.priceAlert.create({
    data: {
      userId: user.id,
      stackId: privateStack.id,
      minMonthlyDropPence: 150,
      baselineMonthlyPence: 2400,
      baselineItemPence: { [products[0]!.id]: 2400 },
    },
  });
  // A new address waiting for its confirmation link, and the link's mail kept for it.
  const pendingEmail = `new-${user.email}`;
  await prisma.emailToken.create({
    data: {
      userId: user.id,
      type: "change_email",
      tokenHash: `change-${user.id}`,
      newEmail: pendingEmail,
      expiresAt: new Date(Date.now() + 60_000),
    },
  });
  await prisma.outboxEmail.create({
    data: { toAddress: pendingEmail, subject: "Confirm your new email address", text: "t", html: "h" },
  });
  // A message sent through the contact form while signed out, from the account's address.
  await prisma.contactMessage.create({
    data: {
      name: "Dee",
      email: user.email.toUpperCase(),
      subject: "Other",
      message: "Sent before signing in.",
    },
  });
  await prisma.feedItem.create({
    data: {
      retailer: "Example Pharmacy",
      itemId: `item-${user.id}`,
      title: "Magnesium 60 tablets",
      pricePence: 499,
      url: "https://example.com/magnesium",
      inStock: true,
      lastSeenAt: new Date(),
      status: "ignored",
      decidedById: user.id,
      decidedAt: new Date(),
    },
  });
  // The other account's mail and messages are theirs, whatever this account asked for: even a change
  // link this account once asked to send to that address (refused when opened: the address was taken).
  await prisma.emailToken.create({
    data: {
      userId: user.id,
      type: "change_email",
      tokenHash: `taken-${user.id}`,
      newEmail: other.email,
      expiresAt: new Date(Date.now() + 60_000),
      usedAt: new Date(),
    },
  });
  await prisma.outboxEmail.create({
    data: { toAddress: other.email, subject: "Theirs", text: "t", html: "h" },
  });
  await prisma.contactMessage.create({
    data: { name: "Other", email: other.email, subject: "Other", message: "Not Dee's." },
  });
  return { privateStack, published, othersStack, pendingEmail };
}

test("the export holds every kind of data we keep about the user, and no secrets", async () => {
  const user = await userWithPassword("Dee");
  const other = await createSignedInUser(prisma);
  const { published, privateStack, pendingEmail } = await fillEverything(user, other);
  const response = await call("export", "GET", user.cookie);
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="supplement-stack-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(response.headers.get("cache-control")).toBe("no-store");
  const data = JSON.parse(await response.text()) as AccountExportJson;
  expect(data.account).toMatchObject({ id: user.id, email: user.email, firstName: "Dee", pendingEmail });
  expect(data.preferences).toMatchObject({ marketingEmails: true, interactionAlerts: false });
  expect(data.healthProfile).toMatchObject({
    prescriptionDrugs: ["Warfarin"],
    medicalConditions: ["High blood pressure"],
    age: 44,
  });
  expect(data.stacks.map((s) => s.name).sort()).toEqual(["Morning stack", "Shared stack"]);
  expect(data.stacks.find((s) => s.id === published.id)!.items[0]).toMatchObject({
    quantity: 2,
  });
  expect(data.likedStacks).toHaveLength(1);
  expect(data.reviews[0]).toMatchObject({ rating: 4, body: "Easy to swallow." });
  expect(data.consentRecords).toHaveLength(1);
  expect(data.contactMessages).toEqual([
    expect.objectContaining({ message: "Hello there, a question." }),
    expect.objectContaining({ message: "Sent before signing in.", userId: null }),
  ]);
  expect(data.priceAlerts).toEqual([
    expect.objectContaining({
      stackId: privateStack.id,
      minMonthlyDropPence: 150,
      baselineMonthlyPence: 2400,
    }),
  ]);
  expect(data.emailLinks[0]).toMatchObject({ type: "reset_password" });
  expect(data.emailLinks[1]).toMatchObject({ type: "change_email", newEmail: pendingEmail });
  expect(data.emailsKept.emails.map((mail) => mail.toAddress).sort()).toEqual(
    [pendingEmail, user.email].sort(),
  );
  expect(data.feedDecisions).toEqual([
    expect.objectContaining({ retailer: "Example Pharmacy", status: "ignored" }),
  ]);
  expect(data.twoFactor).toMatchObject({ enabled: false, recoveryCodes: [{ usedAt: null }] });
  expect(data.priceImportRuns).toEqual([
    expect.objectContaining({ fileName: "feed.csv", rejections: [{ row: 2, reason: "Unknown product" }] }),
  ]);
  expect(data.monitoringMetrics).toEqual([
    expect.objectContaining({ sessionId: "tab-1", name: "LCP", value: 1200 }),
  ]);
  const text = JSON.stringify(data);
  expect(text).not.toContain("$argon2");
  expect(text).not.toContain("secretEncrypted");
  expect(text).not.toContain("hash-of-a-recovery-code");
  expect(text).not.toContain(`hash-${user.id}`);
  expect(text).not.toContain(`change-${user.id}`);
  expect(text).not.toContain("Not Dee's.");
  expect(text).not.toContain("Theirs");
});

test("deleting the account leaves no row that refers to the user, published stacks included", async () => {
  const user = await userWithPassword("Eve");
  const other = await createSignedInUser(prisma);
  const { published, othersStack, pendingEmail } = await fillEverything(user, other);
  const response = await call("delete", "POST", user.cookie, { password: PASSWORD });
  expect(response.status).toBe(200);

  // Every column named user_id in the schema, found from the catalog so a new table cannot be missed.
  const columns = await prisma.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'user_id'`;
  expect(columns.length).toBeGreaterThanOrEqual(12);
  for (const { table_name } of columns) {
    const rows = await prisma.$queryRawUnsafe<{ count: bigint }[]>(
      `SELECT count(*) AS count FROM "${table_name}" WHERE user_id = $1`,
      user.id,
    );
    expect({ table: table_name, count: Number(rows[0]!.count) }).toEqual({ table: table_name, count: 0 });
  }
  expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
  expect(await prisma.stack.count({ where: { id: published.id } })).toBe(0);
  expect(await prisma.stackItem.count({ where: { stackId: published.id } })).toBe(0);
  expect(await prisma.stackLike.count({ where: { stackId: published.id } })).toBe(0);
  expect(await prisma.outboxEmail.count({ where: { toAddress: { in: [user.email, pendingEmail] } } })).toBe(
    0,
  );
  expect(
    await prisma.contactMessage.count({ where: { email: { equals: user.email, mode: "insensitive" } } }),
  ).toBe(0);
  expect(await prisma.priceAlert.count({ where: { userId: user.id } })).toBe(0);
  expect(await prisma.feedItem.count({ where: { decidedById: user.id } })).toBe(0);
  // The other account's mail and message stay.
  expect(await prisma.outboxEmail.count({ where: { toAddress: other.email } })).toBe(1);
  expect(await prisma.contactMessage.count({ where: { email: other.email } })).toBe(1);
  const run = await prisma.priceImportRun.findFirstOrThrow({
    where: { fileName: "feed.csv" },
    orderBy: { startedAt: "desc" },
  });
  expect(run.userId).toBeNull();
  // The other user's data is untouched.
  expect(await prisma.stack.count({ where: { id: othersStack.id } })).toBe(1);
  expect(await prisma.user.count({ where: { id: other.id } })).toBe(1);
  // The old session no longer works.
  expect(
    (
      await routes.me!.GET!(
        new Request(`${SITE}/api/auth/me`, { headers: { cookie: await sessionCookieFor(user.id) } }),
        {},
      )
    ).status,
  ).toBe(401);
});

test("monitoring metrics older than 30 days are deleted; newer ones stay", async () => {
  const { deleteExpiredRumMetrics } = await import("@/lib/monitoring/retention");
  const now = new Date("2026-11-22T12:00:00Z");
  const old = await prisma.rumMetric.create({
    data: { sessionId: "old", name: "LCP", value: 1, recordedAt: new Date("2026-10-22T11:59:00Z") },
  });
  const recent = await prisma.rumMetric.create({
    data: { sessionId: "recent", name: "LCP", value: 1, recordedAt: new Date("2026-10-23T12:00:00Z") },
  });
  expect(await deleteExpiredRumMetrics(now)).toBeGreaterThanOrEqual(1);
  expect(await prisma.rumMetric.count({ where: { id: old.id } })).toBe(0);
  expect(await prisma.rumMetric.count({ where: { id: recent.id } })).toBe(1);
});
