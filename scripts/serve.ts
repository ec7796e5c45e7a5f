// The server `npm start` runs in place of `next start`: Next's handler behind a Node server that sets the strict CSP
// (docs/decisions.md "A strict script-src from hashes") and answers itself requests Next would answer with a 500
// (lib/http-server/request-url.ts, lib/http-server/refused-requests.ts).
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
