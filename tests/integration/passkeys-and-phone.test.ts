// Passkeys (with a software authenticator) and the text-message factor through the real route handlers
// on a migrated scratch database; texts land in the dev outbox (no SMS provider configured).
import {
  createSignedInUser,
  sessionCookieFor,
  TEST_AUTH_SECRET,
  type TestUser,
} from "../support/auth-session";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";
import { readData, readError, type RouteHandler } from "../support/http";
import { SoftwareAuthenticator } from "../support/software-authenticator";
import {
  challengeCookieName,
  createChallenge,
  readChallenge,
  type SignInChallenge,
} from "@/lib/auth/challenge";
import type { Database } from "@/lib/db/prisma";

const SITE = "http://localhost:3000";
const PASSWORD = "Correct-Horse-Battery-42";

let scratch: MigratedDatabase;
let prisma: Database;
const routes: Record<string, Record<string, RouteHandler>> = {};
let signIn: typeof import("@/lib/auth/sign-in");

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  process.env.SITE_URL = SITE;
  delete process.env.SMS_PROVIDER;
  delete process.env.TWILIO_ACCOUNT_SID;
  const modules = {
    "auth/login": "@/app/api/auth/login/route",
    "auth/passkey/options": "@/app/api/auth/passkey/options/route",
    "auth/passkey/verify": "@/app/api/auth/passkey/verify/route",
    "auth/two-factor/text": "@/app/api/auth/two-factor/text/route",
    "account/passkeys/options": "@/app/api/account/passkeys/options/route",
    "account/passkeys": "@/app/api/account/passkeys/route",
    "account/passkeys/[id]": "@/app/api/account/passkeys/[id]/route",
    "account/phone/start": "@/app/api/account/phone/start/route",
    "account/phone/verify": "@/app/api/account/phone/verify/route",
    "account/phone/remove": "@/app/api/account/phone/remove/route",
    "account/export": "@/app/api/account/export/route",
    "account/delete": "@/app/api/account/delete/route",
  } as const;
  for (const [name, path] of Object.entries(modules)) {
    routes[name] = (await import(path)) as Record<string, RouteHandler>;
  }
  signIn = await import("@/lib/auth/sign-in");
});
afterAll(async () => {
  await scratch.drop();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${String((ipCounter += 1))}`;

interface Call {
  body?: unknown;
  cookie?: string;
  ip?: string;
  origin?: string;
  id?: string;
}

function call(
  route: string,
  method: string,
  { body, cookie, ip = "203.0.113.9", origin = SITE, id = "" }: Call = {},
) {
  const headers: Record<string, string> = { "x-forwarded-for": ip, origin };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  const request = new Request(`${SITE}/api/x`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return routes[route]![method]!(request, { params: Promise.resolve({ id }) });
}

async function userWithPassword(): Promise<TestUser> {
  const user = await createSignedInUser(prisma);
  const { hashPassword } = await import("@/lib/auth/passwords");
  await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  return user;
}

function challengeFrom(response: Response): { cookie: string; challenge: SignInChallenge | null } {
  const value = (response.headers.get("set-cookie") ?? "").match(
    new RegExp(`${challengeCookieName(false)}=([^;]+)`),
  )?.[1];
  return {
    cookie: `${challengeCookieName(false)}=${value ?? ""}`,
    challenge: readChallenge(value, TEST_AUTH_SECRET),
  };
}

async function latestText(to: string): Promise<string> {
  const text = await prisma.outboxEmail.findFirstOrThrow({
    where: { toAddress: to },
    orderBy: { createdAt: "desc" },
  });
  return text.text.match(/\b\d{6}\b/)![0];
}

let numberCounter = 100000;
const freshNumber = () => {
  numberCounter += 1;
  return { national: `07400 ${String(numberCounter)}`, e164: `+447400${String(numberCounter)}` };
};

describe("passkeys", () => {
  async function addPasskey(user: TestUser, name = "My phone") {
    const authenticator = new SoftwareAuthenticator(SITE);
    const options = await readData<{ challenge: string; user: { id: string }; rp: { id: string } }>(
      await call("account/passkeys/options", "POST", { cookie: user.cookie, body: { password: PASSWORD } }),
    );
    expect(options.rp.id).toBe("localhost");
    const response = authenticator.register(options);
    const created = await call("account/passkeys", "POST", { cookie: user.cookie, body: { name, response } });
    expect(created.status).toBe(201);
    return { authenticator, response, passkey: await readData<{ id: string; name: string }>(created) };
  }

  async function passkeySignIn(
    authenticator: SoftwareAuthenticator,
    options?: { origin?: string; counter?: number },
  ) {
    const ip = freshIp();
    const { challenge } = await readData<{ challenge: string }>(
      await call("auth/passkey/options", "POST", { ip }),
    );
    return call("auth/passkey/verify", "POST", {
      ip,
      body: { response: authenticator.authenticate({ challenge }, options) },
    });
  }

  test("registration stores the public key, counter and name; a registration challenge works once", async () => {
    const user = await userWithPassword();
    const { authenticator, passkey } = await addPasskey(user, "Work laptop");
    const stored = await prisma.webauthnCredential.findUniqueOrThrow({ where: { id: passkey.id } });
    expect(stored).toMatchObject({
      userId: user.id,
      name: "Work laptop",
      transports: ["internal"],
      lastUsedAt: null,
    });
    expect(stored.credentialId).toBe(authenticator.credentialId.toString("base64url"));

    // The same answer again: its challenge was claimed, so it is refused.
    const options = await readData<{ challenge: string; user: { id: string } }>(
      await call("account/passkeys/options", "POST", { cookie: user.cookie, body: { password: PASSWORD } }),
    );
    const second = new SoftwareAuthenticator(SITE);
    const answer = second.register(options);
    expect(
      (await call("account/passkeys", "POST", { cookie: user.cookie, body: { name: "A", response: answer } }))
        .status,
    ).toBe(201);
    const replay = await call("account/passkeys", "POST", {
      cookie: user.cookie,
      body: { name: "B", response: answer },
    });
    expect(replay.status).toBe(401);
  });

  test("registration options need the account's password; none are issued without it", async () => {
    const user = await userWithPassword();
    const refused = await call("account/passkeys/options", "POST", {
      cookie: user.cookie,
      body: { password: "wrong" },
    });
    expect(refused.status).toBe(400);
    expect((await readError(refused)).details?.fieldErrors?.password).toEqual([
      "Your password is not correct.",
    ]);
    expect(await prisma.webauthnChallenge.count({ where: { userId: user.id } })).toBe(0);
  });

  test("another user's registration challenge, or another site's origin, is refused", async () => {
    const owner = await userWithPassword();
    const other = await userWithPassword();
    const options = await readData<{ challenge: string; user: { id: string } }>(
      await call("account/passkeys/options", "POST", { cookie: owner.cookie, body: { password: PASSWORD } }),
    );
    const response = new SoftwareAuthenticator(SITE).register(options);
    expect(
      (await call("account/passkeys", "POST", { cookie: other.cookie, body: { name: "X", response } }))
        .status,
    ).toBe(401);

    const phishing = new SoftwareAuthenticator("https://evil.example");
    const fresh = await readData<{ challenge: string; user: { id: string } }>(
      await call("account/passkeys/options", "POST", { cookie: owner.cookie, body: { password: PASSWORD } }),
    );
    const forged = await call("account/passkeys", "POST", {
      cookie: owner.cookie,
      body: { name: "X", response: phishing.register(fresh) },
    });
    expect(forged.status).toBe(401);
    expect(await prisma.webauthnCredential.count({ where: { userId: owner.id } })).toBe(0);
  });

  test("a passkey signs in as both factors, even with two-factor on; the challenge and the answer work once", async () => {
    const user = await userWithPassword();
    const { authenticator } = await addPasskey(user);
    await prisma.totpFactor.create({
      data: { userId: user.id, secretEncrypted: "v1.x.y.z", verifiedAt: new Date() },
    });

    const ip = freshIp();
    const { challenge } = await readData<{ challenge: string }>(
      await call("auth/passkey/options", "POST", { ip }),
    );
    const answer = authenticator.authenticate({ challenge });
    const verified = await call("auth/passkey/verify", "POST", { ip, body: { response: answer } });
    expect(verified.status).toBe(200);
    const step = challengeFrom(verified);
    expect(step.challenge).toMatchObject({ uid: user.id, stage: "passkey" });
    await expect(signIn.completeSignIn(step.challenge, undefined)).resolves.toMatchObject({ id: user.id });
    // The session step is single use too.
    await expect(signIn.completeSignIn(step.challenge, undefined)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.expired,
    );

    const replay = await call("auth/passkey/verify", "POST", { ip, body: { response: answer } });
    expect(replay.status).toBe(401);
    const stored = await prisma.webauthnCredential.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.counter).toBe(1n);
    expect(stored.lastUsedAt).not.toBeNull();
  });

  test("a counter that does not grow (a cloned authenticator), a foreign origin or an unknown passkey is refused", async () => {
    const user = await userWithPassword();
    const { authenticator } = await addPasskey(user);
    expect((await passkeySignIn(authenticator)).status).toBe(200);
    expect((await passkeySignIn(authenticator, { counter: 1 })).status).toBe(401);
    expect((await passkeySignIn(authenticator, { origin: "https://evil.example" })).status).toBe(401);
    expect((await passkeySignIn(new SoftwareAuthenticator(SITE))).status).toBe(401);
    // Requests from another site are stopped by the Origin check first.
    expect((await call("auth/passkey/options", "POST", { origin: "https://evil.example" })).status).toBe(403);
  });

  test("a passkey session ends with 'sign out everywhere' (session version), and sign-in answers are rate-limited", async () => {
    const user = await userWithPassword();
    const { authenticator } = await addPasskey(user);
    const verified = await passkeySignIn(authenticator);
    const step = challengeFrom(verified);
    await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    await expect(signIn.completeSignIn(step.challenge, undefined)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.expired,
    );

    const { RATE_LIMITS } = await import("@/lib/security/rate-limit");
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.passkeySignInPerIp.limit; i += 1) {
      last = (
        await call("auth/passkey/verify", "POST", {
          ip,
          body: { response: authenticator.authenticate({ challenge: "x".repeat(43) }) },
        })
      ).status;
    }
    expect(last).toBe(429);
  });

  test("a passkey is removed by its owner only", async () => {
    const owner = await userWithPassword();
    const other = await userWithPassword();
    const { passkey } = await addPasskey(owner);
    expect(
      (await call("account/passkeys/[id]", "DELETE", { cookie: other.cookie, id: passkey.id })).status,
    ).toBe(404);
    expect(
      (await call("account/passkeys/[id]", "DELETE", { cookie: owner.cookie, id: passkey.id })).status,
    ).toBe(200);
    expect(await prisma.webauthnCredential.count({ where: { userId: owner.id } })).toBe(0);
  });
});

describe("text-message codes", () => {
  async function enrol(user: TestUser) {
    const number = freshNumber();
    const sent = await readData<{ sentTo: string }>(
      await call("account/phone/start", "POST", { cookie: user.cookie, body: { phone: number.national } }),
    );
    expect(sent.sentTo).toBe(`+44 7••• •••${number.e164.slice(-3)}`);
    const code = await latestText(number.e164);
    const stored = await prisma.phoneCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.codeHash).not.toContain(code);
    // Ten minutes (created_at is the database's clock, expires_at the app's).
    expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 10 * 60 * 1000)).toBeLessThan(
      2000,
    );
    const wrong = await call("account/phone/verify", "POST", {
      cookie: user.cookie,
      body: { code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    const on = await readData<{ recoveryCodes: string[] | null }>(
      await call("account/phone/verify", "POST", { cookie: user.cookie, body: { code } }),
    );
    return { number, enrolCode: code, recoveryCodes: on.recoveryCodes };
  }

  async function passwordStep(user: TestUser) {
    const response = await call("auth/login", "POST", {
      ip: freshIp(),
      body: { email: user.email, password: PASSWORD },
    });
    return challengeFrom(response);
  }

  test("only a UK mobile number is accepted", async () => {
    const user = await createSignedInUser(prisma);
    for (const phone of ["020 7946 0000", "+33 6 12 34 56 78", "hello"]) {
      const error = await readError(
        await call("account/phone/start", "POST", { cookie: user.cookie, body: { phone } }),
      );
      expect(error.details?.fieldErrors?.phone).toEqual(["Enter a UK mobile number, starting 07 or +44 7"]);
    }
  });

  test("enrolment: a texted code turns it on once, with recovery codes; the code cannot be used again", async () => {
    const user = await userWithPassword();
    const { enrolCode, recoveryCodes } = await enrol(user);
    expect(recoveryCodes).toHaveLength(10);
    const again = await call("account/phone/verify", "POST", {
      cookie: user.cookie,
      body: { code: enrolCode },
    });
    expect(again.status).toBe(409);
    const factor = await prisma.phoneFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(factor.verifiedAt).not.toBeNull();
  });

  test("sign-in: password, then a texted code; a used, wrong or expired code fails", async () => {
    const user = await userWithPassword();
    const { number } = await enrol(user);
    const step = await passwordStep(user);
    expect(step.challenge?.stage).toBe("two-factor");
    const sent = await call("auth/two-factor/text", "POST", { cookie: step.cookie });
    expect(sent.status).toBe(200);
    const code = await latestText(number.e164);
    await expect(
      signIn.completeSignIn(step.challenge, code === "000000" ? "111111" : "000000"),
    ).rejects.toThrow(signIn.SECOND_FACTOR_MESSAGES.invalidTextCode);
    await expect(signIn.completeSignIn(step.challenge, code)).resolves.toMatchObject({ id: user.id });

    const replay = await passwordStep(user);
    await expect(signIn.completeSignIn(replay.challenge, code)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.invalidTextCode,
    );

    await call("auth/two-factor/text", "POST", { cookie: replay.cookie });
    const late = await latestText(number.e164);
    await prisma.phoneCode.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(signIn.completeSignIn(replay.challenge, late)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.invalidTextCode,
    );
  });

  test("a code is void after five wrong guesses, even across sign-in attempts", async () => {
    const user = await userWithPassword();
    const { number } = await enrol(user);
    const first = await passwordStep(user);
    await call("auth/two-factor/text", "POST", { cookie: first.cookie });
    const code = await latestText(number.e164);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i += 1)
      await expect(signIn.completeSignIn(first.challenge, wrong)).rejects.toThrow();
    const second = await passwordStep(user);
    for (let i = 0; i < 2; i += 1)
      await expect(signIn.completeSignIn(second.challenge, wrong)).rejects.toThrow();
    await expect(signIn.completeSignIn(second.challenge, code)).rejects.toThrow(
      signIn.SECOND_FACTOR_MESSAGES.invalidTextCode,
    );
  });

  test("texts are limited per sign-in attempt and per account; the owner can still sign in with a recovery code", async () => {
    const user = await userWithPassword();
    const { recoveryCodes } = await enrol(user);
    // An intruder with the password asks for texts until refused.
    const intruder = await passwordStep(user);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await call("auth/two-factor/text", "POST", { cookie: intruder.cookie })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const another = await passwordStep(user);
    // The enrolment text and three sign-in texts spent four of the account's five an hour.
    expect((await call("auth/two-factor/text", "POST", { cookie: another.cookie })).status).toBe(200);
    const refused = await call("auth/two-factor/text", "POST", { cookie: another.cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const owner = await passwordStep(user);
    await expect(signIn.completeSignIn(owner.challenge, recoveryCodes![0])).resolves.toMatchObject({
      id: user.id,
    });
  });

  test("texts to one number are limited across accounts", async () => {
    const number = freshNumber();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const user = await createSignedInUser(prisma);
      statuses.push(
        (await call("account/phone/start", "POST", { cookie: user.cookie, body: { phone: number.national } }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test("a text needs a two-factor sign-in attempt: none, a forged one or a passkey one gets nothing", async () => {
    const user = await userWithPassword();
    await enrol(user);
    expect((await call("auth/two-factor/text", "POST")).status).toBe(401);
    const fake = createChallenge({ id: user.id, sessionVersion: 0 }, "passkey", TEST_AUTH_SECRET).value;
    expect(
      (await call("auth/two-factor/text", "POST", { cookie: `${challengeCookieName(false)}=${fake}` }))
        .status,
    ).toBe(401);
  });

  test("the number is in the export, shown masked, and removed with its texts when the account is deleted", async () => {
    const user = await userWithPassword();
    const { number } = await enrol(user);
    const exported = (await (await call("account/export", "GET", { cookie: user.cookie })).json()) as {
      phone: { number: string };
      emailsKept: { emails: { toAddress: string }[] };
    };
    expect(exported.phone.number).toBe(number.e164);
    expect(exported.emailsKept.emails.some((mail) => mail.toAddress === number.e164)).toBe(true);
    expect(JSON.stringify(exported)).not.toContain(await latestText(number.e164));

    const { phoneFactorStatus } = await import("@/lib/auth/queries");
    await expect(phoneFactorStatus(user.id)).resolves.toEqual({
      maskedNumber: `+44 7••• •••${number.e164.slice(-3)}`,
      verified: true,
    });
    const cookie = await sessionCookieFor(user.id);
    expect((await call("account/delete", "POST", { cookie, body: { password: PASSWORD } })).status).toBe(200);
    expect(await prisma.outboxEmail.count({ where: { toAddress: number.e164 } })).toBe(0);
    expect(await prisma.phoneFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.phoneCode.count({ where: { userId: user.id } })).toBe(0);
  });

  test("removing the number needs the password, and keeps recovery codes only while the app still uses them", async () => {
    const user = await userWithPassword();
    await enrol(user);
    expect(
      (await call("account/phone/remove", "POST", { cookie: user.cookie, body: { password: "wrong" } }))
        .status,
    ).toBe(400);
    expect(
      (await call("account/phone/remove", "POST", { cookie: user.cookie, body: { password: PASSWORD } }))
        .status,
    ).toBe(200);
    expect(await prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    const step = await passwordStep(user);
    expect(step.challenge?.stage).toBe("password");
  });
});
