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

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: withDatabase(integrationDatabaseUrl(), "postgres") });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database (no migrations applied), or a copy of a template, and returns its URL. */
export async function createScratchDatabase(template?: string): Promise<ScratchDatabase> {
  const name = `scratch_${randomBytes(6).toString("hex")}`;
  await withAdmin((admin) =>
    admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(name)}${template ? ` TEMPLATE ${admin.escapeIdentifier(template)}` : ""}`,
    ),
  );
  return {
    url: withDatabase(integrationDatabaseUrl(), name),
    drop: () =>
      withAdmin(async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
      }),
  };
}

// Migrating and seeding cost about a second each time; each is done once per run into a template database
// (the first worker to need it builds it under a lock), and every test database is a copy.
const TEMPLATES = { migrated: 1_001, seeded: 1_002 } as const;

async function template(kind: keyof typeof TEMPLATES): Promise<string> {
  const name = `template_${kind}`;
  return withAdmin(async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATES[kind]]);
    try {
      const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (rowCount) return name;
      const building = await createScratchDatabase(
        kind === "seeded" ? await template("migrated") : undefined,
      );
      if (kind === "seeded") await seedDatabase(building.url);
      else await migrate(building.url);
      const buildingName = new URL(building.url).pathname.slice(1);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
        buildingName,
      ]);
      await admin.query(
        `ALTER DATABASE ${admin.escapeIdentifier(buildingName)} RENAME TO ${admin.escapeIdentifier(name)}`,
      );
      return name;
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATES[kind]]);
    }
  });
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
export async function createMigratedDatabase(
  kind: keyof typeof TEMPLATES = "migrated",
): Promise<MigratedDatabase> {
  const scratch = await createScratchDatabase(await template(kind));
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
export function createSeededDatabase(): Promise<SeededDatabase> {
  return createMigratedDatabase("seeded");
}
