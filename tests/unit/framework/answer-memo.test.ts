/** @jest-environment node */
// lib/framework/answer-memo.ts behind the real request listener, with a stand-in for Next that counts what reaches it:
// a 200 without cookies is replayed until it expires or a cache tag is invalidated; anything else reaches Next.
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync, gunzipSync } from "node:zlib";
import { answerMemo } from "@/lib/framework/answer-memo";
import { appRequestListener } from "@/lib/framework/request-listener";

const INVALIDATION_LISTENERS = Symbol.for("supplement-stacks.tag-invalidation-listeners");
const REFRESH_REVALIDATIONS = Symbol.for("supplement-stacks.refresh-revalidations");
type Globals = {
  [INVALIDATION_LISTENERS]?: Set<() => void>;
  [REFRESH_REVALIDATIONS]?: () => Promise<void>;
};
const globals = globalThis as Globals;

let port: number;
let server: ReturnType<typeof createServer>;
let clock = 0;
let version = 1;
let refreshes = 0;
const reachedNext: string[] = [];
// The stand-in's answer while it is writing, so a test can invalidate in the middle.
let midAnswer: (() => void) | undefined;

function invalidateTags(): void {
  for (const listener of globals[INVALIDATION_LISTENERS] ?? []) listener();
}

beforeAll(async () => {
  globals[REFRESH_REVALIDATIONS] = () => {
    refreshes += 1;
    return Promise.resolve();
  };
  const next = (req: IncomingMessage, res: ServerResponse) => {
    reachedNext.push(req.url ?? "");
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = JSON.stringify({ success: true, data: { q: url.searchParams.get("q"), version } });
    if (url.searchParams.has("cookie")) res.setHeader("Set-Cookie", "a=b");
    if (url.pathname === "/browse")
      res.setHeader("x-nextjs-cache", url.searchParams.has("rendered") ? "MISS" : "HIT");
    res.setHeader("Content-Type", "application/json");
    res.setHeader("X-Request-Id", "from-next");
    const status = url.searchParams.has("fail") ? 400 : 200;
    if (req.headers["accept-encoding"]?.includes("gzip")) {
      res.setHeader("Content-Encoding", "gzip");
      res.writeHead(status);
      res.write(gzipSync(body));
    } else {
      res.writeHead(status);
      res.write(body.slice(0, 5));
      midAnswer?.();
      res.write(body.slice(5));
    }
    res.end();
    return Promise.resolve();
  };
  const memo = answerMemo({
    paths: ["/api/supplements"],
    pages: (url) => ["/browse", "/browse?category=sleep", "/browse?rendered=1"].includes(url),
    ttlMs: 10_000,
    now: () => clock,
  });
  server = createServer(appRequestListener(next, { memo }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  globals[REFRESH_REVALIDATIONS] = undefined;
});
beforeEach(() => {
  invalidateTags();
  reachedNext.length = 0;
  refreshes = 0;
  midAnswer = undefined;
});

function get(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const gzip = response.headers["content-encoding"] === "gzip";
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: (gzip ? gunzipSync(raw) : raw).toString("utf8"),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

const search = "/api/supplements?q=magnesium";

it("replays a search's answer with its headers and a request id of its own, after a refresh", async () => {
  const first = await get(search);
  const again = await get(search);
  expect(reachedNext).toEqual([search]);
  expect(again.status).toBe(200);
  expect(again.body).toBe(first.body);
  expect(again.headers["content-type"]).toBe("application/json");
  expect(again.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(refreshes).toBe(1);
  expect((await get(search, { "X-Request-Id": "trace-1" })).headers["x-request-id"]).toBe("trace-1");
});

it("keeps gzipped and plain answers apart, and each address apart", async () => {
  await get(search);
  const gzipped = await get(search, { "Accept-Encoding": "gzip" });
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(JSON.parse((await get(search, { "Accept-Encoding": "gzip" })).body)).toEqual(
    JSON.parse(gzipped.body),
  );
  await get("/api/supplements?q=zinc");
  expect(reachedNext).toEqual([search, search, "/api/supplements?q=zinc"]);
  expect((await get(search)).headers["content-encoding"]).toBeUndefined();
});

it("asks Next again once a cache tag is invalidated, and when the answer has expired", async () => {
  await get(search);
  version += 1;
  invalidateTags();
  expect(JSON.parse((await get(search)).body)).toMatchObject({ data: { version } });
  clock += 10_001;
  await get(search);
  expect(reachedNext).toEqual([search, search, search]);
});

it("does not keep an answer that a tag invalidation overtook while Next wrote it", async () => {
  midAnswer = invalidateTags;
  await get(search);
  midAnswer = undefined;
  await get(search);
  expect(reachedNext).toEqual([search, search]);
});

it("keeps no error, no answer that sets a cookie, and nothing for other paths or methods", async () => {
  for (const path of [`${search}&fail=1`, `${search}&cookie=1`, "/api/other?q=magnesium"]) {
    await get(path);
    await get(path);
  }
  await get(search, {}, "POST");
  await get(search, {}, "POST");
  expect(reachedNext).toEqual([
    `${search}&fail=1`,
    `${search}&fail=1`,
    `${search}&cookie=1`,
    `${search}&cookie=1`,
    "/api/other?q=magnesium",
    "/api/other?q=magnesium",
    search,
    search,
  ]);
});

it("replays a cached page's first load, never the client router's requests for it, nor another page", async () => {
  await get("/browse");
  await get("/browse");
  await get("/browse?category=sleep");
  await get("/browse?category=sleep");
  await get("/browse?q=zinc");
  await get("/browse?q=zinc");
  for (const header of ["RSC", "Next-Router-State-Tree", "Next-Router-Prefetch"]) {
    await get("/browse", { [header]: "1" });
  }
  await get("/browse", {}, "HEAD");
  // Rendered, not from Next's page cache: replaying it would say MISS for ever.
  await get("/browse?rendered=1");
  await get("/browse?rendered=1");
  expect(reachedNext).toEqual([
    "/browse",
    "/browse?category=sleep",
    "/browse?q=zinc",
    "/browse?q=zinc",
    "/browse",
    "/browse",
    "/browse",
    "/browse",
    "/browse?rendered=1",
    "/browse?rendered=1",
  ]);
});
