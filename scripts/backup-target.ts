// `npm start`'s running server is reached through postmaster.pid's port; otherwise this starts one and stops it after.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { startEmbeddedPostgres } from "../lib/db/embedded-postgres";
import type { ServerEnv } from "../lib/env";

const ROOT = path.resolve(__dirname, "..");

export const MANAGED_DATABASE_MESSAGE =
  "DATABASE_URL is set: this app's data lives in that PostgreSQL, whose provider backs it up (point-in-time " +
  "recovery and snapshots: see your provider's console, e.g. Neon, Supabase, RDS or Cloud SQL backups). " +
  "npm run db:backup and db:restore work on the embedded PostgreSQL only; for a database of your own, use " +
  "pg_dump and pg_restore of the same major version as the server. See docs/backups.md.";

const credentialsSchema = z.object({ password: z.string().min(1) });

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The port of a PostgreSQL already running on `dataDir` (postmaster.pid: pid on line 1, port on line 4). */
async function runningPort(dataDir: string): Promise<number | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n");
  } catch {
    return undefined;
  }
  const pid = z.coerce.number().int().positive().safeParse(lines[0]);
  const port = z.coerce.number().int().min(1).max(65535).safeParse(lines[3]);
  return pid.success && port.success && isAlive(pid.data) ? port.data : undefined;
}

export async function withEmbeddedDatabase<T>(env: ServerEnv, work: (url: string) => Promise<T>): Promise<T> {
  const dataDir = path.resolve(ROOT, env.EMBEDDED_PG_DIR);
  const port = await runningPort(dataDir);
  if (port !== undefined) {
    const credentials = credentialsSchema.parse(
      JSON.parse(await readFile(`${dataDir}.credentials.json`, "utf8")) as unknown,
    );
    const password = encodeURIComponent(credentials.password);
    return work(`postgresql://postgres:${password}@localhost:${port}/supplement_stack`);
  }
  const database = await startEmbeddedPostgres({ dataDir, preferredPort: env.EMBEDDED_PG_PORT });
  try {
    return await work(database.url);
  } finally {
    await database.stop();
  }
}

export function defaultBackupFile(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return path.join(ROOT, ".data", "backups", `backup-${stamp}.ndjson.gz`);
}
