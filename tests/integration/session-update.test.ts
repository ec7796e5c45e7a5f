// The header follows profile edits at once (docs/profile-images.md "Where it shows"): next-auth's
// client `update()` posts { csrfToken, data } as JSON to /api/auth/session, and the answer carries
// the names and profile image id read from the database — never the data the browser sent.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";

import { type Database } from "@/lib/db/prisma";
import { createSignedInUser, TEST_AUTH_SECRET } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

// next-auth's App Router handler reads cookies() and headers() from next/headers, which need Next's
// request scope; here they answer from the request being sent.
let current: Request | undefined;
jest.mock("next/headers", () => ({
  headers: () => Promise.resolve(new Headers(current?.headers)),
  cookies: () =>
    Promise.resolve({
      getAll: () =>
        (current?.headers.get("cookie") ?? "")
          .split(";")
          .map((pair) => pair.trim().split("="))
          .filter(([name]) => name)
          .map(([name = "", ...value]) => ({ name, value: decodeURIComponent(value.join("=")) })),
    }),
}));

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
let nextAuth: { GET: Handler; POST: Handler };

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  nextAuth = (await import("@/app/api/auth/[...nextauth]/route")) as unknown as typeof nextAuth;
});
afterAll(async () => {
  await scratch.drop();
});

function send(handler: Handler, init: RequestInit, action: string): Promise<Response> {
  current = new Request(`${SITE}/api/auth/${action}`, init);
  return handler(current, { params: Promise.resolve({ nextauth: [action] }) });
}

async function signedIn(): Promise<{ userId: string; cookie: string }> {
  const user = await createSignedInUser(prisma, { firstName: "Rowan" });
  const token = await encode({ token: { sub: user.id, sv: 0, sid: randomUUID() }, secret: TEST_AUTH_SECRET });
  const session = `next-auth.session-token=${token}`;
  const csrf = await send(nextAuth.GET, { headers: { cookie: session } }, "csrf");
  const csrfCookie = /next-auth\.csrf-token=[^;]+/.exec(csrf.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return { userId: user.id, cookie: `${session}; ${csrfCookie}; csrf=${encodeURIComponent(csrfToken)}` };
}

function update(cookie: string, body: string): Promise<Response> {
  const csrfToken = decodeURIComponent(/csrf=([^;]+)/.exec(cookie)?.[1] ?? "");
  return send(
    nextAuth.POST,
    {
      method: "POST",
      headers: { cookie, origin: SITE, "content-type": "application/json" },
      body: body.replace("$CSRF", csrfToken),
    },
    "session",
  );
}

test("update() answers the session with the image id from the database, not the browser's data", async () => {
  const { userId, cookie } = await signedIn();
  const imageId = "abcdefghijklmnopqrstuvwx";
  await prisma.profileImage.create({
    data: { id: imageId, userId, contentType: "image/webp", byteSize: 10 },
  });

  const response = await update(cookie, JSON.stringify({ csrfToken: "$CSRF", data: { imageId: "forged" } }));
  expect(response.status).toBe(200);
  const session = (await response.json()) as { user?: { imageId?: unknown; firstName?: unknown } };
  expect(session.user).toMatchObject({ imageId, firstName: "Rowan" });
});

test("a JSON update without a csrf token, or malformed, is 400; next-auth never sees it", async () => {
  const { cookie } = await signedIn();
  expect((await update(cookie, JSON.stringify({ data: {} }))).status).toBe(400);
  expect((await update(cookie, "{")).status).toBe(400);
  expect((await update(cookie, JSON.stringify({ csrfToken: "a\u0000b" }))).status).toBe(400);
});

test("a wrong csrf token is refused by next-auth (400), as a form post would be", async () => {
  const { cookie } = await signedIn();
  expect((await update(cookie, JSON.stringify({ csrfToken: "not-the-token" }))).status).toBe(400);
});
