// Records each migration in Prisma's `_prisma_migrations`, so `prisma migrate deploy` stays usable.
// An advisory lock serialises runners; a changed applied migration (checksum mismatch) stops the run.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// Arbitrary but fixed: every runner of this project contends for the same lock.
const MIGRATION_LOCK_KEY = 72_410_913;

const DEFAULT_MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

// Prisma Migrate's own definition of its bookkeeping table.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

const MIGRATION_NAME = /^\d{14}_[a-z0-9_]+$/;

// Prisma's checksum is the SHA-256 of migration.sql.
export async function readMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrations: MigrationFile[] = [];
  for (const name of names) {
    if (!MIGRATION_NAME.test(name)) {
      throw new Error(
        `Migration folder "${name}" in ${dir} is not named <14-digit timestamp>_<snake_case_name>`,
      );
    }
    const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
    migrations.push({ name, sql, checksum: createHash("sha256").update(sql).digest("hex") });
  }
  return migrations;
}

export async function migrate(
  connectionString: string,
  options: { dir?: string; log?: (message: string) => void } = {},
): Promise<MigrationResult> {
  const log = options.log ?? (() => undefined);
  const migrations = await readMigrations(options.dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const { rows } = await client.query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
      }>(
        `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
      );
      const recorded = new Map(rows.map((row) => [row.migration_name, row]));
      const result: MigrationResult = { applied: [], alreadyApplied: [] };

      for (const migration of migrations) {
        const record = recorded.get(migration.name);
        if (record) {
          if (!record.finished_at) {
            throw new Error(
              `Migration ${migration.name} started but never finished; inspect the database before continuing.`,
            );
          }
          if (record.checksum !== migration.checksum) {
            throw new Error(
              `Migration ${migration.name} was changed after it was applied (checksum mismatch). ` +
                "Add a new migration instead of editing an applied one.",
            );
          }
          result.alreadyApplied.push(migration.name);
          continue;
        }
        await client.query("BEGIN");
        try {
          await client.query(migration.sql);
          await client.query(
            `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
             VALUES ($1, $2, $3, now(), now(), 1)`,
            [randomUUID(), migration.checksum, migration.name],
          );
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`Migration ${migration.name} failed and was rolled back: ${reason}`, {
            cause: error,
          });
        }
        log(`applied migration ${migration.name}`);
        result.applied.push(migration.name);
      }
      return result;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
