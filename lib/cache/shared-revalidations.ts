// Revalidations of the page cache shared by every instance on one database
// (docs/running-several-instances.md "Cached pages").
//
// Each instance keeps its own ISR cache (memory and disk). When an instance revalidates a tag or a
// path (revalidatePath is a tag, `_N_T_<path>`), the cache handler (lib/cache/shared-cache-handler.mjs)
// records it here, and every instance reads the rows newer than the last it saw, at most once a
// second, before it looks a page up; a revalidation made elsewhere is then applied to its own cache,
// so the page is regenerated on its next request there too. The handler is plain JavaScript loaded
// by Next outside the app's bundles, so this module hands it the coordinator through globalThis
// (registered by instrumentation.ts).
import { LRUCache } from "lru-cache";

import { serverEnv } from "@/lib/env";
import { db, type Database } from "@/lib/db/prisma";

/** A revalidation made on some instance: its tag and, for revalidateTag with a profile, the expiry. */
export interface TagRevalidation {
  tag: string;
  expireSeconds: number | null;
}

/** What the cache handler uses; every method is safe to call when the database is unavailable. */
export interface SharedRevalidations {
  /** Records revalidations made by this instance, so that the others apply them. */
  record(tags: readonly string[], expireSeconds?: number): Promise<void>;
  /**
   * Applies the revalidations recorded by other instances since the last read; reads the database
   * at most once per interval, and callers that arrive during a read wait for that read, but never
   * longer than a quarter of a second (a slower read is applied when it completes).
   */
  refresh(apply: (revalidations: TagRevalidation[]) => Promise<void>): Promise<void>;
}

/** How often an instance reads the table at most: a revalidation reaches the others within this. */
const SHARED_REVALIDATION_INTERVAL_MS = 1000;
/** Rows are read again for this long after the newest one seen, for writes that commit late. */
const COMMIT_MARGIN_MS = 5000;
/** Rows are kept a day: an instance that starts applies that day's revalidations once. */
const RETENTION_MS = 24 * 60 * 60 * 1000;
/** Ids already applied (or made here), so a row read again in the margin is not applied twice. */
const SEEN_IDS = 10_000;
/** The longest a page lookup waits for a read: a database that hangs must not hold pages up. */
const MAX_WAIT_MS = 250;
/** A failing database is logged at most this often. */
const LOG_INTERVAL_MS = 60_000;

/** `promise`, or nothing after MAX_WAIT_MS, whichever comes first. */
function withMaxWait(promise: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MAX_WAIT_MS);
  });
  return Promise.race([promise, waited]).finally(() => {
    clearTimeout(timer);
  });
}

interface Options {
  database?: () => Database;
  intervalMs?: number;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/** A coordinator for one process (one per instance; tests make several to stand for instances). */
export function createSharedRevalidations(options: Options = {}): SharedRevalidations {
  const database = options.database ?? db;
  const intervalMs = options.intervalMs ?? SHARED_REVALIDATION_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message, error) => console.error(`[cache] ${message}`, error));
  const seen = new LRUCache<string, true>({ max: SEEN_IDS });
  let newestSeen: Date | null = null;
  let lastReadAt = -Infinity;
  let lastLoggedAt = -Infinity;
  let reading: Promise<void> | null = null;

  const logThrottled = (message: string, error: unknown) => {
    if (now() - lastLoggedAt < LOG_INTERVAL_MS) return;
    lastLoggedAt = now();
    log(message, error);
  };

  const read = async (apply: (revalidations: TagRevalidation[]) => Promise<void>) => {
    const since = newestSeen ? new Date(newestSeen.getTime() - COMMIT_MARGIN_MS) : new Date(0);
    const rows = await database().cacheRevalidation.findMany({
      where: { revalidatedAt: { gt: since } },
      orderBy: { id: "asc" },
    });
    const fresh = rows.filter((row) => !seen.has(String(row.id)));
    for (const row of rows) {
      seen.set(String(row.id), true);
      if (!newestSeen || row.revalidatedAt > newestSeen) newestSeen = row.revalidatedAt;
    }
    if (fresh.length > 0) {
      await apply(fresh.map((row) => ({ tag: row.tag, expireSeconds: row.expireSeconds })));
    }
  };

  return {
    async record(tags, expireSeconds) {
      if (tags.length === 0) return;
      try {
        const rows = await database().cacheRevalidation.createManyAndReturn({
          data: tags.map((tag) => ({ tag, expireSeconds: expireSeconds ?? null })),
          select: { id: true },
        });
        for (const row of rows) seen.set(String(row.id), true);
        await database().cacheRevalidation.deleteMany({
          where: { revalidatedAt: { lt: new Date(now() - RETENTION_MS) } },
        });
      } catch (error) {
        logThrottled("could not record a revalidation for the other instances", error);
      }
    },
    async refresh(apply) {
      if (reading) return reading;
      if (now() - lastReadAt < intervalMs) return;
      lastReadAt = now();
      const current = read(apply)
        .catch((error: unknown) => {
          logThrottled("could not read the other instances' revalidations", error);
        })
        .finally(() => {
          reading = null;
        });
      reading = withMaxWait(current);
      return reading;
    },
  };
}

/** The tag of a page's path, as revalidatePath(path) makes it (Next's implicit tag prefix `_N_T_`). */
export function pathTag(path: string): string {
  return `_N_T_${path}`;
}

/**
 * Records revalidations made outside the instances (a price import from the CLI or the job queue):
 * unlike `record`, nothing is marked as seen here, so every instance applies them within a second,
 * including one that runs the import itself.
 */
export async function publishRevalidations(
  tags: readonly string[],
  database: Database = db(),
): Promise<void> {
  if (tags.length === 0) return;
  await database.cacheRevalidation.createMany({ data: tags.map((tag) => ({ tag })) });
}

const GLOBAL_KEY = Symbol.for("supplement-stacks.shared-revalidations");

/**
 * Makes this process's coordinator available to the cache handler. Without a database (a build run
 * on its own) nothing is registered and the handler behaves as Next's own file-system cache.
 */
export function registerSharedRevalidations(): void {
  if (!serverEnv().DATABASE_URL) return;
  const global = globalThis as { [GLOBAL_KEY]?: SharedRevalidations };
  global[GLOBAL_KEY] ??= createSharedRevalidations();
}
