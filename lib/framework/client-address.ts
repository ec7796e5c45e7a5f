import type { IncomingMessage } from "node:http";

// Next passes a client's own X-Forwarded-For through, so any client could choose the address the rate limits count:
// the server appends the socket address, as a proxy does (lib/security/request.ts reads the list).
export function appendSocketAddress(request: IncomingMessage): void {
  const peer = request.socket.remoteAddress;
  if (!peer) return;
  const sent = request.headers["x-forwarded-for"];
  const previous = (Array.isArray(sent) ? sent.join(", ") : (sent ?? "")).trim();
  request.headers["x-forwarded-for"] = previous ? `${previous}, ${peer}` : peer;
}
