/** @jest-environment node */
// lib/framework/build-assets.ts behind the real request listener: the build's scripts and styles come from memory,
// gzipped once, with the headers Next gives them; anything else, or anything missing, still reaches Next.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { buildAssetAnswer } from "@/lib/framework/build-assets";
import { appRequestListener } from "@/lib/framework/request-listener";

const SCRIPT = `self.chunk=${JSON.stringify("x".repeat(4000))};`;
const TINY_STYLE = "body{margin:0}";

let dir: string;
let port: number;
let server: ReturnType<typeof createServer>;
const reachedNext: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "build-assets-"));
  mkdirSync(path.join(dir, "chunks"));
  mkdirSync(path.join(dir, "css"));
  writeFileSync(path.join(dir, "chunks", "app-1234.js"), SCRIPT);
  writeFileSync(path.join(dir, "css", "tiny.css"), TINY_STYLE);
  writeFileSync(path.join(dir, "chunks", "data.json"), "{}");
  writeFileSync(path.join(os.tmpdir(), "outside.js"), "secret");
  const next = (req: IncomingMessage, res: ServerResponse) => {
    reachedNext.push(`${req.method ?? ""} ${req.url ?? ""}`);
    res.writeHead(404, { "Content-Type": "text/plain" }).end("from next");
    return Promise.resolve();
  };
  server = createServer(appRequestListener(next, { buildAssets: buildAssetAnswer(dir) }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(os.tmpdir(), "outside.js"), { force: true });
});
beforeEach(() => (reachedNext.length = 0));

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
function get(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

test("a script is answered gzipped when the browser accepts it, with Next's caching and security headers", async () => {
  const answer = await get("/_next/static/chunks/app-1234.js?dpl=abc", { "Accept-Encoding": "gzip, br" });
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  expect(answer.headers["content-length"]).toBe(String(answer.body.length));
  expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
  expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(answer.headers.vary).toBe("Accept-Encoding");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["strict-transport-security"]).toContain("max-age=");
  // The strict policy every non-HTML answer gets from the listener.
  expect(answer.headers["content-security-policy"]).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(reachedNext).toEqual([]);
});

test("without gzip (or with gzip refused) the bytes are sent as they are", async () => {
  for (const acceptEncoding of [undefined, "identity", "gzip;q=0, br", "br"]) {
    const answer = await get(
      "/_next/static/chunks/app-1234.js",
      acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
    );
    expect([acceptEncoding, answer.headers["content-encoding"]]).toEqual([acceptEncoding, undefined]);
    expect(answer.body.toString()).toBe(SCRIPT);
  }
  const wildcard = await get("/_next/static/chunks/app-1234.js", { "Accept-Encoding": "*" });
  expect(wildcard.headers["content-encoding"]).toBe("gzip");
});

test("a style under 1 kB is not compressed; HEAD has the headers and no body", async () => {
  const style = await get("/_next/static/css/tiny.css", { "Accept-Encoding": "gzip" });
  expect(style.headers["content-type"]).toBe("text/css; charset=UTF-8");
  expect(style.headers["content-encoding"]).toBeUndefined();
  expect(style.body.toString()).toBe(TINY_STYLE);
  const head = await get("/_next/static/chunks/app-1234.js", { "Accept-Encoding": "gzip" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers["content-encoding"]).toBe("gzip");
  expect(head.body.length).toBe(0);
});

test("a browser revalidating by date gets 304 without a body", async () => {
  const first = await get("/_next/static/chunks/app-1234.js");
  const lastModified = first.headers["last-modified"] ?? "";
  expect(Date.parse(lastModified)).not.toBeNaN();
  const again = await get("/_next/static/chunks/app-1234.js", { "If-Modified-Since": lastModified });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  const older = await get("/_next/static/chunks/app-1234.js", {
    "If-Modified-Since": new Date(Date.parse(lastModified) - 60_000).toUTCString(),
  });
  expect(older.status).toBe(200);
});

test("missing files, other types, other methods and paths out of the folder are left to Next", async () => {
  const cases: [string, string][] = [
    ["GET", "/_next/static/chunks/missing.js"],
    ["GET", "/_next/static/chunks/data.json"],
    ["POST", "/_next/static/chunks/app-1234.js"],
    ["GET", "/_next/static/../outside.js"],
    ["GET", "/_next/static/chunks/%2e%2e/%2e%2e/outside.js"],
    ["GET", "/_next/data/app-1234.js"],
  ];
  for (const [method, urlPath] of cases) {
    const answer = await get(urlPath, {}, method);
    expect([method, urlPath, answer.status, answer.body.toString()]).toEqual([
      method,
      urlPath,
      404,
      "from next",
    ]);
  }
  expect(reachedNext).toHaveLength(cases.length);
});
