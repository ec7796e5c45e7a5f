// The production HTTP server `npm start` runs (scripts/start.ts starts it in place of `next start`):
// Next's request handler (its custom-server API) behind a Node HTTP server that gives every answer the
// strict Content-Security-Policy (lib/security/strict-csp-response.ts; docs/decisions.md "A strict
// script-src from hashes"). Everything else is Next's own serving: the static/ISR cache, compression,
// next.config.mjs headers, proxy.ts. A path Next cannot decode (/api/stacks/%ff) is passed on with its
// "%" escaped, so the route answers for it instead of Next's bare 500 (lib/http-server/request-url.ts);
// a method the app does not serve (TRACE) is a 405 and a page address with NUL a 400, both answered
// here, since Next would answer 500 (lib/http-server/refused-requests.ts).
// PORT comes from lib/env.ts; scripts/start.ts sets the rest of the environment and preloads
// scripts/client-address.mjs, which appends the socket address to X-Forwarded-For in this server too
// (it wraps http.createServer).
// SIGTERM / SIGINT: stop accepting connections, let Next close, exit 0.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { parseServerEnv } from "../lib/env";
import { appRequestListener, refuseConnect } from "../lib/http-server/request-listener";

const ROOT = path.resolve(__dirname, "..");

async function main(): Promise<void> {
  const { PORT } = parseServerEnv();
  const app = next({ dev: false, dir: ROOT, port: PORT, webpack: true });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer(appRequestListener(handle));
  server.on("connect", refuseConnect);
  const stop = () => {
    server.close();
    server.closeIdleConnections();
    void app.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  server.listen(PORT, () => console.log(`[serve] Ready on port ${PORT} (strict CSP)`));
}

main().catch((error: unknown) => {
  console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
