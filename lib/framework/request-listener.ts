import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { appendSocketAddress } from "./client-address";
import { giveRequestNonce } from "./csp-nonce";
import { ALLOW_HEADER, refusedAnswer } from "./refused-requests";
import { decodableRequestUrl } from "./request-url";
import { enforceStrictCsp } from "./strict-csp-response";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** In development Next's own scripts need eval and change on every edit: no strict CSP there. */
export function appRequestListener(handle: NextHandler, { strictCsp = true } = {}): RequestListener {
  return (req, res) => {
    appendSocketAddress(req);
    if (strictCsp) enforceStrictCsp(res, giveRequestNonce(req));
    req.url = decodableRequestUrl(req.url ?? "/");
    const refused = refusedAnswer(req.method, req.url);
    if (refused) {
      res.writeHead(refused.status, refused.headers).end(refused.body);
      return;
    }
    handle(req, res).catch((error: unknown) => {
      console.error("[serve] Unhandled error", error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
}

export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW_HEADER}\r\n` +
      "Content-Length: 0\r\nConnection: close\r\n\r\n",
  );
}
