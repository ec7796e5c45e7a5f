// `npm run db:migrate`: applies pending migrations to DATABASE_URL (see lib/db/migrate.ts).
import { migrate } from "../lib/db/migrate";
import { parseServerEnv } from "../lib/env";

async function main(): Promise<void> {
  const url = parseServerEnv().DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set. `npm start` migrates the embedded database by itself.");
  }
  const result = await migrate(url, { log: console.log });
  console.log(
    `${result.applied.length} migration(s) applied, ${result.alreadyApplied.length} already applied.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
