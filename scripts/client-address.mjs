// Preloaded into `next start` / `next dev` by scripts/start.ts: Next passes a client's own X-Forwarded-For through, so
// any client could choose the address the rate limits count. Every server appends the socket address, as a proxy does.
import http from "node:http";

export function appendSocketAddress(request) {
  const peer = request.socket.remoteAddress;
  if (!peer) return;
  const sent = request.headers["x-forwarded-for"];
  const previous = (Array.isArray(sent) ? sent.join(", ") : (sent ?? "")).trim();
  request.headers["x-forwarded-for"] = previous ? `${previous}, ${peer}` : peer;
}

const MARK = Symbol.for("supplement-stack.client-address");

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
