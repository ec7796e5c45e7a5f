// `npm run db:backup` / `db:restore` (lib/db/backup.ts, docs/backups.md): a backup taken while the database
// keeps taking writes is one consistent snapshot, and a restore reproduces every table exactly (derived
// columns, NUL-free text, timestamps, enums, arrays); a backup from another schema or a damaged file is
// refused and leaves the target untouched.
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { backupDatabase, restoreDatabase } from "@/lib/db/backup";
import { migrate } from "@/lib/db/migrate";
import { seedDatabase } from "@/prisma/seed";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

let dir: string;
let source: ScratchDatabase;
let target: ScratchDatabase;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "backup-test-"));
  source = await createScratchDatabase();
  target = await createScratchDatabase();
  await migrate(source.url);
  await migrate(target.url);
  await seedDatabase(source.url);
}, 180_000);
afterAll(async () => {
  await source.drop();
  await target.drop();
  await rm(dir, { recursive: true, force: true });
});

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Every table's rows as one digest, so two databases compare exactly — but for the users' session
 * versions, which a restore moves on on purpose (lib/db/restore-sessions.ts).
 */
function fingerprint(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ digest: string }>(
        `SELECT md5(coalesce(string_agg(x, E'\\n' ORDER BY x), '')) || ':' || count(*) AS digest
           FROM (SELECT (to_jsonb(t) - 'session_version')::text AS x FROM ${client.escapeIdentifier(name)} t) s`,
      );
      digests[name] = rows[0]?.digest ?? "";
    }
    return digests;
  });
}

/** Writes pairs of contact messages, each pair in one transaction, until stopped. */
function startWriter(url: string): { stop(): Promise<number> } {
  let running = true;
  const done = withClient(url, async (client) => {
    let pairs = 0;
    while (running) {
      await client.query("BEGIN");
      for (let i = 0; i < 2; i += 1) {
        await client.query(
          `INSERT INTO contact_messages (id, name, email, subject, message) VALUES ($1, 'Writer', 'w@example.com', 'Pair', 'x')`,
          [randomUUID()],
        );
      }
      await client.query("COMMIT");
      pairs += 1;
    }
    return pairs;
  });
  return {
    stop: () => {
      running = false;
      return done;
    },
  };
}

it("takes a consistent backup while writes go on, and restores it exactly", async () => {
  const writer = startWriter(source.url);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const during = await backupDatabase(source.url, path.join(dir, "during.ndjson.gz"));
  expect(await writer.stop()).toBeGreaterThan(0);
  // Only whole transactions are in the snapshot: the pairs are never split.
  expect((during.tables.contact_messages ?? 0) % 2).toBe(0);
  expect(during.tables.supplements).toBeGreaterThan(0);

  const { tables: counts } = await restoreDatabase(target.url, during.file);
  for (const [table, count] of Object.entries(during.tables)) expect(counts[table] ?? 0).toBe(count);

  // Quiet now: a second backup restored over the first reproduces the source exactly.
  const after = await backupDatabase(source.url, path.join(dir, "after.ndjson.gz"));
  await restoreDatabase(target.url, after.file);
  expect(await fingerprint(target.url)).toEqual(await fingerprint(source.url));
}, 120_000);

it("keeps answering reads on the target while the restore runs", async () => {
  const file = path.join(dir, "serving.ndjson.gz");
  await backupDatabase(source.url, file);
  const reads = withClient(target.url, async (client) => {
    const seen: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      seen.push(
        Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM supplements")).rows[0]?.n),
      );
    }
    return seen;
  });
  await restoreDatabase(target.url, file);
  const expected = Number(
    await withClient(
      source.url,
      async (c) => (await c.query<{ n: string }>("SELECT count(*) AS n FROM supplements")).rows[0]?.n,
    ),
  );
  for (const n of await reads) expect(n).toBe(expected);
}, 60_000);

it("refuses a backup from another schema or a damaged file and leaves the data as it was", async () => {
  const before = await fingerprint(target.url);
  const good = path.join(dir, "good.ndjson.gz");
  await backupDatabase(source.url, good);

  const otherSchema = path.join(dir, "other-schema.ndjson.gz");
  const header = { format: "supplement-stack-backup", version: 1, createdAt: new Date().toISOString() };
  await writeFile(
    otherSchema,
    gzipSync(`${JSON.stringify({ ...header, migrations: ["20200101000000_old"], sequences: [] })}\n`),
  );
  await expect(restoreDatabase(target.url, otherSchema)).rejects.toThrow(
    /made at migration 20200101000000_old/,
  );

  const truncated = path.join(dir, "truncated.ndjson.gz");
  const lines = gunzipSync(await readFile(good))
    .toString("utf8")
    .trimEnd()
    .split("\n");
  await writeFile(truncated, gzipSync(lines.slice(0, -5).join("\n")));
  await expect(restoreDatabase(target.url, truncated)).rejects.toThrow(/incomplete/);

  const unknownTable = path.join(dir, "unknown-table.ndjson.gz");
  await writeFile(unknownTable, gzipSync([lines[0], '{"t":"pg_authid","r":{}}'].join("\n")));
  await expect(restoreDatabase(target.url, unknownTable)).rejects.toThrow(/unknown table "pg_authid"/);

  const garbage = path.join(dir, "garbage.ndjson.gz");
  await writeFile(garbage, "not gzip at all");
  await expect(restoreDatabase(target.url, garbage)).rejects.toThrow();

  expect(await fingerprint(target.url)).toEqual(before);
}, 60_000);

it("keeps the sign-outs made since the backup and signs every account out, and says so", async () => {
  const user = (email: string) =>
    withClient(source.url, (client) =>
      client.query(
        `INSERT INTO users (id, email, first_name, last_name, password_hash, terms_accepted_at, adult_confirmed_at, updated_at)
         VALUES ($1, $2, 'Restored', 'User', 'x', now(), now(), now())`,
        [randomUUID(), email],
      ),
    );
  const [stays, leaves] = [`stays-${randomUUID()}@example.com`, `leaves-${randomUUID()}@example.com`];
  await user(stays);
  await user(leaves);
  const file = path.join(dir, "sessions.ndjson.gz");
  await backupDatabase(source.url, file);
  await restoreDatabase(target.url, file);

  // After the backup: a sign-out, three "sign out everywhere"s, and an account bumped then deleted.
  const signedOut = randomUUID();
  await withClient(target.url, async (client) => {
    await client.query(
      `INSERT INTO revoked_sessions (session_id, expires_at) VALUES ($1, now() + interval '30 days')`,
      [signedOut],
    );
    await client.query("UPDATE users SET session_version = 3 WHERE email = $1", [stays]);
    await client.query("DELETE FROM users WHERE email = $1", [leaves]);
  });

  const { sessions } = await restoreDatabase(target.url, file);
  const accounts = await withClient(target.url, async (client) => {
    const { rows } = await client.query<{ email: string; session_version: number }>(
      "SELECT email, session_version FROM users",
    );
    return new Map(rows.map((row) => [row.email, row.session_version]));
  });
  expect(sessions).toEqual({ revocationsKept: 1, accountsSignedOut: accounts.size });
  // Past the version of any session issued before the restore.
  expect(accounts.get(stays)).toBe(4);
  expect(accounts.get(leaves)).toBeGreaterThan(100);
  const revoked = await withClient(target.url, (client) =>
    client.query("SELECT 1 FROM revoked_sessions WHERE session_id = $1", [signedOut]),
  );
  expect(revoked.rowCount).toBe(1);
}, 60_000);
