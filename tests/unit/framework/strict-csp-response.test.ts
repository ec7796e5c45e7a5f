/** @jest-environment node */
// lib/framework/strict-csp-response.ts, as lib/framework/serve.ts installs it: a real Node HTTP server whose
// handler answers the way Next does (headers set, then written in chunks, sometimes compressed); the
// HTML answer gets a policy with the hashes of its allowlisted scripts and its body unchanged.
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { sha256Base64 } from "@/lib/framework/inline-script-allowlist";
import { enforceStrictCsp } from "@/lib/framework/strict-csp-response";

const BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const PUSH = 'self.__next_f.push([1,"0:[]\\n"])';
const PAGE = `<!DOCTYPE html><html><body><p>Hello</p><script>${BOOTSTRAP}</script><script>${PUSH}</script><script>alert(1)</script></body></html>`;
const FALLBACK = "script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Runs `run` against a server whose handler answers through enforceStrictCsp, then closes it. */
async function withServer<T>(handler: Handler, run: (port: number) => Promise<T>): Promise<T> {
  const server = createServer((req, res) => {
    res.setHeader("Content-Security-Policy", FALLBACK);
    enforceStrictCsp(res);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await run(port);
  } finally {
    server.close();
  }
}

function fetchThrough(handler: Handler, init?: RequestInit): Promise<Response> {
  return withServer(handler, async (port) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, init);
    await response.clone().arrayBuffer();
    return response;
  });
}

/**
 * A GET with exactly these headers (fetch adds "Cache-Control: no-cache" to a request carrying
 * If-None-Match, which a browser revalidating its cached page does not).
 */
function getThrough(
  handler: Handler,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }> {
  return withServer(
    handler,
    (port) =>
      new Promise((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/", headers }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        })
          .on("error", reject)
          .end();
      }),
  );
}

function scriptSrc(response: Response): string | undefined {
  return response.headers
    .get("content-security-policy")
    ?.split("; ")
    .find((directive) => directive.startsWith("script-src "));
}

const expectedScriptSrc = `script-src 'self' 'wasm-unsafe-eval' 'sha256-${sha256Base64(BOOTSTRAP)}' 'sha256-${sha256Base64(PUSH)}'`;

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
  expect(scriptSrc(response)).toBe("script-src 'self' 'wasm-unsafe-eval'");
});

test("other answers stream unchanged with no inline script allowed", async () => {
  const response = await fetchThrough((_req, res) => {
    res.setHeader("Content-Type", "application/json");
    res.write('{"data":');
    res.end("1}");
  });
  expect(scriptSrc(response)).toBe("script-src 'self' 'wasm-unsafe-eval'");
  expect(await response.json()).toEqual({ data: 1 });
});

test("a streamed answer's flushed headers reach the client before its first chunk", async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await withServer(
    (_req, res) => {
      res.setHeader("Content-Type", "text/event-stream");
      res.flushHeaders();
      void held.then(() => res.end("data: 1\n\n"));
    },
    async (port) => {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.headers.get("content-type")).toBe("text/event-stream");
      expect(scriptSrc(response)).toBe("script-src 'self' 'wasm-unsafe-eval'");
      release();
      expect(await response.text()).toBe("data: 1\n\n");
    },
  );
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
  expect(scriptSrc(await serve(withoutPush))).toBe(
    `script-src 'self' 'wasm-unsafe-eval' 'sha256-${sha256Base64(BOOTSTRAP)}'`,
  );
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

test("an HTML answer gets a strong ETag of its bytes, and a GET that already has it gets 304 with no policy", async () => {
  const page = (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("Content-Type", "text/html");
    res.setHeader("Content-Length", Buffer.byteLength(PAGE));
    res.end(PAGE);
  };
  const first = await fetchThrough(page);
  const etag = first.headers.get("etag");
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect((await fetchThrough(page)).headers.get("etag")).toBe(etag);

  const again = await getThrough(page, { "If-None-Match": `W/"other", ${etag ?? ""}` });
  expect(again.status).toBe(304);
  expect(again.headers["content-security-policy"]).toBeUndefined();
  expect(again.headers.etag).toBe(etag);
  expect(again.body).toBe("");

  const changed = await getThrough(page, { "If-None-Match": '"something-else"' });
  expect(changed.status).toBe(200);
  expect(changed.headers["content-security-policy"]).toContain(expectedScriptSrc);
  expect(changed.body).toBe(PAGE);

  const reload = await getThrough(page, { "If-None-Match": etag ?? "", "Cache-Control": "no-cache" });
  expect(reload.status).toBe(200);

  // Next answers HEAD without a body: nothing to fingerprint, so no ETag rather than the empty body's.
  const head = await fetchThrough(
    (req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.end(req.method === "HEAD" ? undefined : PAGE);
    },
    { method: "HEAD" },
  );
  expect(head.status).toBe(200);
  expect(head.headers.get("etag")).toBeNull();
});

test("a compressed copy of a page has its own ETag", async () => {
  const plain = await fetchThrough((_req, res) => {
    res.setHeader("Content-Type", "text/html");
    res.end(PAGE);
  });
  const compressed = await fetchThrough((_req, res) => {
    res.setHeader("Content-Type", "text/html");
    res.setHeader("Content-Encoding", "gzip");
    res.end(gzipSync(PAGE));
  });
  expect(compressed.headers.get("etag")).not.toBe(plain.headers.get("etag"));
  expect(scriptSrc(compressed)).toBe(expectedScriptSrc);
});

test("a large page sent again as the same text keeps its ETag and policy; a changed one gets its own", async () => {
  const large = PAGE.replace("<p>Hello</p>", `<p>${"é".repeat(5000)}</p>`);
  const serve = (html: string) =>
    fetchThrough((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(html);
    });
  const first = await serve(large);
  const again = await serve(large);
  expect(await again.text()).toBe(large);
  expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
  expect(scriptSrc(again)).toBe(expectedScriptSrc);

  const changed = large.replace(`<script>${PUSH}</script>`, "<script>alert(3)</script>");
  const other = await serve(changed);
  expect(await other.text()).toBe(changed);
  expect(other.headers.get("etag")).not.toBe(first.headers.get("etag"));
  expect(scriptSrc(other)).toBe(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${sha256Base64(BOOTSTRAP)}'`);
});
