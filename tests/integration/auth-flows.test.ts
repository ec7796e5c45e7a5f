// Sign-up, confirmation, sign-in (password step, second factor), reset and rate limits through the
// real route handlers on a migrated scratch database; mail lands in the dev outbox (no SMTP_URL).
import { sessionCookieFor, TEST_AUTH_SECRET } from "../support/auth-session";
import { type Database } from "@/lib/db/prisma";
import type { TwoFactorSetup } from "@/lib/auth/two-factor";
import { readData, readJson } from "../support/http";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";
import { challengeCookieName, readChallenge } from "@/lib/auth/challenge";
import { timeStep, totpCode } from "@/lib/auth/totp";
import { RATE_LIMITS } from "@/lib/security/rate-limit";

type Handler = (request: Request, context: unknown) => Promise<Response>;
const SITE = "http://localhost:3000";

let scratch: MigratedDatabase;
let prisma: Database;
const routes: Record<string, Record<string, Handler>> = {};
let signIn: typeof import("@/lib/auth/sign-in");

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  process.env.SITE_URL = SITE;
  delete process.env.SMTP_URL;
  for (const name of [
    "signup",
    "login",
    "confirm-email",
    "resend-confirmation",
    "forgot-password",
    "reset-password",
    "me",
  ]) {
    routes[name] = (await import(`@/app/api/auth/${name}/route`)) as Record<string, Handler>;
  }
  for (const name of ["two-factor/setup", "two-factor/enable", "password", "sign-out-everywhere"]) {
    routes[name] = (await import(`@/app/api/account/${name}/route`)) as Record<string, Handler>;
  }
  signIn = await import("@/lib/auth/sign-in");
});
afterAll(async () => {
  await scratch.drop();
});

let ipCounter = 0;
/** Each test gets its own client address, so per-IP limits of one test do not leak into another. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

interface Call {
  body?: unknown;
  cookie?: string;
  ip?: string;
  origin?: string;
}

function call(
  route: string,
  method: string,
  { body, cookie, ip = "203.0.113.1", origin }: Call = {},
  query = "",
): Promise<Response> {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const request = new Request(`${SITE}/api/x${query}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return routes[route]![method]!(request, {});
}

const json = readJson;

let emailCounter = 0;
function newEmail(): string {
  emailCounter += 1;
  return `person${emailCounter}-${Date.now()}@example.com`;
}

const PASSWORD = "Correct-Horse-Battery-42";

async function latestLink(to: string, pattern: RegExp): Promise<string> {
  const mail = await prisma.outboxEmail.findFirstOrThrow({
    where: { toAddress: to },
    orderBy: { createdAt: "desc" },
  });
  const match = mail.text.match(pattern);
  if (!match) throw new Error(`No link matching ${pattern} in: ${mail.text}`);
  return match[1]!;
}

async function signUp(email = newEmail(), ip = freshIp()) {
  const response = await call("signup", "POST", {
    ip,
    body: {
      firstName: "Ann",
      lastName: "Example",
      email,
      password: PASSWORD,
      confirmAdult: true,
      acceptTerms: true,
    },
  });
  return { response, email };
}

async function signUpAndConfirm(ip = freshIp()) {
  const { email } = await signUp(newEmail(), ip);
  const token = await latestLink(email, /confirm-email\?token=([\w-]+)/);
  await call("confirm-email", "GET", {}, `?token=${token}`);
  return email;
}

/** The password step; returns the challenge cookie header it set. */
async function passwordStep(email: string, password = PASSWORD, ip = freshIp()) {
  const response = await call("login", "POST", { ip, body: { email, password } });
  const setCookie = response.headers.get("set-cookie") ?? "";
  const value = setCookie.match(new RegExp(`${challengeCookieName(false)}=([^;]+)`))?.[1];
  return { response, body: await json(response), challenge: readChallenge(value, TEST_AUTH_SECRET) };
}

describe("sign-up", () => {
  test("creates an unconfirmed user with preferences and emails a 24-hour confirmation link", async () => {
    const { response, email } = await signUp();
    expect(response.status).toBe(201);
    expect((await json(response)).data).toEqual({ needsConfirmation: true, email });
    const user = await prisma.user.findUniqueOrThrow({
      where: { email },
      include: { preference: true },
      omit: { passwordHash: false },
    });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.preference).toMatchObject({ email, firstName: "Ann", lastName: "Example" });
    const mail = await prisma.outboxEmail.findFirstOrThrow({ where: { toAddress: email } });
    expect(mail.subject).toMatch(/Confirm your email/);
    expect(mail.html).toContain("/api/auth/confirm-email?token=");
    const token = await prisma.emailToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
  });

  test("an email is stored lower-case and a second sign-up gets 'User already registered' without changing the account", async () => {
    const email = newEmail();
    await signUp(email.toUpperCase());
    const before = await prisma.user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
    const again = await call("signup", "POST", {
      ip: freshIp(),
      body: {
        firstName: "Mallory",
        lastName: "Other",
        email,
        password: "Another-Meadow-Passphrase-99",
        confirmAdult: true,
        acceptTerms: true,
      },
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error?.details).toEqual({ auth: "USER_ALREADY_REGISTERED" });
    const after = await prisma.user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
    expect(after).toEqual(before);
  });

  test.each([
    ["a common password", { password: "password123" }, "password"],
    ["a site word with a year", { password: "Supplement2026!" }, "password"],
    ["two words with a year", { password: "ilovemydog2024" }, "password"],
    ["a password over 128 characters", { password: "Tea-Kettle-Lighthouse-31".repeat(6) }, "password"],
    ["a short password", { password: "Ab1!" }, "password"],
    ["no adult confirmation", { confirmAdult: false }, "confirmAdult"],
    ["terms not accepted", { acceptTerms: undefined }, "acceptTerms"],
    ["a bad email", { email: "not-an-email" }, "email"],
  ])("refuses %s with 400 VALIDATION_ERROR naming the field", async (_label, override, field) => {
    const response = await call("signup", "POST", {
      ip: freshIp(),
      body: {
        firstName: "A",
        lastName: "B",
        email: newEmail(),
        password: PASSWORD,
        confirmAdult: true,
        acceptTerms: true,
        ...override,
      },
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error?.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(body.error?.details?.fieldErrors ?? {})).toContain(field);
  });

  test("unknown fields, malformed JSON and a cross-site Origin are refused", async () => {
    const extra = await call("signup", "POST", { ip: freshIp(), body: { email: newEmail(), role: "admin" } });
    expect(extra.status).toBe(400);
    const malformed = await routes.signup!.POST!(
      new Request(`${SITE}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      }),
      {},
    );
    expect(malformed.status).toBe(400);
    const crossSite = await call("signup", "POST", { origin: "https://evil.example", body: {} });
    expect(crossSite.status).toBe(403);
  });
});

describe("email confirmation", () => {
  test("the link confirms once, then says used; wrong and expired links say so", async () => {
    const { email } = await signUp();
    const token = await latestLink(email, /confirm-email\?token=([\w-]+)/);
    const first = await call("confirm-email", "GET", {}, `?token=${token}`);
    expect(first.status).toBe(303);
    // A path, so the browser stays on the host it used (127.0.0.1, a LAN address), not localhost.
    expect(first.headers.get("location")).toBe("/login?confirmed=true");
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();

    const reused = await call("confirm-email", "GET", {}, `?token=${token}`);
    expect(reused.headers.get("location")).toMatch(/\/confirm-email\?problem=used$/);
    const wrong = await call("confirm-email", "GET", {}, `?token=${"x".repeat(43)}`);
    expect(wrong.headers.get("location")).toMatch(/problem=invalid$/);
    const missing = await call("confirm-email", "GET", {}, "");
    expect(missing.headers.get("location")).toMatch(/problem=invalid$/);

    const second = await signUp();
    const secondToken = await latestLink(second.email, /confirm-email\?token=([\w-]+)/);
    await prisma.emailToken.updateMany({
      where: { user: { email: second.email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await call("confirm-email", "GET", {}, `?token=${secondToken}`);
    expect(expired.headers.get("location")).toMatch(/problem=expired$/);
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { email: second.email } })).emailVerifiedAt,
    ).toBeNull();
  });

  test("resend needs an email (or phone) and a type; the answer is the same for unknown addresses", async () => {
    const noType = await call("resend-confirmation", "POST", {
      ip: freshIp(),
      body: { email: "a@example.com" },
    });
    expect(noType.status).toBe(400);
    expect((await json(noType)).error?.details?.formErrors).toEqual([
      "You must provide either an email or phone number and a type",
    ]);
    const nothing = await call("resend-confirmation", "POST", { ip: freshIp(), body: { type: "signup" } });
    expect((await json(nothing)).error?.details?.formErrors).toEqual([
      "You must provide either an email or phone number and a type",
    ]);

    const { email } = await signUp();
    const known = await json(
      await call("resend-confirmation", "POST", { ip: freshIp(), body: { email, type: "signup" } }),
    );
    const unknown = await json(
      await call("resend-confirmation", "POST", {
        ip: freshIp(),
        body: { email: newEmail(), type: "signup" },
      }),
    );
    expect(known).toEqual(unknown);
    expect(await prisma.outboxEmail.count({ where: { toAddress: email } })).toBe(2);
  });
});

describe("sign-in", () => {
  test("unconfirmed, wrong password and unknown email get the mapped reasons; no challenge is set", async () => {
    const { email } = await signUp();
    const unconfirmed = await passwordStep(email);
    expect(unconfirmed.response.status).toBe(403);
    expect(unconfirmed.body.error?.details).toEqual({ auth: "EMAIL_NOT_CONFIRMED" });
    expect(unconfirmed.challenge).toBeNull();

    const confirmed = await signUpAndConfirm();
    const wrong = await passwordStep(confirmed, "Wrong-Password-1");
    const unknown = await passwordStep(newEmail(), PASSWORD);
    expect(wrong.response.status).toBe(401);
    expect(wrong.body).toEqual({
      ...unknown.body,
      error: { ...unknown.body.error, requestId: wrong.body.error?.requestId },
    });
    expect(wrong.body.error?.details).toEqual({ auth: "INVALID_CREDENTIALS" });
  });

  test("the password step issues a single-use challenge that the final step turns into the user", async () => {
    const email = await signUpAndConfirm();
    const step = await passwordStep(email);
    expect(step.response.status).toBe(200);
    expect(step.body.data).toEqual({ next: "session", firstName: "Ann" });
    expect(step.response.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax; Max-Age=120/);
    const user = await signIn.completeSignIn(step.challenge, undefined);
    expect(user.email).toBe(email);
    await expect(signIn.completeSignIn(step.challenge, undefined)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.expired,
    );
    await expect(signIn.completeSignIn(null, undefined)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.expired,
    );
  });

  test("five attempts per email and address per 15 minutes, then 429 with Retry-After", async () => {
    const email = await signUpAndConfirm();
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1)
      expect((await passwordStep(email, "Wrong-Password-1", ip)).response.status).toBe(401);
    const blocked = await passwordStep(email, PASSWORD, ip);
    expect(blocked.response.status).toBe(429);
    expect(blocked.body.error?.code).toBe("RATE_LIMIT_EXCEEDED");
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(800);
    // Another address is counted separately.
    expect((await passwordStep(email, PASSWORD, freshIp())).response.status).toBe(200);
  });

  test("ten attempts per email from any addresses, then 429 even from a new address", async () => {
    const email = await signUpAndConfirm();
    // A new address for every guess, as a client forging X-Forwarded-For would claim.
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i += 1)
      expect((await passwordStep(email, "Wrong-Password-1", freshIp())).response.status).toBe(401);
    const blocked = await passwordStep(email, PASSWORD, freshIp());
    expect(blocked.response.status).toBe(429);
    expect(blocked.body.error?.code).toBe("RATE_LIMIT_EXCEEDED");
  });

  test("GET /api/auth/me: 401 signed out; the user with a valid session", async () => {
    const signedOut = await call("me", "GET");
    expect(signedOut.status).toBe(401);
    expect((await json(signedOut)).error?.code).toBe("AUTHENTICATION_ERROR");
    const email = await signUpAndConfirm();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    const me = await json(
      await call("me", "GET", { cookie: await sessionCookieFor(user.id, user.sessionVersion) }),
    );
    expect(me).toEqual({
      success: true,
      data: { user: { id: user.id, email, firstName: "Ann", lastName: "Example", emailVerified: true } },
    });
    const tampered = await call("me", "GET", { cookie: `${await sessionCookieFor(user.id)}x` });
    expect(tampered.status).toBe(401);
  });
});

// Everything but the date keeps running: the database driver and the route handlers need their timers.
const TIMERS_THAT_RUN = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

describe("two-factor", () => {
  // The clock stands still in each test, so no code is computed in one 30-second step and checked in the next.
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: [...TIMERS_THAT_RUN] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  async function enable(email: string) {
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    const cookie = await sessionCookieFor(user.id, user.sessionVersion);
    const setup = await readData<TwoFactorSetup>(await call("two-factor/setup", "POST", { cookie }));
    expect(setup.qrCodeSvg).toMatch(/^<svg/);
    expect(setup.otpauthUrl).toContain(encodeURIComponent(email));
    const secret = setup.secret;
    const stored = await prisma.totpFactor.findUniqueOrThrow({
      where: { userId: user.id },
      omit: { secretEncrypted: false },
    });
    expect(stored.secretEncrypted).not.toContain(secret);
    const wrong = await call("two-factor/enable", "POST", { cookie, body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    const enabled = await readData<{ recoveryCodes: string[] }>(
      await call("two-factor/enable", "POST", {
        cookie,
        body: { code: totpCode(secret, timeStep(Date.now()) - 1) },
      }),
    );
    expect(enabled.recoveryCodes).toHaveLength(10);
    return { secret, recoveryCodes: enabled.recoveryCodes, user };
  }

  test("a password change with two-factor mints no session that skips the code", async () => {
    const email = await signUpAndConfirm();
    const { user } = await enable(email);
    const { sessionVersion } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const changed = await call("password", "POST", {
      cookie: await sessionCookieFor(user.id, sessionVersion),
      body: { currentPassword: PASSWORD, newPassword: "A-Brand-New-Passphrase-7" },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("set-cookie") ?? "").not.toContain("sign-in-challenge");
  });

  test("sign-in then needs a code: wrong codes fail, a current code works once (no replay), codes two steps away fail", async () => {
    const email = await signUpAndConfirm();
    const { secret } = await enable(email);

    const step = await passwordStep(email);
    expect(step.body.data).toMatchObject({ next: "two-factor" });
    expect(step.challenge?.stage).toBe("two-factor");
    await expect(signIn.completeSignIn(step.challenge, undefined)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.invalidCode,
    );
    const now = timeStep(Date.now());
    await expect(signIn.completeSignIn(step.challenge, totpCode(secret, now + 2))).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.invalidCode,
    );
    const code = totpCode(secret, now);
    await expect(signIn.completeSignIn(step.challenge, code)).resolves.toMatchObject({ email });

    const again = await passwordStep(email);
    await expect(signIn.completeSignIn(again.challenge, code)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.invalidCode,
    );
    await expect(signIn.completeSignIn(again.challenge, totpCode(secret, now + 1))).resolves.toMatchObject({
      email,
    });
  });

  test("a recovery code works exactly once", async () => {
    const email = await signUpAndConfirm();
    const { recoveryCodes } = await enable(email);
    const first = await passwordStep(email);
    await expect(
      signIn.completeSignIn(first.challenge, recoveryCodes[3]!.toLowerCase()),
    ).resolves.toMatchObject({ email });
    const second = await passwordStep(email);
    // A reused recovery code is told as such, not with the authenticator app's message.
    await expect(signIn.completeSignIn(second.challenge, recoveryCodes[3])).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.invalidRecoveryCode,
    );
  });

  test("five wrong codes per sign-in attempt, then that attempt is refused even with a right code", async () => {
    const email = await signUpAndConfirm();
    const { secret } = await enable(email);
    const step = await passwordStep(email);
    for (let i = 0; i < 5; i += 1) {
      await expect(signIn.completeSignIn(step.challenge, "123456")).rejects.toThrow();
    }
    await expect(
      signIn.completeSignIn(step.challenge, totpCode(secret, timeStep(Date.now()))),
    ).rejects.toThrow(signIn.SECOND_FACTOR_MESSAGES.tooMany);
  });

  test("someone with the password cannot lock the owner out: the owner's own sign-in still works", async () => {
    const email = await signUpAndConfirm();
    const { secret } = await enable(email);
    // The intruder's sign-in attempts, each with its five wrong codes.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const intruder = await passwordStep(email);
      for (let i = 0; i < 5; i += 1) {
        await expect(signIn.completeSignIn(intruder.challenge, "123456")).rejects.toThrow();
      }
    }
    const owner = await passwordStep(email);
    await expect(
      signIn.completeSignIn(owner.challenge, totpCode(secret, timeStep(Date.now()))),
    ).resolves.toMatchObject({ email });
  });

  test("authenticator codes pause per account after many tries; recovery codes are always accepted", async () => {
    const email = await signUpAndConfirm();
    const { secret, recoveryCodes, user } = await enable(email);
    const { rateLimitKey } = await import("@/lib/security/rate-limit");
    // As if the intruder had already spent the hour's codes over many sign-in attempts.
    await prisma.rateLimitBucket.create({
      data: {
        key: rateLimitKey(signIn.SECOND_FACTOR_LIMITS.codesPerUser, user.id),
        hits: signIn.SECOND_FACTOR_LIMITS.codesPerUser.limit,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      },
    });
    const paused = await passwordStep(email);
    await expect(
      signIn.completeSignIn(paused.challenge, totpCode(secret, timeStep(Date.now()))),
    ).rejects.toThrow(signIn.SECOND_FACTOR_MESSAGES.codesPaused);
    await expect(signIn.completeSignIn(paused.challenge, recoveryCodes[0])).resolves.toMatchObject({ email });
  });
});

describe("password reset", () => {
  test("the request answers the same for known and unknown emails; only known ones get a link", async () => {
    const email = await signUpAndConfirm();
    const known = await json(await call("forgot-password", "POST", { ip: freshIp(), body: { email } }));
    const unknownEmail = newEmail();
    const unknown = await json(
      await call("forgot-password", "POST", { ip: freshIp(), body: { email: unknownEmail } }),
    );
    expect(known).toEqual(unknown);
    expect(known.data).toEqual({ message: "Please check your email for password reset instructions." });
    expect(await prisma.outboxEmail.count({ where: { toAddress: unknownEmail } })).toBe(0);
    const token = await latestLink(email, /reset-password\/([\w-]+)/);
    const row = await prisma.emailToken.findFirstOrThrow({
      where: { user: { email }, type: "reset_password" },
    });
    expect(row.tokenHash).not.toBe(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 1000);
  });

  test("a reset sets the new password, ends every session, and the link cannot be reused", async () => {
    const email = await signUpAndConfirm();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    const oldSession = await sessionCookieFor(user.id, user.sessionVersion);
    expect((await call("me", "GET", { cookie: oldSession })).status).toBe(200);

    await call("forgot-password", "POST", { ip: freshIp(), body: { email } });
    const token = await latestLink(email, /reset-password\/([\w-]+)/);
    const weak = await call("reset-password", "POST", { body: { token, password: "qwerty123" } });
    expect(weak.status).toBe(400);
    const reset = await call("reset-password", "POST", {
      body: { token, password: "A-Brand-New-Passphrase-7" },
    });
    expect(reset.status).toBe(200);
    expect((await json(reset)).data).toEqual({
      message: "Your password has been reset. Please login with your new password.",
    });

    expect((await call("me", "GET", { cookie: oldSession })).status).toBe(401);
    const reused = await json(
      await call("reset-password", "POST", { body: { token, password: "Yet-Another-Passphrase-8" } }),
    );
    expect(reused.error?.details?.fieldErrors?.token).toEqual([
      "This password reset link has already been used. Please request a new one.",
    ]);
    expect((await passwordStep(email)).response.status).toBe(401);
    expect((await passwordStep(email, "A-Brand-New-Passphrase-7")).response.status).toBe(200);
  });

  test("a bad link is refused before the password is scored, however long or weak the password", async () => {
    const symbols = "4@1!3$0|7+".repeat(13).slice(0, 128);
    for (const password of [symbols, "qwerty123"]) {
      const answer = await json(
        await call("reset-password", "POST", { ip: freshIp(), body: { token: "z".repeat(43), password } }),
      );
      expect(answer.error?.details?.fieldErrors).toEqual({
        token: ["This password reset link is not valid. Please request a new one."],
      });
    }
    const tooLong = await json(
      await call("reset-password", "POST", {
        ip: freshIp(),
        body: { token: "z".repeat(43), password: "a".repeat(129) },
      }),
    );
    expect(tooLong.error?.details?.fieldErrors?.password).toEqual([
      "Password must be at most 128 characters",
    ]);
  });

  test("setting a password is limited per link and per address, before the link is looked up", async () => {
    const { resetSubmitPerToken, resetSubmitPerIp } = RATE_LIMITS;
    const token = "q".repeat(43);
    for (let attempt = 0; attempt < resetSubmitPerToken.limit; attempt += 1) {
      const answer = await call("reset-password", "POST", {
        ip: freshIp(),
        body: { token, password: PASSWORD },
      });
      expect(answer.status).toBe(400);
    }
    const perLink = await call("reset-password", "POST", {
      ip: freshIp(),
      body: { token, password: PASSWORD },
    });
    expect(perLink.status).toBe(429);
    expect(Number(perLink.headers.get("retry-after"))).toBeGreaterThan(0);

    const ip = freshIp();
    for (let attempt = 0; attempt < resetSubmitPerIp.limit; attempt += 1) {
      const answer = await call("reset-password", "POST", {
        ip,
        body: { token: `r${String(attempt)}`.padEnd(43, "r"), password: PASSWORD },
      });
      expect(answer.status).toBe(400);
    }
    const perAddress = await call("reset-password", "POST", {
      ip,
      body: { token: "s".repeat(43), password: PASSWORD },
    });
    expect(perAddress.status).toBe(429);
  });

  test("an expired or unknown reset link is refused with a clear message", async () => {
    const email = await signUpAndConfirm();
    await call("forgot-password", "POST", { ip: freshIp(), body: { email } });
    const token = await latestLink(email, /reset-password\/([\w-]+)/);
    await prisma.emailToken.updateMany({
      where: { user: { email }, type: "reset_password" },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await json(
      await call("reset-password", "POST", { body: { token, password: "A-Brand-New-Passphrase-7" } }),
    );
    expect(expired.error?.details?.fieldErrors?.token).toEqual([
      "This password reset link has expired. Please request a new one.",
    ]);
    const unknown = await json(
      await call("reset-password", "POST", {
        body: { token: "y".repeat(43), password: "A-Brand-New-Passphrase-7" },
      }),
    );
    expect(unknown.error?.details?.fieldErrors?.token).toEqual([
      "This password reset link is not valid. Please request a new one.",
    ]);
  });

  test("three reset requests per email per hour, then 429 (the answer for unknown emails is limited the same way)", async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i += 1)
      expect((await call("forgot-password", "POST", { ip: freshIp(), body: { email } })).status).toBe(200);
    const blocked = await call("forgot-password", "POST", { ip: freshIp(), body: { email } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  test("twenty sign-ups per address per hour, then 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await signUp(newEmail(), ip)).response.status).toBe(201);
    expect((await signUp(newEmail(), ip)).response.status).toBe(429);
  });
});

describe("sessions end", () => {
  test("sign out everywhere ends the current and every other session", async () => {
    const email = await signUpAndConfirm();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    const cookie = await sessionCookieFor(user.id, user.sessionVersion);
    expect((await call("sign-out-everywhere", "POST", { cookie })).status).toBe(200);
    expect((await call("me", "GET", { cookie })).status).toBe(401);
  });

  test("changing the password needs the current one, ends old sessions and allows an immediate new sign-in", async () => {
    const email = await signUpAndConfirm();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    const cookie = await sessionCookieFor(user.id, user.sessionVersion);
    const wrong = await call("password", "POST", {
      cookie,
      body: { currentPassword: "nope", newPassword: "A-Brand-New-Passphrase-7" },
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error?.details?.fieldErrors?.currentPassword).toEqual([
      "Your password is not correct.",
    ]);
    const changed = await call("password", "POST", {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: "A-Brand-New-Passphrase-7" },
    });
    expect(changed.status).toBe(200);
    expect((await call("me", "GET", { cookie })).status).toBe(401);
    const value = changed.headers.get("set-cookie")?.match(/ssb\.sign-in-challenge=([^;]+)/)?.[1];
    await expect(
      signIn.completeSignIn(readChallenge(value, TEST_AUTH_SECRET), undefined),
    ).resolves.toMatchObject({ email });
  });
});
