// Backups of the embedded PostgreSQL, made without pg_dump (docs/backups.md).
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { z } from "zod";
import { captureSessions, reapplySessions, type RestoredSessions } from "./restore-sessions";

const FORMAT = "supplement-stack-backup";
const FETCH_SIZE = 500;
const INSERT_BATCH = 500;

export interface BackupSummary {
  file: string;
  tables: Record<string, number>;
  migrations: string[];
}

export interface RestoreSummary {
  tables: Record<string, number>;
  sessions: RestoredSessions;
}

const headerSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  migrations: z.array(z.string().regex(/^\d{14}_[a-z0-9_]+$/)),
  sequences: z.array(z.object({ name: z.string().min(1).max(200), value: z.string().regex(/^-?\d+$/) })),
});
const rowLineSchema = z.object({ t: z.string().min(1).max(200), r: z.record(z.string(), z.unknown()) });
const endLineSchema = z.object({
  end: z.literal(true),
  tables: z.record(z.string(), z.number().int().min(0)),
});

async function dataTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '_prisma_migrations' ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows: record } = await client.query<{ present: boolean }>(
    "SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS present",
  );
  if (!record[0]?.present) return [];
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.name);
}

async function writeLine(out: NodeJS.WritableStream, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await once(out, "drain");
}

async function exportTable(client: pg.Client, table: string, out: NodeJS.WritableStream): Promise<number> {
  const ident = client.escapeIdentifier(table);
  await client.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${ident} t`,
  );
  const prefix = `{"t":${JSON.stringify(table)},"r":`;
  let count = 0;
  for (;;) {
    const { rows } = await client.query<{ j: string }>(`FETCH ${FETCH_SIZE} FROM backup_rows`);
    for (const row of rows) await writeLine(out, `${prefix}${row.j}}`);
    count += rows.length;
    if (rows.length < FETCH_SIZE) break;
  }
  await client.query("CLOSE backup_rows");
  return count;
}

async function exportSnapshot(
  client: pg.Client,
  out: NodeJS.WritableStream,
): Promise<Omit<BackupSummary, "file">> {
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    const migrations = await appliedMigrations(client);
    const { rows: sequences } = await client.query<{ name: string; value: string }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
        WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY sequencename`,
    );
    const header = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), migrations, sequences };
    await writeLine(out, JSON.stringify(header));
    const tables: Record<string, number> = {};
    for (const table of await dataTables(client)) tables[table] = await exportTable(client, table, out);
    await writeLine(out, JSON.stringify({ end: true, tables }));
    return { tables, migrations };
  } finally {
    await client.query("ROLLBACK");
  }
}

export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const sink = createWriteStream(partial, { mode: 0o600 });
  const finished = once(sink, "finish");
  gzip.pipe(sink);
  try {
    const summary = await exportSnapshot(client, gzip);
    gzip.end();
    await finished;
    await rename(partial, file);
    return { file, ...summary };
  } catch (error) {
    gzip.destroy();
    sink.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

class BackupFileError extends Error {
  constructor(file: string, reason: string) {
    super(`Cannot restore ${file}: ${reason}`);
    this.name = "BackupFileError";
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

interface RestoreState {
  tables: Set<string>;
  counts: Record<string, number>;
  batch: { table: string; rows: unknown[] } | undefined;
}

async function flush(client: pg.Client, state: RestoreState): Promise<void> {
  const batch = state.batch;
  state.batch = undefined;
  if (!batch || batch.rows.length === 0) return;
  const ident = client.escapeIdentifier(batch.table);
  const { rows: columns } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0
       AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${ident}`],
  );
  const list = columns.map((column) => client.escapeIdentifier(column.name)).join(", ");
  await client.query(
    `INSERT INTO ${ident} (${list}) OVERRIDING SYSTEM VALUE
       SELECT ${list} FROM json_populate_recordset(NULL::${ident}, $1::json)`,
    [JSON.stringify(batch.rows)],
  );
  state.counts[batch.table] = (state.counts[batch.table] ?? 0) + batch.rows.length;
}

async function restoreRow(
  client: pg.Client,
  state: RestoreState,
  file: string,
  value: unknown,
): Promise<void> {
  const row = rowLineSchema.safeParse(value);
  if (!row.success) throw new BackupFileError(file, "a line is neither a row nor the closing line");
  if (!state.tables.has(row.data.t))
    throw new BackupFileError(file, `it names an unknown table "${row.data.t}"`);
  if (state.batch?.table !== row.data.t || state.batch.rows.length >= INSERT_BATCH) {
    await flush(client, state);
    state.batch = { table: row.data.t, rows: [] };
  }
  state.batch.rows.push(row.data.r);
}

async function prepareRestore(client: pg.Client, file: string, first: unknown): Promise<RestoreState> {
  const header = headerSchema.safeParse(first);
  if (!header.success) throw new BackupFileError(file, "it is not a backup made by `npm run db:backup`");
  const migrations = await appliedMigrations(client);
  if (migrations.join() !== header.data.migrations.join()) {
    throw new BackupFileError(
      file,
      `it was made at migration ${header.data.migrations.at(-1) ?? "(none)"} but this database is at ` +
        `${migrations.at(-1) ?? "(none)"}; restore it with the app version that made it`,
    );
  }
  const tables = await dataTables(client);
  await captureSessions(client);
  // Rows are copied verbatim, derived columns included: neither triggers nor foreign-key checks may run.
  await client.query("SET LOCAL session_replication_role = replica");
  if (tables.length > 0)
    await client.query(`TRUNCATE ${tables.map((t) => client.escapeIdentifier(t)).join(", ")}`);
  for (const sequence of header.data.sequences) {
    await client.query("SELECT setval($1::regclass, $2::bigint)", [
      `public.${client.escapeIdentifier(sequence.name)}`,
      sequence.value,
    ]);
  }
  return { tables: new Set(tables), counts: {}, batch: undefined };
}

// readline would leave a read or decompression error unhandled; here it rejects the loop.
async function* readLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let pending = "";
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    const lines = (pending + decoder.decode(chunk, { stream: true })).split("\n");
    pending = lines.pop() ?? "";
    yield* lines;
  }
  pending += decoder.decode();
  if (pending !== "") yield pending;
}

async function restoreLines(client: pg.Client, file: string): Promise<Record<string, number>> {
  const lines = readLines(file);
  let state: RestoreState | undefined;
  let expected: Record<string, number> | undefined;
  for await (const line of lines) {
    if (expected) throw new BackupFileError(file, "it has lines after its closing line");
    const value = parseLine(line);
    if (!state) {
      state = await prepareRestore(client, file, value);
      continue;
    }
    const end = endLineSchema.safeParse(value);
    if (end.success) expected = end.data.tables;
    else await restoreRow(client, state, file, value);
  }
  if (!state || !expected) throw new BackupFileError(file, "it is incomplete (no closing line)");
  await flush(client, state);
  for (const [table, count] of Object.entries(expected)) {
    if ((state.counts[table] ?? 0) !== count)
      throw new BackupFileError(file, `table "${table}" is incomplete`);
  }
  return state.counts;
}

export async function restoreDatabase(url: string, file: string): Promise<RestoreSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const tables = await restoreLines(client, file);
    const sessions = await reapplySessions(client);
    await client.query("COMMIT");
    return { tables, sessions };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
