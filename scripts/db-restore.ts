// `npm run db:restore -- <file> --yes` (docs/backups.md). Every account is signed out: the backup's sessions must not
// outlive sign-outs made since.
import path from "node:path";
import { restoreDatabase } from "../lib/db/backup";
import { parseServerEnv } from "../lib/env";
import { MANAGED_DATABASE_MESSAGE, withEmbeddedDatabase } from "./backup-target";

async function main(): Promise<void> {
  const env = parseServerEnv();
  if (env.DATABASE_URL) {
    console.error(MANAGED_DATABASE_MESSAGE);
    process.exit(2);
  }
  const args = process.argv.slice(2).filter((arg) => arg !== "--");
  const [file] = args.filter((arg) => !arg.startsWith("--"));
  if (!file || !args.includes("--yes")) {
    console.error(
      "Usage: npm run db:restore -- <backup file> --yes\n" +
        "Every row of the embedded database is replaced by the backup's (--yes confirms).",
    );
    process.exit(2);
  }
  const { tables, sessions } = await withEmbeddedDatabase(env, (url) =>
    restoreDatabase(url, path.resolve(file)),
  );
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  console.log(`Restored ${rows} rows into ${Object.keys(tables).length} tables from ${path.resolve(file)}`);
  console.log(
    `Signed out every session of all ${sessions.accountsSignedOut} accounts, so none ended since the backup ` +
      `comes back; ${sessions.revocationsKept} sign-outs recorded before the restore were kept. ` +
      "Everyone signs in again (with the password the backup holds).",
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
