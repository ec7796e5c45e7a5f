// Fresh, empty databases on the integration run's embedded PostgreSQL (tests/setup/integration-global-setup.ts).
import { randomBytes } from "node:crypto";
import pg from "pg";

import { migrate } from "@/lib/db/migrate";
import { createDatabase, type Database } from "@/lib/db/prisma";
import { seedDatabase } from "@/prisma/seed";

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

export interface MigratedDatabase extends ScratchDatabase {
  /** A client of its own for the test's setup and assertions. */
  prisma: Database;
}

export type SeededDatabase = MigratedDatabase;

/**
 * A scratch database with the migrations applied, which the app's own client (`db()`, reading
 * DATABASE_URL on its first query) also uses. `drop()` disconnects both clients first.
 */
export async function createMigratedDatabase(): Promise<MigratedDatabase> {
  const scratch = await createScratchDatabase();
  await migrate(scratch.url);
  const prisma = createDatabase(scratch.url);
  process.env.DATABASE_URL = scratch.url;
  return {
    url: scratch.url,
    prisma,
    async drop() {
      await prisma.$disconnect();
      await (await import("@/lib/db/prisma")).db().$disconnect();
      await scratch.drop();
    },
  };
}

/** createMigratedDatabase() with the seed applied as well. */
export async function createSeededDatabase(): Promise<SeededDatabase> {
  const database = await createMigratedDatabase();
  await seedDatabase(database.url);
  return database;
}
