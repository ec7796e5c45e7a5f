// Fresh, empty databases on the integration run's embedded PostgreSQL (tests/setup/integration-global-setup.ts).
import { randomBytes } from "node:crypto";
import pg from "pg";

export function integrationDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error("TEST_DATABASE_URL is not set: run integration tests with `npm run test:integration`");
  return url;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database (no migrations applied) and returns its URL. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `scratch_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(integrationDatabaseUrl(), "postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  await admin.end();
  return {
    url: withDatabase(integrationDatabaseUrl(), name),
    async drop() {
      const client = new pg.Client({ connectionString: withDatabase(integrationDatabaseUrl(), "postgres") });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}
