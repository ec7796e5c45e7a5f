// `npm run db:backup [-- <file>]` (docs/backups.md)
import path from "node:path";
import { backupDatabase } from "../lib/db/backup";
import { parseServerEnv } from "../lib/env";
import { MANAGED_DATABASE_MESSAGE, defaultBackupFile, withEmbeddedDatabase } from "./backup-target";

async function main(): Promise<void> {
  const env = parseServerEnv();
  if (env.DATABASE_URL) {
    console.error(MANAGED_DATABASE_MESSAGE);
    process.exit(2);
  }
  const [target] = process.argv.slice(2).filter((arg) => arg !== "--");
  const file = target ? path.resolve(target) : defaultBackupFile();
  const summary = await withEmbeddedDatabase(env, (url) => backupDatabase(url, file));
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${rows} rows from ${Object.keys(summary.tables).length} tables ` +
      `(schema at ${summary.migrations.at(-1) ?? "no migrations"}) to ${summary.file}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
