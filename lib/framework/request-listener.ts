import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { AnswerMemo } from "./answer-memo";
import { BUILD_ASSET_PREFIX, type BuildAssetAnswer } from "./build-assets";
import { appendSocketAddress } from "./client-address";
import { giveRequestNonce } from "./csp-nonce";
import { ALLOW_HEADER, refusedAnswer } from "./refused-requests";
import { decodableRequestUrl } from "./request-url";
import { enforceStrictCsp } from "./strict-csp-response";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The address a page-cache rewrite sends a request to (path and query as sent), or null for none. */
export type PageCacheRewrite = (url: string) => Promise<string | null> | null;

interface ListenerOptions {
  /** In development Next's own scripts need eval and change on every edit: no strict CSP there. */
  strictCsp?: boolean;
  /** The build's scripts and styles answered from memory (lib/framework/build-assets.ts). */
  buildAssets?: BuildAssetAnswer;
  /** For first loads only: the client router's requests (the `rsc` header) keep Next's own rewrites. */
  rewrite?: PageCacheRewrite;
  /** GET answers the same for everyone, replayed from memory (lib/framework/answer-memo.ts). */
  memo?: AnswerMemo;
}

function rewriteFor(req: IncomingMessage, rewrite: PageCacheRewrite | undefined) {
  if (!rewrite || (req.method !== "GET" && req.method !== "HEAD") || req.headers.rsc !== undefined)
    return null;
  try {
    return rewrite(req.url ?? "/");
  } catch {
    // A throw here would end the process: the request goes on to Next unchanged instead.
    return null;
  }
}

export function appRequestListener(
  handle: NextHandler,
  { strictCsp = true, buildAssets, rewrite, memo }: ListenerOptions = {},
): RequestListener {
  const run = (req: IncomingMessage, res: ServerResponse) =>
    handle(req, res).catch((error: unknown) => {
      console.error("[serve] Unhandled error", error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  const toNext = (req: IncomingMessage, res: ServerResponse) => {
    const rewritten = rewriteFor(req, rewrite);
    if (!rewritten) {
      void run(req, res);
      return;
    }
    void rewritten
      .then((target) => {
        if (target) req.url = target;
      })
      .catch(() => undefined)
      .then(() => run(req, res));
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
    if (memo?.handles(req)) {
      void memo.answer(req, res).then((answered) => {
        if (answered) return;
        memo.remember(req, res);
        toNext(req, res);
      });
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
