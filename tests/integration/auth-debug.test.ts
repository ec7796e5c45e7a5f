// /auth-debug (lib/auth/session-debug.ts): who sees what — admins anywhere, anyone signed in outside
// production, the 404 page for everyone else in production, sign-in for a signed-out visitor in
// development — and that the HTML never carries a secret: not the session token, the password hash,
// the encrypted TOTP secret or the recovery codes' hashes.
import { type Database } from "@/lib/db/prisma";
import type * as SessionDebug from "@/lib/auth/session-debug";
import { createSignedInUser } from "../support/auth-session";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";

// The page reads the session from next/headers' cookies and answers with redirect()/notFound();
// outside a Next request those are replaced by a cookie jar the test sets and throwing stand-ins.
let requestCookie = "";
jest.mock("next/headers", () => ({
  cookies: () => {
    const pairs = requestCookie
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf("=");
        return { name: part.slice(0, at), value: part.slice(at + 1) };
      });
    return Promise.resolve({
      get: (name: string) => pairs.find((pair) => pair.name === name),
      getAll: () => pairs,
    });
  },
}));
jest.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Error(`REDIRECT ${url}`);
  },
  notFound: () => {
    throw new Error("NOT_FOUND");
  },
}));

const TOTP_CIPHERTEXT = "totp-ciphertext-that-must-never-be-shown";
const RECOVERY_HASH = "recovery-code-hash-that-must-never-be-shown";
const PASSWORD_HASH_PART = "not-a-real-hash";

let scratch: MigratedDatabase;
let prisma: Database;
let sessionDebug: typeof SessionDebug;

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  sessionDebug = await import("@/lib/auth/session-debug");
});
afterAll(async () => {
  await scratch.drop();
});

const render = async () => (await import("@/app/(admin)/auth-debug/page")).default();

describe("who may open /auth-debug", () => {
  it("admins anywhere; in production no one else, signed out included", () => {
    const { authDebugAccess } = sessionDebug;
    expect(authDebugAccess("production", { role: "admin" })).toBe("show");
    expect(authDebugAccess("production", { role: "user" })).toBe("not-found");
    expect(authDebugAccess("production", null)).toBe("not-found");
  });

  it("in development and tests anyone signed in; signed out → sign in", () => {
    const { authDebugAccess } = sessionDebug;
    for (const env of ["development", "test"] as const) {
      expect(authDebugAccess(env, { role: "user" })).toBe("show");
      expect(authDebugAccess(env, { role: "admin" })).toBe("show");
      expect(authDebugAccess(env, null)).toBe("sign-in");
    }
  });

  it("the page (tests run outside production) sends a signed-out visitor to sign in and back", async () => {
    requestCookie = "";
    await expect(render()).rejects.toThrow("REDIRECT /login?callbackUrl=%2Fauth-debug");
    requestCookie = "next-auth.session-token=forged";
    await expect(render()).rejects.toThrow("REDIRECT /login?callbackUrl=%2Fauth-debug");
  });
});

describe("what /auth-debug shows", () => {
  it("shows the session's facts to an admin with two-factor on, and no secret at all", async () => {
    const admin = await createSignedInUser(prisma, { role: "admin", firstName: "Ada" });
    await prisma.totpFactor.create({
      data: { userId: admin.id, secretEncrypted: TOTP_CIPHERTEXT, verifiedAt: new Date() },
    });
    await prisma.recoveryCode.createMany({
      data: [
        { userId: admin.id, codeHash: `${RECOVERY_HASH}-1` },
        { userId: admin.id, codeHash: `${RECOVERY_HASH}-2`, usedAt: new Date() },
      ],
    });
    requestCookie = admin.cookie;
    const { renderToStaticMarkup } = await import("react-dom/server");
    const html = renderToStaticMarkup(await render());

    expect(html).toContain("Auth debug");
    expect(html).toContain(admin.id);
    expect(html).toContain(admin.email);
    expect(html).toContain("Ada User");
    expect(html).toMatch(/Admin<\/dt><dd[^>]*>yes</);
    expect(html).toMatch(/Enabled<\/dt><dd[^>]*>yes</);
    expect(html).toMatch(/Unused recovery codes<\/dt><dd[^>]*>1</);
    expect(html).toMatch(/Session version<\/dt><dd[^>]*>0 /);
    // next-auth's default lifetime: 30 days from issue.
    expect(html).toMatch(/Time left<\/dt><dd[^>]*>(29 days 23 h 59 min|30 days)</);

    const token = admin.cookie.slice(admin.cookie.indexOf("=") + 1);
    for (const secret of [
      token,
      token.slice(0, 40),
      TOTP_CIPHERTEXT,
      RECOVERY_HASH,
      PASSWORD_HASH_PART,
      "$argon2id",
    ]) {
      expect(html).not.toContain(secret);
    }
  });

  it("shows a signed-in non-admin their own session outside production", async () => {
    const user = await createSignedInUser(prisma, { firstName: "Sam" });
    requestCookie = user.cookie;
    const { renderToStaticMarkup } = await import("react-dom/server");
    const html = renderToStaticMarkup(await render());
    expect(html).toContain(user.email);
    expect(html).toMatch(/Admin<\/dt><dd[^>]*>no</);
    expect(html).toMatch(/Enabled<\/dt><dd[^>]*>no</);
  });

  it("titles the page 'Auth debug' only for whoever may see it, else as the not-found page", async () => {
    const page = await import("@/app/(admin)/auth-debug/page");
    requestCookie = "";
    expect((await page.generateMetadata()).title).toBe("Page Not Found");
    requestCookie = (await createSignedInUser(prisma, { firstName: "Tia" })).cookie;
    expect((await page.generateMetadata()).title).toBe("Auth debug");
  });

  it("a session signed out everywhere (older version) is no session", async () => {
    const user = await createSignedInUser(prisma);
    await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: 1 } });
    requestCookie = user.cookie;
    await expect(render()).rejects.toThrow("REDIRECT /login");
  });
});

describe("authDebugView", () => {
  const user = {
    id: "u1",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    role: "user" as const,
    emailVerified: true,
  };
  const now = new Date("2026-11-24T12:00:00Z");
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  it("reads issue and expiry times and counts the time left down to zero", () => {
    const claims = { sub: "u1", sv: 3, sid: "s1", iat: seconds(now) - 60, exp: seconds(now) + 90 };
    const view = sessionDebug.authDebugView(user, claims, { enabled: false, recoveryCodesLeft: 0 }, now);
    expect(view.session).toEqual({
      version: 3,
      canBeSignedOutAlone: true,
      issuedAt: new Date("2026-11-24T11:59:00Z"),
      expiresAt: new Date("2026-11-24T12:01:30Z"),
      secondsLeft: 90,
    });
    expect(view.user.isAdmin).toBe(false);
    const past = sessionDebug.authDebugView(
      user,
      { ...claims, exp: seconds(now) - 5 },
      { enabled: false, recoveryCodesLeft: 0 },
      now,
    );
    expect(past.session.secondsLeft).toBe(0);
  });
});
