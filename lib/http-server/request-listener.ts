import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { enforceStrictCsp } from "../security/strict-csp-response";
import { ALLOW_HEADER, refusedAnswer } from "./refused-requests";
import { decodableRequestUrl } from "./request-url";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function appRequestListener(handle: NextHandler): RequestListener {
  return (req, res) => {
    enforceStrictCsp(res);
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
