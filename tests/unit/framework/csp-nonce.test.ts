/** @jest-environment node */
// Which answers of lib/framework/serve.ts get a nonce and which get hashes: every request carries a fresh nonce in
// its CSP header (where Next reads it), HTML rendered for the request streams under that nonce, and HTML Next
// served from its static/ISR cache is held and hashed as before.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getScriptNonceFromHeaders } from "next/dist/server/app-render/get-script-nonce-from-header";

import { sha256Base64 } from "@/lib/framework/inline-script-allowlist";
import { appRequestListener } from "@/lib/framework/request-listener";

const BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const SHELL = "<!DOCTYPE html><html><body><p>Loading…</p>";
const REST = `<p>Loaded</p><script>${BOOTSTRAP}</script></body></html>`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let port: number;
let handler: Handler;
/** The nonce Next would render with, as Next itself reads it from each request's headers. */
let seenNonces: (string | undefined)[];

beforeAll(async () => {
  server = createServer(
    appRequestListener((req, res) => {
      seenNonces.push(getScriptNonceFromHeaders(req.headers));
      handler(req, res);
      return Promise.resolve();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

beforeEach(() => {
  seenNonces = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Answer = {
  headers: IncomingMessage["headers"];
  body: string;
  firstChunk: string;
  endedBeforeFirst: boolean;
};

/** One GET; `ended()` tells whether the handler had finished when the first body bytes arrived. */
function get(headers: Record<string, string>, ended: () => boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/", headers }, (response) => {
      let body = "";
      let firstChunk: string | undefined;
      let endedBeforeFirst = false;
      response.on("data", (chunk: Buffer) => {
        if (firstChunk === undefined) {
          firstChunk = chunk.toString();
          endedBeforeFirst = ended();
        }
        body += chunk.toString();
      });
      response.on("end", () =>
        resolve({ headers: response.headers, body, firstChunk: firstChunk ?? "", endedBeforeFirst }),
      );
    })
      .on("error", reject)
      .end();
  });
}

function scriptSrc(headers: IncomingMessage["headers"]): string | undefined {
  const policy = headers["content-security-policy"];
  return typeof policy === "string"
    ? policy.split("; ").find((directive) => directive.startsWith("script-src "))
    : undefined;
}

/** Answers like Next: the shell first, the rest once the slow part is ready; `marks` are Next's cache headers. */
function streamPage(marks: Record<string, string> = {}): { ended: () => boolean } {
  let done = false;
  handler = (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    for (const [name, value] of Object.entries(marks)) res.setHeader(name, value);
    res.write(SHELL);
    setTimeout(() => {
      done = true;
      res.end(REST);
    }, 300);
  };
  return { ended: () => done };
}

test("HTML rendered for the request streams under the nonce Next was given, with 'strict-dynamic'", async () => {
  const page = streamPage();
  const answer = await get({}, page.ended);
  expect(answer.firstChunk.startsWith(SHELL)).toBe(true);
  expect(answer.endedBeforeFirst).toBe(false);
  expect(answer.body).toBe(SHELL + REST);
  const [nonce] = seenNonces;
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  expect(scriptSrc(answer.headers)).toBe(
    `script-src 'self' 'wasm-unsafe-eval' 'nonce-${nonce}' 'strict-dynamic'`,
  );
  expect(answer.headers.etag).toBeUndefined();
});

test("every request gets a new nonce, and a policy the client sent never reaches Next", async () => {
  const page = streamPage();
  const forged = "script-src 'nonce-chosenByTheClient'";
  const first = await get({ "Content-Security-Policy": forged }, page.ended);
  const second = await get({ "Content-Security-Policy-Report-Only": forged }, page.ended);
  expect(seenNonces).toHaveLength(2);
  expect(seenNonces).not.toContain("chosenByTheClient");
  expect(seenNonces[0]).not.toBe(seenNonces[1]);
  expect(scriptSrc(first.headers)).toContain(`'nonce-${seenNonces[0] ?? ""}'`);
  expect(scriptSrc(second.headers)).toContain(`'nonce-${seenNonces[1] ?? ""}'`);
});

test.each<Record<string, string>>([
  { "x-nextjs-cache": "HIT" },
  { "x-nextjs-cache": "STALE" },
  { "x-nextjs-prerender": "1" },
])("HTML from Next's static/ISR cache (%o) is held whole and gets hashes, no nonce", async (marks) => {
  const page = streamPage(marks);
  const answer = await get({}, page.ended);
  expect(answer.endedBeforeFirst).toBe(true);
  expect(answer.body).toBe(SHELL + REST);
  expect(scriptSrc(answer.headers)).toBe(
    `script-src 'self' 'wasm-unsafe-eval' 'sha256-${sha256Base64(BOOTSTRAP)}'`,
  );
  expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
});

test("answers that are not HTML allow no inline script, nonce or hash", async () => {
  handler = (_req, res) => {
    res.setHeader("Content-Type", "text/x-component");
    res.end("0:[]\n");
  };
  const answer = await get({}, () => true);
  expect(scriptSrc(answer.headers)).toBe("script-src 'self' 'wasm-unsafe-eval'");
});
