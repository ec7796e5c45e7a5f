import type pg from "pg";

// A deleted account's version bumps since the backup are unknown: move it past any it could have made.
const RETURNING_ACCOUNT_VERSION_STEP = 1_000;

export interface RestoredSessions {
  revocationsKept: number;
  accountsSignedOut: number;
}

export async function captureSessions(client: pg.Client): Promise<void> {
  await client.query(
    `CREATE TEMP TABLE restore_prior_versions ON COMMIT DROP AS SELECT id, session_version FROM users`,
  );
  await client.query(
    `CREATE TEMP TABLE restore_prior_revocations ON COMMIT DROP AS
       SELECT session_id, expires_at FROM revoked_sessions`,
  );
}

export async function reapplySessions(client: pg.Client): Promise<RestoredSessions> {
  const kept = await client.query(
    `INSERT INTO revoked_sessions (session_id, expires_at)
       SELECT session_id, expires_at FROM restore_prior_revocations
     ON CONFLICT (session_id) DO UPDATE SET expires_at = GREATEST(revoked_sessions.expires_at, EXCLUDED.expires_at)`,
  );
  // One past the later of the two versions: no session issued before the restore carries it.
  const signedOut = await client.query(
    `UPDATE users u SET session_version = COALESCE(
       (SELECT GREATEST(u.session_version, p.session_version) + 1 FROM restore_prior_versions p WHERE p.id = u.id),
       u.session_version + $1)`,
    [RETURNING_ACCOUNT_VERSION_STEP],
  );
  return { revocationsKept: kept.rowCount ?? 0, accountsSignedOut: signedOut.rowCount ?? 0 };
}
