/** @jest-environment node */
// lib/security/strict-csp-response.ts, as scripts/serve.ts installs it: a real Node HTTP server whose
// handler answers the way Next does (headers set, then written in chunks, sometimes compressed); the
// HTML answer gets a policy with the hashes of its allowlisted scripts and its body unchanged.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { sha256Base64 } from "@/lib/security/inline-script-allowlist";
import { enforceStrictCsp } from "@/lib/security/strict-csp-response";

const BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const PUSH = 'self.__next_f.push([1,"0:[]\\n"])';
const PAGE = `<!DOCTYPE html><html><body><p>Hello</p><script>${BOOTSTRAP}</script><script>${PUSH}</script><script>alert(1)</script></body></html>`;
const FALLBACK = "script-src 'self' 'unsafe-inline'";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function fetchThrough(handler: Handler, init?: RequestInit): Promise<Response> {
  const server = createServer((req, res) => {
    res.setHeader("Content-Security-Policy", FALLBACK);
    enforceStrictCsp(res);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, init);
    await response.clone().arrayBuffer();
    return response;
  } finally {
    server.close();
  }
}

function scriptSrc(response: Response): string | undefined {
  return response.headers
    .get("content-security-policy")
    ?.split("; ")
    .find((directive) => directive.startsWith("script-src "));
}

const expectedScriptSrc = `script-src 'self' 'sha256-${sha256Base64(BOOTSTRAP)}' 'sha256-${sha256Base64(PUSH)}'`;

test("an HTML answer written in chunks gets the hashes of its allowlisted scripts only, body unchanged", async () => {
  const response = await fetchThrough((_req, res) => {
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.flushHeaders();
    res.write(PAGE.slice(0, 50));
    res.write(Buffer.from(PAGE.slice(50, 120)));
    res.end(PAGE.slice(120));
  });
  expect(response.status).toBe(200);
  expect(scriptSrc(response)).toBe(expectedScriptSrc);
  expect(await response.text()).toBe(PAGE);
});

test("a gzip-compressed HTML answer is read through a decompressed copy", async () => {
  const compressed = gzipSync(PAGE);
  const response = await fetchThrough((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
    res.write(compressed.subarray(0, 10));
    res.end(compressed.subarray(10));
  });
  expect(response.headers.get("content-encoding")).toBe("gzip");
  expect(scriptSrc(response)).toBe(expectedScriptSrc);
  expect(await response.text()).toBe(PAGE);
});

test("HTML in an encoding the server cannot read allows no inline script", async () => {
  const response = await fetchThrough((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "zstd" });
    res.end(Buffer.from([1, 2, 3]));
  });
  expect(scriptSrc(response)).toBe("script-src 'self'");
});

test("other answers stream unchanged with no inline script allowed", async () => {
  const response = await fetchThrough((_req, res) => {
    res.setHeader("Content-Type", "application/json");
    res.write('{"data":');
    res.end("1}");
  });
  expect(scriptSrc(response)).toBe("script-src 'self'");
  expect(await response.json()).toEqual({ data: 1 });
});

test("a 304 carries no policy, so the browser keeps the one stored with the page", async () => {
  const response = await fetchThrough((_req, res) => {
    res.statusCode = 304;
    res.setHeader("Content-Type", "text/html");
    res.end();
  });
  expect(response.status).toBe(304);
  expect(response.headers.get("content-security-policy")).toBeNull();
});

test("a repeated body reuses its policy; a changed body gets its own", async () => {
  const serve = (html: string) =>
    fetchThrough((_req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.end(html);
    });
  expect(scriptSrc(await serve(PAGE))).toBe(expectedScriptSrc);
  expect(scriptSrc(await serve(PAGE))).toBe(expectedScriptSrc);
  const withoutPush = PAGE.replace(`<script>${PUSH}</script>`, "");
  expect(scriptSrc(await serve(withoutPush))).toBe(`script-src 'self' 'sha256-${sha256Base64(BOOTSTRAP)}'`);
});

test("a body sharing another's ETag gets that page's policy, which allows none of its own scripts", async () => {
  const serve = (html: string) =>
    fetchThrough((_req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.setHeader("ETag", '"shared"');
      res.end(html);
    });
  const injected = "alert(2)".padEnd(PUSH.length, " ");
  const other = PAGE.replace(PUSH, injected);
  expect(other.length).toBe(PAGE.length);
  expect(scriptSrc(await serve(PAGE))).toBe(expectedScriptSrc);
  const policy = scriptSrc(await serve(other));
  expect(policy).toBe(expectedScriptSrc);
  expect(policy).not.toContain(sha256Base64(injected));
});

test("a page whose ETag was seen before streams through: its headers go out before its body ends", async () => {
  const etag = '"streams-through"';
  const first = await fetchThrough((_req, res) => {
    res.setHeader("Content-Type", "text/html");
    res.setHeader("ETag", etag);
    res.end(PAGE);
  });
  expect(scriptSrc(first)).toBe(expectedScriptSrc);

  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((_req, res) => {
    res.setHeader("Content-Security-Policy", FALLBACK);
    enforceStrictCsp(res);
    res.setHeader("Content-Type", "text/html");
    res.setHeader("ETag", etag);
    res.write(PAGE.slice(0, 80));
    void released.then(() => res.end(PAGE.slice(80)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const headersFirst = await Promise.race([
      fetch(`http://127.0.0.1:${port}/`),
      new Promise<"held">((resolve) => setTimeout(() => resolve("held"), 1000)),
    ]);
    if (headersFirst === "held") throw new Error("the answer was held until its body ended");
    expect(scriptSrc(headersFirst)).toBe(expectedScriptSrc);
    release();
    expect(await headersFirst.text()).toBe(PAGE);
  } finally {
    release();
    server.close();
  }
});
