// Reads the e2e server's dev outbox straight from its embedded PostgreSQL (the /dev/outbox page is
// development-only and e2e runs the production build). The port comes from the server's own
// postmaster.pid, the password from the credentials file beside the data directory.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const DATA_DIR = path.resolve(".data/e2e-postgres");

/** The e2e server's database (for test set-up that no screen offers). */
export function databaseUrl(): string {
  const port = readFileSync(path.join(DATA_DIR, "postmaster.pid"), "utf8").split("\n")[3]?.trim();
  const { password } = JSON.parse(readFileSync(`${DATA_DIR}.credentials.json`, "utf8")) as {
    password: string;
  };
  return `postgresql://postgres:${encodeURIComponent(password)}@localhost:${port}/supplement_stack`;
}

/**
 * Forgets the per-address rate-limit counters. The e2e database outlives a local run, and the
 * sign-up limit (20 an hour per address) would otherwise be reached by running the suite a few
 * times in an hour. Per-email and per-user counters are left alone: each run's emails are new, and
 * a test counting sign-in attempts in a parallel worker must not see its counter vanish.
 */
export async function resetRateLimits(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query("DELETE FROM rate_limit_buckets WHERE key LIKE '%:ip:%'");
  } finally {
    await client.end();
  }
}

/** The first link in the newest email to `to` whose text matches `pattern` (waits up to 10 s). */
export async function linkFromOutbox(to: string, pattern: RegExp): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await client.query<{ text: string }>(
        "SELECT text FROM dev_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 5",
        [to.toLowerCase()],
      );
      for (const row of rows) {
        const match = row.text.match(pattern);
        if (match) return match[0];
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No email to ${to} with a link matching ${pattern}`);
  } finally {
    await client.end();
  }
}
