import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { BUILD_ASSET_PREFIX, type BuildAssetAnswer } from "./build-assets";
import { appendSocketAddress } from "./client-address";
import { giveRequestNonce } from "./csp-nonce";
import { ALLOW_HEADER, refusedAnswer } from "./refused-requests";
import { decodableRequestUrl } from "./request-url";
import { enforceStrictCsp } from "./strict-csp-response";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface ListenerOptions {
  /** In development Next's own scripts need eval and change on every edit: no strict CSP there. */
  strictCsp?: boolean;
  /** The build's scripts and styles answered from memory (lib/framework/build-assets.ts). */
  buildAssets?: BuildAssetAnswer;
}

export function appRequestListener(
  handle: NextHandler,
  { strictCsp = true, buildAssets }: ListenerOptions = {},
): RequestListener {
  const toNext = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error("[serve] Unhandled error", error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
  return (req, res) => {
    appendSocketAddress(req);
    if (strictCsp) enforceStrictCsp(res, giveRequestNonce(req));
    req.url = decodableRequestUrl(req.url ?? "/");
    const refused = refusedAnswer(req.method, req.url);
    if (refused) {
      res.writeHead(refused.status, refused.headers).end(refused.body);
      return;
    }
    if (!buildAssets || !req.url.startsWith(BUILD_ASSET_PREFIX)) {
      toNext(req, res);
      return;
    }
    void buildAssets(req, res).then((answered) => {
      if (!answered) toNext(req, res);
    });
  };
}

export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW_HEADER}\r\n` +
      "Content-Length: 0\r\nConnection: close\r\n\r\n",
  );
}
