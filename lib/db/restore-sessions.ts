// Sessions across a restore (docs/backups.md "Sessions after a restore"). A backup holds the session
// versions and sign-outs of its moment, so restoring it alone would bring back every session ended
// since: the sign-outs (revoked_sessions) and the "sign out everywhere", password and deletion version
// bumps. So the restore keeps the sign-outs it found and signs every account out.
import type pg from "pg";

/**
 * An account deleted after the backup comes back with its backup version, and its version bumps since
 * are unknown: it moves this far past, beyond any number of them it could have made meanwhile.
 */
const RETURNING_ACCOUNT_VERSION_STEP = 1_000;

export interface RestoredSessions {
  /** Sign-outs recorded before the restore and kept after it. */
  revocationsKept: number;
  /** Accounts whose every session the restore ended. */
  accountsSignedOut: number;
}

/** Before the tables are emptied: what the database knows about sessions now (dropped at commit). */
export async function captureSessions(client: pg.Client): Promise<void> {
  await client.query(
    `CREATE TEMP TABLE restore_prior_versions ON COMMIT DROP AS SELECT id, session_version FROM users`,
  );
  await client.query(
    `CREATE TEMP TABLE restore_prior_revocations ON COMMIT DROP AS
       SELECT session_id, expires_at FROM revoked_sessions`,
  );
}

/** After the backup's rows are in: the sign-outs made since come back, and every account signs in again. */
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
