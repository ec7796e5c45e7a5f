// Route handlers answer in the catalogue's JSON shape, including for paths that do not exist.
import { expect, test } from "@playwright/test";

test("GET /api/health reports the database as reachable", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { success: boolean; data: { status: string; database: string } };
  expect(body).toMatchObject({ success: true, data: { status: "ok", database: "ok" } });
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("an unknown API path answers 404 NOT_FOUND as JSON", async ({ request }) => {
  const response = await request.post("/api/no-such-endpoint", { data: { anything: true } });
  expect(response.status()).toBe(404);
  const body = (await response.json()) as {
    success: boolean;
    error: { code: string; message: string; requestId: string };
  };
  expect(body.success).toBe(false);
  expect(body.error.code).toBe("NOT_FOUND");
  expect(body.error.message).toBe("The requested resource could not be found");
  expect(body.error.requestId).toBe(response.headers()["x-request-id"]);
});

test("a path that does not decode answers the catalogue's 404, not a 500", async ({ request }) => {
  // %ff is not UTF-8: Next alone answers a bare 500; lib/framework/serve.ts passes it on escaped.
  const response = await request.get("/api/stacks/%ff");
  expect(response.status()).toBe(404);
  const body = (await response.json()) as { success: boolean; error: { code: string; requestId: string } };
  expect(body.success).toBe(false);
  expect(body.error.code).toBe("NOT_FOUND");
  expect(body.error.requestId).toBe(response.headers()["x-request-id"]);
  const page = await request.get("/supplement/%ff");
  expect(page.status()).toBe(404);
});
