/** @jest-environment node */
import { encode } from "next-auth/jwt";
import { z } from "zod";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/api-server/api-response";

const SECRET = "unit-tests-secret-0123456789abcdef0123";
process.env.NEXTAUTH_SECRET = SECRET;

interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "user" | "admin";
  emailVerifiedAt: Date | null;
  sessionVersion: number;
}
const users = new Map<string, UserRow>();

// The session is decoded for real; only the user lookup behind it is replaced.
jest.mock("@/lib/db/prisma", () => ({
  db: () => ({
    user: {
      findUnique: ({ where }: { where: { id: string } }) => Promise.resolve(users.get(where.id) ?? null),
    },
  }),
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SITE = "http://localhost:3000";

function addUser(id: string, role: "user" | "admin" = "user"): void {
  users.set(id, {
    id,
    email: `${id}@example.com`,
    firstName: "Ann",
    lastName: "Example",
    role,
    emailVerifiedAt: new Date(),
    sessionVersion: 0,
  });
}

async function cookieFor(userId: string): Promise<string> {
  return `next-auth.session-token=${await encode({ token: { sub: userId, sv: 0 }, secret: SECRET })}`;
}

function request(
  method: string,
  init: { headers?: Record<string, string>; body?: string; url?: string } = {},
) {
  return new Request(init.url ?? `${SITE}/api/x`, { method, headers: init.headers, body: init.body });
}

const envelope = z.object({
  success: z.boolean(),
  data: z.unknown().optional(),
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string() }).loose().optional(),
});

async function readJson(response: Response): Promise<z.infer<typeof envelope>> {
  return envelope.parse(await response.json());
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("request ids and errors", () => {
  it("gives the handler a request id and echoes it on a successful response", async () => {
    let seen = "";
    const GET = withRouteHandler(({ requestId }) => {
      seen = requestId;
      return jsonOk({ ok: true });
    });
    const response = await GET(request("GET"), {});
    expect(seen).toMatch(UUID);
    expect(response.headers.get("X-Request-Id")).toBe(seen);
    expect(await readJson(response)).toEqual({ success: true, data: { ok: true } });
  });

  it("reuses a valid incoming X-Request-Id", async () => {
    const GET = withRouteHandler(() => new Response(null, { status: 204 }));
    const response = await GET(request("GET", { headers: { "x-request-id": "edge-abc-123" } }), {});
    expect(response.headers.get("X-Request-Id")).toBe("edge-abc-123");
  });

  it.each([["has spaces"], ["a".repeat(65)], ["semi;colon"]])(
    "replaces an invalid incoming id %p",
    async (incoming) => {
      const GET = withRouteHandler(() => new Response(null, { status: 204 }));
      const response = await GET(request("GET", { headers: { "x-request-id": incoming } }), {});
      expect(response.headers.get("X-Request-Id")).toMatch(UUID);
    },
  );

  it("sets the header even on responses with immutable headers", async () => {
    const GET = withRouteHandler(() => Response.redirect("http://localhost/elsewhere", 307));
    const response = await GET(request("GET"), {});
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost/elsewhere");
    expect(response.headers.get("X-Request-Id")).toMatch(UUID);
  });

  it("answers a thrown AppError with its status and the same request id", async () => {
    const GET = withRouteHandler(() => {
      throw AppError.notFound("SUPPLEMENT_NOT_FOUND");
    });
    const response = await GET(request("GET", { headers: { "x-request-id": "abc" } }), {});
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Request-Id")).toBe("abc");
    expect(await readJson(response)).toEqual({
      success: false,
      error: { code: "SUPPLEMENT_NOT_FOUND", message: "This supplement is not available", requestId: "abc" },
    });
  });

  it("answers an unexpected rejection as 500 INTERNAL_ERROR without leaking it", async () => {
    const POST = withRouteHandler(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'price')");
    });
    const response = await POST(request("POST"), {});
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain("INTERNAL_ERROR");
    expect(text).not.toContain("price");
    expect(consoleError).toHaveBeenCalled();
  });
});

describe("the Origin check", () => {
  const evil = { origin: "https://evil.example" };

  it.each([["POST"], ["PUT"], ["PATCH"], ["DELETE"]])("is on by default for %s", async (method) => {
    let ran = false;
    const handler = withRouteHandler(() => {
      ran = true;
      return jsonOk(null);
    });
    const response = await handler(request(method, { headers: evil }), {});
    expect(response.status).toBe(403);
    expect((await readJson(response)).error?.code).toBe("AUTHORIZATION_ERROR");
    expect(ran).toBe(false);
    expect((await handler(request(method, { headers: { origin: SITE } }), {})).status).toBe(200);
  });

  it("is off for GET unless asked for, and a route may turn it off", async () => {
    const GET = withRouteHandler(() => jsonOk(null));
    expect((await GET(request("GET", { headers: evil }), {})).status).toBe(200);
    const checkedGet = withRouteHandler(() => jsonOk(null), { sameOrigin: true });
    expect((await checkedGet(request("GET", { headers: evil }), {})).status).toBe(403);
    const openPost = withRouteHandler(() => jsonOk(null), { sameOrigin: false });
    expect((await openPost(request("POST", { headers: evil }), {})).status).toBe(200);
  });
});

describe("auth", () => {
  beforeAll(() => {
    addUser("user-1");
    addUser("admin-1", "admin");
  });

  it('"user" answers 401 when signed out and gives the handler the user', async () => {
    const GET = withRouteHandler(({ user }) => jsonOk(user.id), { auth: "user" });
    const signedOut = await GET(request("GET"), {});
    expect(signedOut.status).toBe(401);
    expect((await readJson(signedOut)).error?.code).toBe("AUTHENTICATION_ERROR");
    const signedIn = await GET(request("GET", { headers: { cookie: await cookieFor("user-1") } }), {});
    expect(await readJson(signedIn)).toEqual({ success: true, data: "user-1" });
  });

  it('"admin" takes the role from the database: 401 signed out, 403 for a user', async () => {
    const GET = withRouteHandler(({ user }) => jsonOk(user.role), { auth: "admin" });
    expect((await GET(request("GET"), {})).status).toBe(401);
    const user = await GET(request("GET", { headers: { cookie: await cookieFor("user-1") } }), {});
    expect(user.status).toBe(403);
    expect((await readJson(user)).error?.code).toBe("AUTHORIZATION_ERROR");
    const admin = await GET(request("GET", { headers: { cookie: await cookieFor("admin-1") } }), {});
    expect(await readJson(admin)).toEqual({ success: true, data: "admin" });
  });

  it('"optional" gives null when signed out, and no option gives no user', async () => {
    const optional = withRouteHandler(({ user }) => jsonOk(user?.id ?? null), { auth: "optional" });
    expect(await readJson(await optional(request("GET"), {}))).toEqual({ success: true, data: null });
    const signedIn = await optional(request("GET", { headers: { cookie: await cookieFor("user-1") } }), {});
    expect(await readJson(signedIn)).toEqual({ success: true, data: "user-1" });
    const none = withRouteHandler(({ user }) => jsonOk({ user }));
    expect(await readJson(await none(request("GET"), {}))).toEqual({ success: true, data: {} });
  });

  it("checks the Origin before the session", async () => {
    const POST = withRouteHandler(() => jsonOk(null), { auth: "user" });
    const response = await POST(request("POST", { headers: { origin: "https://evil.example" } }), {});
    expect(response.status).toBe(403);
  });
});

describe("params, query and body", () => {
  const params = z.object({ id: z.string().regex(/^s\d+$/) });

  it("passes parsed params and answers a params failure as 404 (NOT_FOUND unless told)", async () => {
    const GET = withRouteHandler(({ params: { id } }) => jsonOk(id), { params });
    const ok = await GET(request("GET"), { params: Promise.resolve({ id: "s1" }) });
    expect(await readJson(ok)).toEqual({ success: true, data: "s1" });
    const malformed = await GET(request("GET"), { params: Promise.resolve({ id: "../etc" }) });
    expect(malformed.status).toBe(404);
    expect((await readJson(malformed)).error?.code).toBe("NOT_FOUND");

    const product = withRouteHandler(() => jsonOk(null), { params, notFound: "SUPPLEMENT_NOT_FOUND" });
    const unknown = await product(request("GET"), { params: Promise.resolve({ id: "x" }) });
    expect((await readJson(unknown)).error?.code).toBe("SUPPLEMENT_NOT_FOUND");
  });

  it("checks the session before the params, so signed-out callers learn nothing", async () => {
    const GET = withRouteHandler(() => jsonOk(null), { auth: "user", params });
    const response = await GET(request("GET"), { params: Promise.resolve({ id: "bad" }) });
    expect(response.status).toBe(401);
  });

  it("parses the query, answering a failure as 400 VALIDATION_ERROR", async () => {
    const query = z.object({ page: z.coerce.number().int().min(1) });
    const GET = withRouteHandler(({ query: { page } }) => jsonOk(page), { query });
    const ok = await GET(request("GET", { url: `${SITE}/api/x?page=3` }), {});
    expect(await readJson(ok)).toEqual({ success: true, data: 3 });
    const bad = await GET(request("GET", { url: `${SITE}/api/x?page=zero` }), {});
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error?.code).toBe("VALIDATION_ERROR");
  });

  it("parses a JSON body within maxBodyBytes, answering bad bodies as 400, never 500", async () => {
    const body = z.object({ name: z.string().min(1) });
    const POST = withRouteHandler(({ body: { name } }) => jsonOk(name), { body, maxBodyBytes: 64 });
    const json = (text: string) =>
      request("POST", { headers: { "content-type": "application/json" }, body: text });
    expect(await readJson(await POST(json('{"name":"Morning"}'), {}))).toEqual({
      success: true,
      data: "Morning",
    });
    for (const text of ["{not json", '{"name":""}', JSON.stringify({ name: "x".repeat(100) })]) {
      const response = await POST(json(text), {});
      expect(response.status).toBe(400);
      expect((await readJson(response)).error?.code).toBe("VALIDATION_ERROR");
    }
    expect(consoleError).not.toHaveBeenCalled();
  });
});
