// Sign-out ends the session on the server: through next-auth's own sign-out
// endpoint, a copy of the cookie taken before sign-out no longer works, while the same user's other
// sessions (other devices) do.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { type Database } from "@/lib/db/prisma";
import { createSignedInUser, TEST_AUTH_SECRET } from "../support/auth-session";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";

// next-auth's App Router handler reads cookies() and headers() from next/headers, which need Next's
// request scope; here they answer from the request being sent.
let current: Request | undefined;
// As Next's cookies() does: percent-decoded, or as sent when that fails.
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
jest.mock("next/headers", () => ({
  headers: () => Promise.resolve(new Headers(current?.headers)),
  cookies: () =>
    Promise.resolve({
      getAll: () =>
        (current?.headers.get("cookie") ?? "")
          .split(";")
          .map((pair) => pair.trim().split("="))
          .filter(([name]) => name)
          .map(([name = "", ...value]) => ({ name, value: decodeCookie(value.join("=")) })),
    }),
}));

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
const SITE = "http://localhost:3000";

let scratch: MigratedDatabase;
let prisma: Database;
let nextAuth: { GET: Handler; POST: Handler };
let me: Handler;

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  nextAuth = (await import("@/app/api/auth/[...nextauth]/route")) as unknown as typeof nextAuth;
  me = (await import("@/app/api/auth/me/route")).GET;
});
afterAll(async () => {
  await scratch.drop();
});

async function sessionCookie(userId: string): Promise<string> {
  const token = await encode({ token: { sub: userId, sv: 0, sid: randomUUID() }, secret: TEST_AUTH_SECRET });
  return `next-auth.session-token=${token}`;
}

function send(handler: Handler, path: string, init: RequestInit, segments: string[] = []): Promise<Response> {
  current = new Request(`${SITE}${path}`, init);
  return handler(current, { params: Promise.resolve({ nextauth: segments }) });
}

async function signOut(cookie: string): Promise<Response> {
  const csrf = await send(nextAuth.GET, "/api/auth/csrf", { headers: { cookie } }, ["csrf"]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = /next-auth\.csrf-token=[^;]+/.exec(csrf.headers.get("set-cookie") ?? "")?.[0];
  const body = new URLSearchParams({ csrfToken, callbackUrl: `${SITE}/`, json: "true" });
  return send(
    nextAuth.POST,
    "/api/auth/signout",
    {
      method: "POST",
      headers: {
        cookie: `${cookie}; ${csrfCookie ?? ""}`,
        origin: SITE,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: body.toString(),
    },
    ["signout"],
  );
}

it("a copy of the cookie stops working after sign-out; the user's other sessions go on", async () => {
  const user = await createSignedInUser(prisma);
  const [cookie, otherDevice] = [await sessionCookie(user.id), await sessionCookie(user.id)];
  expect((await send(me, "/api/auth/me", { headers: { cookie } })).status).toBe(200);

  const answer = await signOut(cookie);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("set-cookie")).toContain("next-auth.session-token=;");

  expect((await send(me, "/api/auth/me", { headers: { cookie } })).status).toBe(401);
  expect((await send(me, "/api/auth/me", { headers: { cookie: otherDevice } })).status).toBe(200);
  expect(await prisma.revokedSession.count()).toBe(1);
});

it("the revocation outlasts every copy: one refreshed after the copy signed out with stays refused", async () => {
  const user = await createSignedInUser(prisma);
  const sid = randomUUID();
  // The copy signed out with is about to expire; another copy of the same session was refreshed later.
  const nearlyExpired = await encode({
    token: { sub: user.id, sv: 0, sid },
    secret: TEST_AUTH_SECRET,
    maxAge: 60,
  });
  const refreshed = await encode({ token: { sub: user.id, sv: 0, sid }, secret: TEST_AUTH_SECRET });
  expect((await signOut(`next-auth.session-token=${nearlyExpired}`)).status).toBe(200);

  const { SESSION_MAX_AGE_SECONDS } = await import("@/lib/auth/session");
  const row = await prisma.revokedSession.findUniqueOrThrow({ where: { sessionId: sid } });
  expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  const cookie = `next-auth.session-token=${refreshed}`;
  expect((await send(me, "/api/auth/me", { headers: { cookie } })).status).toBe(401);

  // A later revocation of the same session never shortens it.
  await prisma.revokedSession.update({
    where: { sessionId: sid },
    data: { expiresAt: new Date(Date.now() + 2 * SESSION_MAX_AGE_SECONDS * 1000) },
  });
  const { revokeSession } = await import("@/lib/auth/revoked-sessions");
  await revokeSession(sid);
  const kept = await prisma.revokedSession.findUniqueOrThrow({ where: { sessionId: sid } });
  expect(kept.expiresAt.getTime()).toBeGreaterThan(Date.now() + 1.5 * SESSION_MAX_AGE_SECONDS * 1000);
});
