// Gives every answer of the app's HTTP server (scripts/serve.ts) the strict CSP
// (docs/decisions.md "A strict script-src from hashes"). An HTML answer is held back whole, so the
// policy can name the hashes of its allowlisted inline scripts before the headers go out; the body is
// sent unchanged (compressed answers are read through a decompressed copy). Held whole, it also gets its
// ETag here (SHA-1 of its bytes, native; next.config.mjs turns Next's own off, which hashed every page
// in JavaScript on every request: a quarter of the CPU of serving `/` from the cache, docs/benchmarks.md
// "Load"), and a GET whose If-None-Match has it gets 304. Other answers stream as before with the
// policy that allows no inline script. A 304 carries no policy, so the browser keeps
// the one stored with the page it revalidated (which matches that page's scripts).
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { CSP_HEADER } from "./csp-policy.mjs";
import { strictPolicyForHtml, strictPolicyWithoutInlineScripts } from "./strict-csp";

type Mode = "undecided" | "hold" | "pass";
type Callback = (error?: Error | null) => void;

/** The HTML text of a held answer, or undefined when its encoding is not one this server reads. */
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

/**
 * Policies of recent HTML bodies (docs/benchmarks.md "Strict CSP"): a static or cached page is the same
 * bytes on every request, so its scripts are read once. The key is the encoding plus the answer's ETag
 * (its own, else the one made here from its bytes). A key shared by two bodies can only give one the
 * other's policy, whose hashes are all of allowlisted texts: a script may then be refused, never one
 * outside the allowlist allowed.
 */
const policies = new LRUCache<string, string>({ max: 500 });

const encodingName = (encoding: unknown) => (typeof encoding === "string" ? encoding : "identity");

/** A strong ETag of the bytes sent (so a gzip and a plain copy of a page differ). */
function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether the request already has this representation (If-None-Match, as Next's own check reads it). */
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

/** Installs the strict CSP on `res`; call before handing the response to Next. */
export function enforceStrictCsp(res: ServerResponse): void {
  // Bound, so they can be called (and put back) as they were.
  const original = {
    writeHead: res.writeHead.bind(res),
    write: res.write.bind(res),
    end: res.end.bind(res),
    flushHeaders: res.flushHeaders.bind(res),
  };
  const chunks: Buffer[] = [];
  let mode: Mode = "undecided";

  /** Decided when the headers would go out: hold HTML, pass everything else. */
  const decide = (): Mode => {
    if (mode !== "undecided") return mode;
    const type = res.getHeader("content-type");
    if (res.statusCode === 304) {
      res.removeHeader(CSP_HEADER);
      mode = "pass";
    } else if (typeof type === "string" && /^\s*text\/html\b/i.test(type)) {
      mode = "hold";
    } else {
      res.setHeader(CSP_HEADER, strictPolicyWithoutInlineScripts());
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
    if (decide() === "pass") original.flushHeaders();
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
    if (typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    restore();
    return endHeldAnswer(res, Buffer.concat(chunks), done);
  };
}

/**
 * Sends a held HTML answer (`res` already restored): with its ETag (its own, else one of its bytes),
 * as 304 when the request already has it, else whole with the policy of its inline scripts.
 */
function endHeldAnswer(res: ServerResponse, body: Buffer, done: Callback | undefined): ServerResponse {
  const given = res.getHeader("etag");
  if (typeof given !== "string" && body.length === 0) {
    // No body to fingerprint (a HEAD request): no ETag, and no inline script to allow.
    res.setHeader(CSP_HEADER, strictPolicyWithoutInlineScripts());
    return done ? res.end(body, done) : res.end(body);
  }
  const etag = typeof given === "string" ? given : etagOf(body);
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
