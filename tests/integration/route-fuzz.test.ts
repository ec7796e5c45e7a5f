// Property-based requests against every route handler: random JSON, strings
// with NUL (U+0000) and lone surrogates, huge numbers, wrong types, bad escapes and invalid UTF-8, in
// bodies, queries and route params, signed in and signed out. Whatever arrives, the answer is never a
// 5xx, and every JSON error is the catalogue's envelope. A second property takes a valid body of the
// routes that write to the database and replaces one string in it, so the text reaches the queries.
// Bodies nested far too deep are a 400 for every route that reads one. Page addresses (NUL, odd
// escapes) and methods (TRACE…) go through the app's HTTP server (lib/framework/request-listener.ts)
// to a stand-in for Next that fails as Next does (see "nextStandIn").
import http, { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import fc from "fast-check";
import { type Database } from "@/lib/db/prisma";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { appRequestListener, refuseConnect } from "@/lib/framework/request-listener";
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

const SITE = "http://localhost:3000";

// next-auth's App Router handler reads cookies() and headers() from next/headers, which need Next's
// request scope; here they answer from the request being sent (the suite sends one at a time).
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
// Outside Next's request scope revalidatePath throws; a saved review revalidates its product's page.
jest.mock("next/cache", () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: <T>(fn: T) => fn,
}));
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
type RouteModule = Partial<Record<Method, Handler>>;

interface RouteCase {
  path: string;
  load: () => Promise<unknown>;
  /** The dynamic segment the route takes, if any. */
  param?: "id" | "nextauth" | "token" | "gtin" | "file";
  /** Valid bodies (by method) whose strings the second property replaces. */
  samples?: Partial<Record<Method, () => unknown>>;
}

let supplementId = "";

const PASSKEY_REGISTRATION_SAMPLE = {
  id: "AAAAAAAAAAAAAAAAAAAAAA",
  rawId: "AAAAAAAAAAAAAAAAAAAAAA",
  type: "public-key",
  response: { clientDataJSON: "e30", attestationObject: "oA", transports: ["internal"] },
  clientExtensionResults: {},
};

const ROUTES: readonly RouteCase[] = [
  { path: "/api/[...path]", load: () => import("@/app/api/[...path]/route") },
  {
    path: "/api/product-images/[id]",
    load: () => import("@/app/api/product-images/[id]/route"),
    param: "id",
  },
  { path: "/api/profile-images", load: () => import("@/app/api/profile-images/route") },
  {
    path: "/api/profile-images/[id]",
    load: () => import("@/app/api/profile-images/[id]/route"),
    param: "id",
  },
  { path: "/api/price-alerts/unsubscribe", load: () => import("@/app/api/price-alerts/unsubscribe/route") },
  { path: "/api/account/delete", load: () => import("@/app/api/account/delete/route") },
  { path: "/api/account/export", load: () => import("@/app/api/account/export/route") },
  {
    path: "/api/account/health-profile",
    load: () => import("@/app/api/account/health-profile/route"),
    samples: {
      PUT: () => ({ age: 40, sex: "female", prescriptionDrugs: ["warfarin"], medicalConditions: [] }),
    },
  },
  {
    path: "/api/account/password",
    load: () => import("@/app/api/account/password/route"),
    samples: { POST: () => ({ currentPassword: "nope", newPassword: "A-Brand-New-Passphrase-7" }) },
  },
  {
    path: "/api/account/email",
    load: () => import("@/app/api/account/email/route"),
    samples: { POST: () => ({ newEmail: "new-address@example.com", currentPassword: "nope" }) },
  },
  { path: "/api/account/preferences", load: () => import("@/app/api/account/preferences/route") },
  {
    path: "/api/account/profile",
    load: () => import("@/app/api/account/profile/route"),
    samples: { PATCH: () => ({ firstName: "Alex", lastName: "Smith" }) },
  },
  {
    path: "/api/account/sign-out-everywhere",
    load: () => import("@/app/api/account/sign-out-everywhere/route"),
  },
  {
    path: "/api/account/two-factor/disable",
    load: () => import("@/app/api/account/two-factor/disable/route"),
  },
  { path: "/api/account/two-factor/enable", load: () => import("@/app/api/account/two-factor/enable/route") },
  { path: "/api/account/two-factor/setup", load: () => import("@/app/api/account/two-factor/setup/route") },
  {
    path: "/api/account/passkeys",
    load: () => import("@/app/api/account/passkeys/route"),
    samples: { POST: () => ({ name: "My phone", response: PASSKEY_REGISTRATION_SAMPLE }) },
  },
  { path: "/api/account/passkeys/options", load: () => import("@/app/api/account/passkeys/options/route") },
  {
    path: "/api/account/passkeys/[id]",
    load: () => import("@/app/api/account/passkeys/[id]/route"),
    param: "id",
  },
  {
    path: "/api/account/phone/start",
    load: () => import("@/app/api/account/phone/start/route"),
    samples: { POST: () => ({ phone: "07400 123456" }) },
  },
  {
    path: "/api/account/phone/verify",
    load: () => import("@/app/api/account/phone/verify/route"),
    samples: { POST: () => ({ code: "123456" }) },
  },
  {
    path: "/api/account/phone/remove",
    load: () => import("@/app/api/account/phone/remove/route"),
    samples: { POST: () => ({ password: "A-Brand-New-Passphrase-7" }) },
  },
  { path: "/api/auth/passkey/options", load: () => import("@/app/api/auth/passkey/options/route") },
  {
    path: "/api/auth/passkey/verify",
    load: () => import("@/app/api/auth/passkey/verify/route"),
    samples: {
      POST: () => ({
        response: {
          id: "AAAAAAAAAAAAAAAAAAAAAA",
          rawId: "AAAAAAAAAAAAAAAAAAAAAA",
          type: "public-key",
          response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
          clientExtensionResults: {},
        },
      }),
    },
  },
  { path: "/api/auth/two-factor/text", load: () => import("@/app/api/auth/two-factor/text/route") },
  { path: "/api/admin/price-imports", load: () => import("@/app/api/admin/price-imports/route") },
  {
    path: "/api/auth/[...nextauth]",
    load: () => import("@/app/api/auth/[...nextauth]/route"),
    param: "nextauth",
  },
  { path: "/api/auth/confirm-email", load: () => import("@/app/api/auth/confirm-email/route") },
  {
    path: "/api/auth/confirm-email-change",
    load: () => import("@/app/api/auth/confirm-email-change/route"),
  },
  {
    path: "/api/auth/forgot-password",
    load: () => import("@/app/api/auth/forgot-password/route"),
    samples: { POST: () => ({ email: "someone@example.com" }) },
  },
  {
    path: "/api/auth/login",
    load: () => import("@/app/api/auth/login/route"),
    samples: { POST: () => ({ email: "someone@example.com", password: "A-Brand-New-Passphrase-7" }) },
  },
  { path: "/api/auth/me", load: () => import("@/app/api/auth/me/route") },
  {
    path: "/api/auth/resend-confirmation",
    load: () => import("@/app/api/auth/resend-confirmation/route"),
    samples: { POST: () => ({ email: "someone@example.com", type: "signup" }) },
  },
  { path: "/api/auth/reset-password", load: () => import("@/app/api/auth/reset-password/route") },
  {
    path: "/api/auth/signup",
    load: () => import("@/app/api/auth/signup/route"),
    samples: {
      POST: () => ({
        email: `fuzz-${String(Math.random()).slice(2)}@example.com`,
        password: "A-Brand-New-Passphrase-7",
        firstName: "Alex",
        lastName: "Smith",
        acceptTerms: true,
        confirmAdult: true,
      }),
    },
  },
  { path: "/api/browse/plain-words", load: () => import("@/app/api/browse/plain-words/route") },
  { path: "/api/community-stacks", load: () => import("@/app/api/community-stacks/route") },
  {
    path: "/api/consent",
    load: () => import("@/app/api/consent/route"),
    samples: {
      POST: () => ({
        analytics: true,
        marketing: false,
        timestamp: "2026-11-24T12:00:00.000Z",
        version: "1",
      }),
    },
  },
  {
    path: "/api/contact",
    load: () => import("@/app/api/contact/route"),
    samples: {
      POST: () => ({
        name: "Alex",
        email: "alex@example.com",
        subject: "correction",
        message: "A price is out.",
      }),
    },
  },
  {
    path: "/api/corrections",
    load: () => import("@/app/api/corrections/route"),
    samples: {
      POST: () => ({
        concerns: "Magnesium with doxycycline",
        details: "The separation should be 2 to 3 hours.",
        source: "https://www.medicines.org.uk/emc/product/3130",
        email: "alex@example.com",
      }),
    },
  },
  {
    path: "/api/errors/client",
    load: () => import("@/app/api/errors/client/route"),
    samples: { POST: () => ({ code: "GLOBAL_ERROR", message: "TypeError: x", path: "/browse" }) },
  },
  { path: "/api/health", load: () => import("@/app/api/health/route") },
  {
    path: "/api/interactions/analyze",
    load: () => import("@/app/api/interactions/analyze/route"),
    samples: { POST: () => ({ supplementIds: [supplementId], medications: ["warfarin"], conditions: [] }) },
  },
  {
    path: "/api/interactions/check",
    load: () => import("@/app/api/interactions/check/route"),
    samples: { POST: () => ({ supplementIds: [supplementId] }) },
  },
  { path: "/api/interactions/database", load: () => import("@/app/api/interactions/database/route") },
  { path: "/api/interactions/dictionary", load: () => import("@/app/api/interactions/dictionary/route") },
  { path: "/api/interactions/products", load: () => import("@/app/api/interactions/products/route") },
  {
    path: "/api/metrics/rum",
    load: () => import("@/app/api/metrics/rum/route"),
    samples: {
      POST: () => ({
        sessionId: "fuzz-session",
        metrics: [{ name: "LCP", value: 1200, page: "/browse", timestamp: Date.now() }],
        timestamp: Date.now(),
      }),
    },
  },
  {
    path: "/api/stacks/[id]/duplicate",
    load: () => import("@/app/api/stacks/[id]/duplicate/route"),
    param: "id",
  },
  { path: "/api/stacks/[id]/like", load: () => import("@/app/api/stacks/[id]/like/route"), param: "id" },
  {
    path: "/api/stacks/[id]/price-alert",
    load: () => import("@/app/api/stacks/[id]/price-alert/route"),
    param: "id",
    samples: { PUT: () => ({ itemCheaper: true, minMonthlyDropPence: 500 }) },
  },
  {
    path: "/api/stacks/[id]/publish",
    load: () => import("@/app/api/stacks/[id]/publish/route"),
    param: "id",
    samples: { POST: () => ({ title: "Winter basics", description: "Simple." }) },
  },
  {
    path: "/api/stacks/[id]/plan",
    load: () => import("@/app/api/stacks/[id]/plan/route"),
    param: "id",
    samples: { PUT: () => ({ startDate: "2026-11-01", mode: "check_off" }) },
  },
  {
    path: "/api/stacks/[id]/plan/logs",
    load: () => import("@/app/api/stacks/[id]/plan/logs/route"),
    param: "id",
    samples: { POST: () => ({ date: "2026-11-01", slot: "morning", status: "taken" }) },
  },
  {
    path: "/api/stacks/[id]/plan/stock",
    load: () => import("@/app/api/stacks/[id]/plan/stock/route"),
    param: "id",
    samples: {
      PUT: () => ({ supplementId, unitsOnHand: 30 }),
      POST: () => ({ supplementId }),
    },
  },
  {
    path: "/api/stacks/[id]/plan/reminders",
    load: () => import("@/app/api/stacks/[id]/plan/reminders/route"),
    param: "id",
    samples: {
      PUT: () => ({ emailDigest: true, runOutEmails: true, runOutNoticeDays: 7, namesInReminders: false }),
    },
  },
  {
    path: "/api/stacks/[id]/plan/calendar",
    load: () => import("@/app/api/stacks/[id]/plan/calendar/route"),
    param: "id",
  },
  {
    path: "/api/account/push-subscriptions",
    load: () => import("@/app/api/account/push-subscriptions/route"),
    samples: {
      POST: () => ({
        endpoint: "https://push.example/send/fuzz",
        expirationTime: null,
        keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      }),
    },
  },
  {
    path: "/api/account/push-subscriptions/[id]",
    load: () => import("@/app/api/account/push-subscriptions/[id]/route"),
    param: "id",
  },
  {
    path: "/api/account/push-subscriptions/test",
    load: () => import("@/app/api/account/push-subscriptions/test/route"),
  },
  {
    path: "/api/plan-reminders/unsubscribe",
    load: () => import("@/app/api/plan-reminders/unsubscribe/route"),
  },
  { path: "/api/account/care-card-links", load: () => import("@/app/api/account/care-card-links/route") },
  {
    path: "/api/account/care-card-links/[id]",
    load: () => import("@/app/api/account/care-card-links/[id]/route"),
    param: "id",
  },
  { path: "/api/reports/care-card", load: () => import("@/app/api/reports/care-card/route") },
  { path: "/api/analytics/adherence", load: () => import("@/app/api/analytics/adherence/route") },
  { path: "/api/calendar/[token]", load: () => import("@/app/api/calendar/[token]/route"), param: "token" },
  { path: "/api/stacks/[id]", load: () => import("@/app/api/stacks/[id]/route"), param: "id" },
  { path: "/api/stacks/check", load: () => import("@/app/api/stacks/check/route") },
  { path: "/api/stacks/preview", load: () => import("@/app/api/stacks/preview/route") },
  {
    path: "/api/stacks",
    load: () => import("@/app/api/stacks/route"),
    samples: {
      POST: () => ({
        name: "Fuzz",
        goal: "wellness",
        notes: "Mine.",
        items: [{ supplementId, quantity: 1 }],
      }),
    },
  },
  {
    path: "/api/supplements/[id]/reviews/mine",
    load: () => import("@/app/api/supplements/[id]/reviews/mine/route"),
    param: "id",
    samples: { PUT: () => ({ rating: 4, title: "Good", body: "Worked well for me over a month." }) },
  },
  {
    path: "/api/supplements/[id]/reviews",
    load: () => import("@/app/api/supplements/[id]/reviews/route"),
    param: "id",
  },
  { path: "/api/supplements/[id]", load: () => import("@/app/api/supplements/[id]/route"), param: "id" },
  {
    path: "/api/supplements/by-gtin/[gtin]",
    load: () => import("@/app/api/supplements/by-gtin/[gtin]/route"),
    param: "gtin",
  },
  {
    path: "/api/scan-assets/[file]",
    load: () => import("@/app/api/scan-assets/[file]/route"),
    param: "file",
  },
  { path: "/api/supplements", load: () => import("@/app/api/supplements/route") },
];

const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

// Text that has broken servers before: NUL, lone surrogates, invalid percent escapes, SQL and HTML.
const nastyText = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "\udc00\ud800",
    "%ff",
    "%",
    "%00",
    "\\x",
    "\\u00",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "0000-01-01T00:00:00.000Z",
    "9999-12-31T23:59:59.999Z",
    "x".repeat(5000),
  ),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.string({ maxLength: 20 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1, 2 ** 53, -1),
  fc.double(),
  fc.integer(),
);

const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyText, fc.constantFrom("id", "email", "name", "items", "__proto__")),
      tie("value"),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value;

/** JSON nested `depth` levels, alternating arrays and objects. */
const deeplyNested = (depth: number) => `${'[{"a":'.repeat(depth / 2)}1${"}]".repeat(depth / 2)}`;

/** Bodies as bytes on the wire: JSON of nasty values, broken JSON text, invalid UTF-8, deep nesting. */
const nastyBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> = fc.oneof(
  nastyJson.map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"a":"\\x"}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":"\\u00"}',
    '{"email":"a\\u0000@example.com"}',
    "{",
    "",
    "null",
    "1e999",
    '{"__proto__":{"admin":true}}',
  ),
  fc.constant(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
  fc.constantFrom(66, 2_000, 20_000).map(deeplyNested),
  fc.constant(undefined),
);

const nastyQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom("q", "page", "limit", "sort", "category", "token", "callbackUrl", "error"),
    nastyText,
  ),
  fc.oneof(nastyText, nastyNumber.map(String)),
  { maxKeys: 4 },
);

// Ids, and for next-auth's catch-all route its own actions (split on "/").
const nastyId = fc.oneof(
  fc.constantFrom("%ff", "\u0000", "\ud800", "", "x".repeat(200), "00000000-0000-0000-0000-000000000000"),
  fc.constantFrom("session", "csrf", "providers", "signout", "signin/credentials", "callback/credentials"),
  fc.constantFrom("callback/%ff", "signin/\u0000", "error", "_log", "session/extra"),
  nastyText,
);

let scratch: SeededDatabase;
let prisma: Database;
let admin: TestUser;
const modules = new Map<string, RouteModule>();

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  process.env.RUM_ENABLED = "true";
  admin = await createSignedInUser(prisma, { role: "admin" });
  supplementId = (await prisma.supplement.findFirstOrThrow({ select: { id: true } })).id;
  for (const route of ROUTES) modules.set(route.path, (await route.load()) as RouteModule);
}, 120_000);
afterAll(async () => {
  await scratch.drop();
});

interface FuzzRequest {
  method: Method;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  query: Record<string, string>;
  id: string;
  signedIn: boolean;
  contentType: string | undefined;
}

let addresses = 0;

function buildRequest(route: RouteCase, input: FuzzRequest): Request {
  const url = new URL(`${SITE}${route.path.replace(/\/\[[^\]]+\]/g, "/x")}`);
  for (const [key, value] of Object.entries(input.query)) url.searchParams.append(key, value);
  addresses += 1;
  const headers = new Headers({
    origin: SITE,
    "x-forwarded-for": `10.9.${addresses % 250}.${addresses % 200}`,
  });
  if (input.contentType !== undefined) headers.set("content-type", input.contentType);
  if (input.signedIn) headers.set("cookie", admin.cookie);
  const hasBody = input.method !== "GET" && input.body !== undefined;
  return new Request(url, { method: input.method, headers, body: hasBody ? input.body : undefined });
}

function contextFor(route: RouteCase, id: string): { params: Promise<Record<string, unknown>> } {
  if (route.param === "nextauth") return { params: Promise.resolve({ nextauth: id.split("/") }) };
  if (route.param === "token" || route.param === "gtin" || route.param === "file") {
    return { params: Promise.resolve({ [route.param]: id }) };
  }
  return { params: Promise.resolve(route.param === "id" ? { id } : {}) };
}

/** Fails with what was sent when the answer is a 5xx or a JSON error outside the catalogue. */
async function expectHandled(route: RouteCase, input: FuzzRequest, response: Response): Promise<void> {
  const sent = `${input.method} ${route.path} ${JSON.stringify({ ...input, body: String(input.body) })}`;
  if (response.status >= 500) throw new Error(`${response.status} for ${sent}: ${await response.text()}`);
  const type = response.headers.get("content-type") ?? "";
  if (response.status < 400 || !type.includes("application/json") || route.param === "nextauth") return;
  const body = (await response.json()) as {
    success?: unknown;
    error?: { code?: unknown; message?: unknown };
  };
  const code = body.error?.code;
  if (
    body.success !== false ||
    typeof code !== "string" ||
    !(ERROR_CODES as readonly string[]).includes(code)
  ) {
    throw new Error(`Not the catalogue's envelope (${response.status}) for ${sent}: ${JSON.stringify(body)}`);
  }
  if (typeof body.error?.message !== "string") throw new Error(`Error without a message for ${sent}`);
}

async function send(route: RouteCase, input: FuzzRequest): Promise<void> {
  const handler = modules.get(route.path)?.[input.method];
  if (!handler) return;
  current = buildRequest(route, input);
  const response = await handler(current, contextFor(route, input.id));
  await expectHandled(route, input, response);
}

const fuzzRequest = fc.record({
  method: fc.constantFrom(...METHODS),
  body: nastyBody,
  query: nastyQuery,
  id: nastyId,
  signedIn: fc.boolean(),
  contentType: fc.oneof(
    { arbitrary: fc.constant("application/json"), weight: 8 },
    fc.constantFrom(
      "application/x-www-form-urlencoded",
      "text/plain",
      "application/json; charset=latin1",
      undefined,
    ),
  ),
});

describe.each(ROUTES.map((route) => [route.path, route] as const))("%s", (_path, route) => {
  it("answers any input without a 5xx, errors in the catalogue's envelope", async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest, (input) => send(route, input)),
      { numRuns: 25 },
    );
  });
});

describe("next-auth's error endpoint", () => {
  async function errorPage(error: string): Promise<Response> {
    const route = ROUTES.find((candidate) => candidate.param === "nextauth")!;
    const input = { method: "GET", body: undefined, query: { error }, id: "error", signedIn: false } as const;
    current = buildRequest(route, { ...input, contentType: undefined });
    return modules.get(route.path)!.GET!(current, contextFor(route, "error"));
  }

  it("redirects a sign-in error code to the login page", async () => {
    const response = await errorPage("AccessDenied");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/login\?error=AccessDenied$/);
  });

  it.each(["Ā", "é", "a b", "x\r\nSet-Cookie: a=b"])("answers the code %j with a 400", async (error) => {
    const response = await errorPage(error);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });
});

/** The value with the string at one leaf (chosen by `pick`) replaced by `text`. */
function replaceOneString(value: unknown, text: string, pick: number): unknown {
  const leaves: string[][] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === "string") leaves.push(path);
    else if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, String(index)]));
    else if (node !== null && typeof node === "object")
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
  };
  walk(value, []);
  const target = leaves[pick % Math.max(1, leaves.length)];
  if (!target) return text;
  const copy = structuredClone(value) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of target.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[target.at(-1)!] = text;
  return copy;
}

const sampled = ROUTES.flatMap((route) =>
  Object.entries(route.samples ?? {}).map(
    ([method, sample]) => [`${method} ${route.path}`, route, method, sample] as const,
  ),
);

describe.each(sampled)("%s with one string of a valid body replaced", (_name, route, method, sample) => {
  it("answers without a 5xx, errors in the catalogue's envelope", async () => {
    const text = fc.oneof(fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfffy"), nastyText);
    await fc.assert(
      fc.asyncProperty(text, fc.nat(), fc.boolean(), async (replacement, pick, signedIn) => {
        const body = JSON.stringify(replaceOneString(sample(), replacement, pick));
        const input: FuzzRequest = {
          method: method as Method,
          body,
          query: {},
          id: supplementId,
          signedIn,
          contentType: "application/json",
        };
        await send(route, input);
      }),
      { numRuns: 20 },
    );
  });
});

describe.each(sampled)("%s with a body nested 100,000 levels deep", (_name, route, method) => {
  beforeAll(async () => {
    // The properties above may have signed the admin out everywhere.
    admin = await createSignedInUser(prisma, { role: "admin" });
  });

  it("answers 400 VALIDATION_ERROR at once", async () => {
    const handler = modules.get(route.path)?.[method as Method];
    if (!handler) throw new Error(`No ${method} handler for ${route.path}`);
    current = buildRequest(route, {
      method: method as Method,
      body: deeplyNested(100_000),
      query: {},
      id: supplementId,
      signedIn: true,
      contentType: "application/json",
    });
    const started = performance.now();
    const response = await handler(current, contextFor(route, supplementId));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });
});

describe("page addresses and methods through the app's HTTP server", () => {
  // What Next needs of a request, checked as Next fails without it: it builds a fetch Request (the
  // fetch standard refuses TRACE: a 500), decodes the path (a 500 when it is not UTF-8), and pages
  // hand path and query to PostgreSQL (a 500 for NUL). Anything that reaches it is answered 200.
  const reachedNext: { method: string; url: string }[] = [];
  function nextStandIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? "/";
    const method = req.method ?? "GET";
    reachedNext.push({ method, url });
    let status = 200;
    try {
      const parsed = new URL(`http://localhost${url}`);
      const path = decodeURIComponent(parsed.pathname);
      const text = [path, ...[...parsed.searchParams].flat()].join("");
      const pageWithNul = !path.startsWith("/api/") && text.includes("\u0000");
      if (new Request(parsed, { method }).method !== method || pageWithNul) status = 500;
    } catch {
      status = 500;
    }
    res.writeHead(status, { "Content-Type": "text/plain" }).end(String(status));
    return Promise.resolve();
  }

  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer(appRequestListener(nextStandIn));
    server.on("connect", refuseConnect);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function send(method: string, path: string): Promise<{ status: number; allow: string | undefined }> {
    return new Promise((resolve, reject) => {
      const outgoing = http.request({ host: "127.0.0.1", port, method, path, agent: false }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }),
        );
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  it("stands in for Next as Next fails", () => {
    expect(() => new Request("http://localhost/", { method: "TRACE" })).toThrow();
    expect(() => decodeURIComponent("/supplement/%ff")).toThrow();
  });

  const ALLOWED = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
  // Every other method Node's parser reads (others are its own 400); CONNECT has its own test.
  const UNSERVED = http.METHODS.filter((method) => !ALLOWED.includes(method) && method !== "CONNECT");
  const PAGES = ["", "browse", "supplement", "stack", "blog", "community-stacks", "login", "reset-password"];

  /** A percent escape of any byte (NUL, invalid UTF-8), or of text, or a known troublemaker. */
  const oddEscape = fc.oneof(
    fc.constantFrom("%00", "a%00b", "%ff", "%", "%C0%80", "%ED%A0%80", "%E2%80%AE", "%2500", "..%2F", "%5C"),
    fc
      .uint8Array({ maxLength: 6 })
      .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
    fc.string({ unit: "grapheme", maxLength: 8 }).map(encodeURIComponent),
  );
  const pageAddress = fc
    .record({
      page: fc.constantFrom(...PAGES),
      segments: fc.array(oddEscape, { maxLength: 2 }),
      tail: fc.constantFrom("", "/opengraph-image-19sof6"),
      query: fc.array(fc.tuple(fc.constantFrom("q", "page", "token", "callbackUrl"), oddEscape), {
        maxLength: 3,
      }),
    })
    .map(({ page, segments, tail, query }) => {
      const path = ["", page, ...segments].join("/").replace(/^\/\//, "/") || "/";
      const search = query.map(([key, value]) => `${key}=${value}`).join("&");
      return `${path}${segments.length > 0 ? tail : ""}${search ? `?${search}` : ""}`;
    });

  /** Whether the address, read as Next reads it, holds NUL (an undecodable path is read as sent). */
  function carriesNul(address: string): boolean {
    const queryStart = address.includes("?") ? address.indexOf("?") : address.length;
    const [path, query] = [address.slice(0, queryStart), address.slice(queryStart + 1)];
    let decodedPath = "";
    try {
      decodedPath = decodeURIComponent(path);
    } catch {
      // passed on with its "%" escaped: no NUL
    }
    return [decodedPath, ...[...new URLSearchParams(query)].flat()].some((text) => text.includes("\u0000"));
  }

  it("answers any page address and method without a 5xx; unserved methods 405, NUL 400", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALLOWED, ...UNSERVED), pageAddress, async (method, address) => {
        const { status, allow } = await send(method, address);
        expect(status).toBeLessThan(500);
        if (!ALLOWED.includes(method)) {
          expect(status).toBe(405);
          expect(allow).toBe(ALLOWED.join(", "));
        } else {
          expect(status).toBe(carriesNul(address) ? 400 : 200);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("never hands Next a request it would answer with a 500", () => {
    expect(reachedNext.length).toBeGreaterThan(0);
    for (const { method, url } of reachedNext) {
      expect(ALLOWED).toContain(method);
      expect(carriesNul(url)).toBe(false);
    }
  });

  it("answers CONNECT with 405", async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
      });
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 405 /);
  });
});
