// The strict CSP on every answer of lib/framework/serve.ts (docs/decisions.md "A strict script-src from hashes",
// "Nonces for per-request pages").
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { CSP_HEADER } from "../security/csp-policy.mjs";
import { strictPolicyForHtml, strictPolicyWithNonce, strictPolicyWithoutInlineScripts } from "./strict-csp";

type Mode = "undecided" | "hold" | "pass";
type Callback = (error?: Error | null) => void;

function decodedHtml(body: Buffer, encoding: unknown): string | undefined {
  const name = typeof encoding === "string" ? encoding.trim().toLowerCase() : "identity";
  try {
    if (name === "identity" || name === "") return body.toString("utf8");
    if (name === "gzip") return gunzipSync(body).toString("utf8");
    if (name === "deflate") return inflateSync(body).toString("utf8");
    if (name === "br") return brotliDecompressSync(body).toString("utf8");
  } catch {
    return undefined;
  }
  return undefined;
}

// A key shared by two bodies can only refuse a script, never allow one outside the allowlist.
const policies = new LRUCache<string, string>({ max: 500 });

const encodingName = (encoding: unknown) => (typeof encoding === "string" ? encoding : "identity");

function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

type HeldBody = { body: Buffer; etag: string };

// A cached page arrives as the same string on every request: its bytes and ETag are kept, not made again each time
// (a quarter of the server's time on /browse). Keyed by the text itself, so a changed page is a new entry.
const heldStrings = new LRUCache<string, HeldBody>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (held, text) => held.body.length + text.length * 2,
});
const MIN_HELD_STRING = 4096;

function heldString(text: string): HeldBody {
  const cached = heldStrings.get(text);
  if (cached) return cached;
  const body = Buffer.from(text, "utf8");
  const held = { body, etag: etagOf(body) };
  if (text.length >= MIN_HELD_STRING) heldStrings.set(text, held);
  return held;
}

function requestHas(req: IncomingMessage | undefined, etag: string): boolean {
  if (req?.method !== "GET" && req?.method !== "HEAD") return false;
  const ifNoneMatch = req.headers["if-none-match"];
  if (!ifNoneMatch || /(?:^|,)\s*no-cache\s*(?:$|,)/i.test(req.headers["cache-control"] ?? "")) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function policyForBody(body: Buffer, encoding: unknown, etag: string): string {
  const key = `${encodingName(encoding)} etag ${etag}`;
  const cached = policies.get(key);
  if (cached !== undefined) return cached;
  const html = decodedHtml(body, encoding);
  const policy = html === undefined ? strictPolicyWithoutInlineScripts() : strictPolicyForHtml(html);
  policies.set(key, policy);
  return policy;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.alloc(0);
}

function callbackOf(...args: unknown[]): Callback | undefined {
  const found = args.find((arg) => typeof arg === "function");
  return found as Callback | undefined;
}

function applyWriteHeadArguments(res: ServerResponse, args: unknown[]): void {
  const [status, second, third] = args;
  if (typeof status === "number") res.statusCode = status;
  if (typeof second === "string") res.statusMessage = second;
  const headers = typeof second === "string" ? third : second;
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      res.setHeader(String(headers[index]), headers[index + 1] as string);
    }
  } else if (headers && typeof headers === "object") {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
      if (value !== undefined) res.setHeader(name, value);
    }
  }
}

// Next marks what it served from the static/ISR cache; that HTML was rendered without this request's nonce.
function servedFromPrerender(res: ServerResponse): boolean {
  return res.hasHeader("x-nextjs-cache") || res.hasHeader("x-nextjs-prerender");
}

/** With the nonce given to the request (lib/framework/csp-nonce.ts), per-request HTML streams under it. */
export function enforceStrictCsp(res: ServerResponse, nonce?: string): void {
  const original = {
    writeHead: res.writeHead.bind(res),
    write: res.write.bind(res),
    end: res.end.bind(res),
    flushHeaders: res.flushHeaders.bind(res),
  };
  const chunks: Buffer[] = [];
  let mode: Mode = "undecided";

  const decide = (): Mode => {
    if (mode !== "undecided") return mode;
    const type = res.getHeader("content-type");
    if (res.statusCode === 304) {
      res.removeHeader(CSP_HEADER);
      mode = "pass";
    } else if (typeof type !== "string" || !/^\s*text\/html\b/i.test(type)) {
      res.setHeader(CSP_HEADER, strictPolicyWithoutInlineScripts());
      mode = "pass";
    } else if (nonce === undefined || servedFromPrerender(res)) {
      mode = "hold";
    } else {
      res.setHeader(CSP_HEADER, strictPolicyWithNonce(nonce));
      mode = "pass";
    }
    return mode;
  };
  const restore = () => Object.assign(res, original);

  res.writeHead = (...args: unknown[]) => {
    if (mode === "pass") return (original.writeHead as (...rest: unknown[]) => ServerResponse)(...args);
    applyWriteHeadArguments(res, args);
    if (decide() === "pass") original.writeHead(res.statusCode);
    return res;
  };
  res.flushHeaders = () => {
    if (decide() !== "pass") return;
    // Next flushes before piping the body: headers sent alone cost a write of their own on every API answer. They
    // go with the first chunk when it follows at once, else on the next turn of the event loop, as a stream needs.
    setImmediate(() => {
      if (!res.headersSent && !res.destroyed) original.flushHeaders();
    });
  };
  res.write = (chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (decide() === "pass")
      return (original.write as (...rest: unknown[]) => boolean)(chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = callbackOf(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  };
  res.end = (chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const done = callbackOf(chunk, encoding, callback);
    if (decide() === "pass") {
      restore();
      return (original.end as (...rest: unknown[]) => ServerResponse)(chunk, encoding, callback);
    }
    restore();
    if (chunks.length === 0 && typeof chunk === "string" && (encoding === undefined || encoding === "utf8")) {
      const held = heldString(chunk);
      return endHeldAnswer(res, held.body, done, held.etag);
    }
    if (typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    return endHeldAnswer(res, Buffer.concat(chunks), done);
  };
}

function endHeldAnswer(
  res: ServerResponse,
  body: Buffer,
  done: Callback | undefined,
  bodyEtag?: string,
): ServerResponse {
  const given = res.getHeader("etag");
  if (typeof given !== "string" && body.length === 0) {
    // No body to fingerprint (a HEAD request): no ETag, and no inline script to allow.
    res.setHeader(CSP_HEADER, strictPolicyWithoutInlineScripts());
    return done ? res.end(body, done) : res.end(body);
  }
  const etag = typeof given === "string" ? given : (bodyEtag ?? etagOf(body));
  res.setHeader("ETag", etag);
  if (res.statusCode === 200 && requestHas(res.req, etag)) {
    // Not modified: no body, and no policy (the browser keeps the one stored with the page).
    res.statusCode = 304;
    res.removeHeader("Content-Length");
    res.removeHeader(CSP_HEADER);
    return done ? res.end(done) : res.end();
  }
  res.setHeader(CSP_HEADER, policyForBody(body, res.getHeader("content-encoding"), etag));
  return done ? res.end(body, done) : res.end(body);
}
