// The migration runner: records in _prisma_migrations, idempotent, race-free, atomic per migration.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrate, readMigrations } from "@/lib/db/migrate";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function writeMigration(dir: string, name: string, sql: string): Promise<void> {
  await mkdir(path.join(dir, name), { recursive: true });
  await writeFile(path.join(dir, name, "migration.sql"), sql);
}

describe("migrate", () => {
  let scratch: ScratchDatabase;
  let dir: string;

  beforeEach(async () => {
    scratch = await createScratchDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  });
  afterEach(async () => {
    await scratch.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it("applies the project's migrations once and records them as Prisma does", async () => {
    const first = await migrate(scratch.url);
    const shipped = await readMigrations();
    expect(first.applied).toEqual(shipped.map((migration) => migration.name));

    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      scratch.url,
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((row) => row.migration_name)).toEqual(first.applied);
    expect(rows.map((row) => row.checksum)).toEqual(shipped.map((migration) => migration.checksum));
    expect(rows.every((row) => row.finished_at instanceof Date && row.applied_steps_count === 1)).toBe(true);

    const second = await migrate(scratch.url);
    expect(second).toEqual({ applied: [], alreadyApplied: first.applied });
  });

  it("lets two runners start at once without applying anything twice", async () => {
    const [a, b] = await Promise.all([migrate(scratch.url), migrate(scratch.url)]);
    const shipped = (await readMigrations()).map((migration) => migration.name);
    // Whichever took the lock first applied everything; the other found it done.
    expect([...a.applied, ...b.applied].sort()).toEqual(shipped);
    const rows = await query<{ count: string }>(scratch.url, `SELECT count(*) FROM "_prisma_migrations"`);
    expect(Number(rows[0]?.count)).toBe(shipped.length);
  });

  it("rolls a failing migration back completely and keeps the ones before it", async () => {
    await writeMigration(dir, "20260101000000_first", `CREATE TABLE "first" ("id" INTEGER PRIMARY KEY);`);
    await writeMigration(
      dir,
      "20260102000000_broken",
      `CREATE TABLE "half" ("id" INTEGER); SELECT no_such_function();`,
    );

    await expect(migrate(scratch.url, { dir })).rejects.toThrow(
      /Migration 20260102000000_broken failed and was rolled back: .*no_such_function/,
    );

    const tables = await query<{ table_name: string }>(
      scratch.url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(["_prisma_migrations", "first"]);
    const recorded = await query<{ migration_name: string }>(
      scratch.url,
      `SELECT migration_name FROM "_prisma_migrations"`,
    );
    expect(recorded.map((row) => row.migration_name)).toEqual(["20260101000000_first"]);
  });

  it("refuses to continue when an applied migration was edited", async () => {
    await writeMigration(dir, "20260101000000_first", `CREATE TABLE "first" ("id" INTEGER PRIMARY KEY);`);
    await migrate(scratch.url, { dir });
    await writeMigration(dir, "20260101000000_first", `CREATE TABLE "first" ("id" BIGINT PRIMARY KEY);`);
    await expect(migrate(scratch.url, { dir })).rejects.toThrow(
      "Migration 20260101000000_first was changed after it was applied",
    );
  });

  it("rejects a migration folder that does not follow <timestamp>_<name>", async () => {
    await writeMigration(dir, "add-things", "SELECT 1;");
    await expect(migrate(scratch.url, { dir })).rejects.toThrow(/Migration folder "add-things"/);
  });
});
