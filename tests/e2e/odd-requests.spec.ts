// Input Next alone answers with a 500, against the production server: NUL in page addresses (400,
// answered by lib/framework/serve.ts), methods the app does not serve such as TRACE (405), and JSON bodies
// nested far too deep (400 VALIDATION_ERROR before they are parsed). Nothing here is ever a 5xx.
import { expect, test } from "@playwright/test";
import fc from "fast-check";

const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

const NUL_PAGES = [
  "/browse?q=%00",
  "/browse?q=vitamin%00d&page=2",
  "/supplement/%00",
  "/supplement/a%00b",
  "/stack/%00",
  "/stack/%00/opengraph-image-19sof6",
  "/blog/%00",
  "/reset-password?token=%00",
];

for (const address of NUL_PAGES) {
  test(`the page address ${address} answers 400, not a 500`, async ({ request }) => {
    const response = await request.get(address);
    expect(response.status()).toBe(400);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("This address is not valid");
  });
}

test("NUL in an API address is the catalogue's 400 envelope", async ({ request }) => {
  for (const address of ["/api/supplements/%00", "/api/supplements?q=%00", "/api/stacks/%00"]) {
    const response = await request.get(address);
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { success: boolean; error: { code: string } };
    expect(body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
  }
});

test("TRACE and other methods the app does not serve answer 405 with Allow", async ({ request }) => {
  for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
    for (const address of ["/", "/browse", "/supplement/%00", "/api/health", "/api/stacks"]) {
      const response = await request.fetch(address, { method });
      expect(response.status(), `${method} ${address}`).toBe(405);
      expect(response.headers()["allow"]).toBe(ALLOW);
    }
  }
});

test("a JSON body nested 100,000 levels deep is a 400 VALIDATION_ERROR", async ({ request }) => {
  const response = await request.post("/api/interactions/analyze", {
    headers: { "content-type": "application/json" },
    data: `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: { code: string } };
  expect(body.error.code).toBe("VALIDATION_ERROR");
});

test("pages answer odd escapes and methods without a 5xx", async ({ request }) => {
  test.setTimeout(120_000);
  const oddEscape = fc.oneof(
    fc.constantFrom("%00", "%ff", "%", "%C0%80", "%ED%A0%80", "%E2%80%AE", "%2500", "..%2F", "%5C"),
    fc
      .uint8Array({ maxLength: 4 })
      .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("GET", "HEAD", "POST", "OPTIONS", "TRACE", "PROPFIND"),
      fc.constantFrom("/browse", "/supplement", "/stack", "/blog", "/community-stacks", "/login"),
      oddEscape,
      oddEscape,
      async (method, page, segment, query) => {
        const response = await request.fetch(`${page}/${segment}?q=${query}`, {
          method,
          maxRedirects: 0,
        });
        expect(response.status(), `${method} ${page}/${segment}?q=${query}`).toBeLessThan(500);
      },
    ),
    { numRuns: 60 },
  );
});
