// The server `npm start` and `npm run dev` run in place of `next start`/`next dev` (README.md in this folder).
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { cachedBrowsePath } from "../catalogue/browse-views";
import { databaseReachable } from "../db/outage";
import { parseServerEnv } from "../env";
import { answerMemo } from "./answer-memo";
import { isSharedPage } from "./shared-pages";
import { buildAssetAnswer } from "./build-assets";
import { appRequestListener, refuseConnect, type PageCacheRewrite } from "./request-listener";

const ROOT = path.resolve(__dirname, "..", "..");
// Beyond the tag invalidations that drop them at once; Next's own caches renew within 10 minutes.
const MEMO_MS = 10_000;

// The cached /browse views without the proxy's run and Next's second routing pass (docs/benchmarks.md "Load"); while
// the database is away the request goes on unchanged, so proxy.ts answers with its outage page as before.
function browseViewRewrite(databaseUrl: string | undefined): PageCacheRewrite {
  return (url) => {
    const target = cachedBrowsePath(url);
    if (target === null) return null;
    return databaseReachable(databaseUrl).then((reachable) => (reachable ? target : null));
  };
}

async function main(): Promise<void> {
  const { PORT, NODE_ENV, DATABASE_URL } = parseServerEnv();
  const dev = NODE_ENV === "development";
  const app = next({ dev, dir: ROOT, port: PORT, webpack: true });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer(
    appRequestListener(handle, {
      strictCsp: !dev,
      buildAssets: dev ? undefined : buildAssetAnswer(path.join(ROOT, ".next", "static")),
      rewrite: browseViewRewrite(DATABASE_URL),
      // The search and the cached pages (the landing page, product pages, the common /browse views) depend on the
      // address alone and renew with the catalogue's cache tags.
      memo: dev
        ? undefined
        : answerMemo({
            paths: ["/api/supplements"],
            pages: isSharedPage,
            ttlMs: MEMO_MS,
          }),
    }),
  );
  // Idle keep-alive sockets stay open longer than a load balancer's or client's idle timeout (60 s is common), so the
  // server does not close one just as a request is sent on it (the client sees ECONNRESET or a 502).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on("connect", refuseConnect);
  // Hot reloading's WebSocket.
  if (dev) {
    const upgrade = app.getUpgradeHandler();
    server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));
  }
  const stop = () => {
    server.close();
    server.closeIdleConnections();
    void app.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  server.listen(PORT, () =>
    console.log(`[serve] Ready on port ${PORT} (${dev ? "development" : "strict CSP"})`),
  );
}

main().catch((error: unknown) => {
  console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
