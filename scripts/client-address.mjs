// Preloaded into the `next start` / `next dev` processes by scripts/start.ts (node --import): Next copies a
// client's own X-Forwarded-For header through unchanged and keeps the socket address only when there is none,
// so any client could choose the address the rate limits count (issue 15, item 1). Every HTTP server created in
// the process gets a first 'request' listener that appends the socket address to X-Forwarded-For, as a proxy
// does; lib/security/request.ts then reads the chain from the right, trusting TRUSTED_PROXIES entries.
import http from "node:http";

/** Appends the peer's address to the request's X-Forwarded-For chain (the header is created when absent). */
export function appendSocketAddress(request) {
  const peer = request.socket.remoteAddress;
  if (!peer) return;
  const sent = request.headers["x-forwarded-for"];
  const previous = (Array.isArray(sent) ? sent.join(", ") : (sent ?? "")).trim();
  request.headers["x-forwarded-for"] = previous ? `${previous}, ${peer}` : peer;
}

const MARK = Symbol.for("supplement-stack.client-address");

/** Makes every server the module's createServer returns append the socket address before any other listener. */
export function installClientAddress(httpModule) {
  if (httpModule[MARK]) return;
  const createServer = httpModule.createServer;
  httpModule.createServer = function createServerWithClientAddress(...args) {
    const server = createServer.apply(this, args);
    server.prependListener("request", appendSocketAddress);
    return server;
  };
  httpModule[MARK] = true;
}

installClientAddress(http);
