import { LRUCache } from "lru-cache";

import { serverEnv } from "@/lib/env";
import { db, type Database } from "@/lib/db/prisma";

export interface TagRevalidation {
  tag: string;
  expireSeconds: number | null;
}

export interface SharedRevalidations {
  record(tags: readonly string[], expireSeconds?: number): Promise<void>;
  refresh(apply: (revalidations: TagRevalidation[]) => Promise<void>): Promise<void>;
}

const SHARED_REVALIDATION_INTERVAL_MS = 1000;
// Rows are read again this long after the newest one seen, for writes that commit late.
const COMMIT_MARGIN_MS = 5000;
const RETENTION_MS = 24 * 60 * 60 * 1000;
const SEEN_IDS = 10_000;
// A database that hangs must not hold page lookups up.
const MAX_WAIT_MS = 250;
const LOG_INTERVAL_MS = 60_000;

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

export function pathTag(path: string): string {
  return `_N_T_${path}`;
}

// Unlike `record`, marks nothing as seen, so every instance applies them, the importing one included.
export async function publishRevalidations(
  tags: readonly string[],
  database: Database = db(),
): Promise<void> {
  if (tags.length === 0) return;
  await database.cacheRevalidation.createMany({ data: tags.map((tag) => ({ tag })) });
}

const GLOBAL_KEY = Symbol.for("supplement-stacks.shared-revalidations");

export function registerSharedRevalidations(): void {
  if (!serverEnv().DATABASE_URL) return;
  const global = globalThis as { [GLOBAL_KEY]?: SharedRevalidations };
  global[GLOBAL_KEY] ??= createSharedRevalidations();
}
