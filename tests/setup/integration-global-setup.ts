// Starts one throw-away embedded PostgreSQL for the whole integration run and migrates it.
// Test files reach it through process.env.TEST_DATABASE_URL (inherited by jest workers).
import { chmod, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../lib/db/embedded-postgres";
import { migrate } from "../../lib/db/migrate";

declare global {
  var __integrationDatabase: { db: EmbeddedDatabase; root: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), "supplement-stack-it-"));
  await chmod(root, 0o755); // the 'postgres' user runs the server when we are root
  const db = await startEmbeddedPostgres({ dataDir: path.join(root, "pg"), preferredPort: 55432 });
  await migrate(db.url);
  process.env.TEST_DATABASE_URL = db.url;
  process.env.TEST_DATABASE_ROOT = root;
  globalThis.__integrationDatabase = { db, root };
}
