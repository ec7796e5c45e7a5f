// Next's file-system cache with revalidations shared through PostgreSQL (docs/running-several-instances.md).
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Node hands over the CommonJS exports object; webpack (the proxy's bundle) hands over the class itself.
const FileSystemCache = typeof fileSystemCache === "function" ? fileSystemCache : fileSystemCache.default;
const SHARED = Symbol.for("supplement-stacks.shared-revalidations");
// For answers kept outside Next's cache (answer-memo.ts): told of every invalidation, and able to ask for a refresh.
const INVALIDATION_LISTENERS = Symbol.for("supplement-stacks.tag-invalidation-listeners");
const REFRESH_REVALIDATIONS = Symbol.for("supplement-stacks.refresh-revalidations");
const TAGS_HEADER = "x-next-cache-tags";

// Next makes a handler per request, so the order of lookups and invalidations is kept per process.
// A counter, not a clock: a lookup and an invalidation in the same millisecond must still be ordered.
let sequence = 0;
const lookedUpAt = new Map();
const invalidatedAt = new Map();
// Next expires an entry by comparing Date.now() with performance's clock, so a stepped wall clock delays an
// expiry by the size of the step; the counter decides instead. Bounded: a key it forgot renders once more.
const expiredAt = new Map();
const storedAt = new Map();
const STORED_KEYS_KEPT = 10_000;
// Any handler can apply the shared revalidations: Next's cache state they change is per process.
let refreshLatest;

function shared() {
  return /** @type {Record<symbol, import("../cache/shared-revalidations").SharedRevalidations | undefined>} */ (
    globalThis
  )[SHARED];
}

/** @returns {string[]} */
function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  if (typeof header === "string") return header.split(",");
  return [
    ...(Array.isArray(ctx?.tags) ? ctx.tags : []),
    ...(Array.isArray(ctx?.softTags) ? ctx.softTags : []),
  ];
}

/** A revalidation that expires at once (revalidatePath, `expire: 0`), not one that leaves the entry stale. */
const expiresAtOnce = (durations) => durations?.expire === undefined || durations.expire === 0;

export default class SharedCacheHandler extends FileSystemCache {
  constructor(...args) {
    super(...args);
    refreshLatest = () => this.#refreshShared();
    globalThis[REFRESH_REVALIDATIONS] ??= () => refreshLatest?.();
  }

  async revalidateTag(tags, durations) {
    await this.#invalidate(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    await shared()?.record(list, durations?.expire);
  }

  async get(...args) {
    await this.#refreshShared();
    const [key, ctx] = args;
    lookedUpAt.set(key, ++sequence);
    const entry = await super.get(...args);
    if (!entry) return entry;
    const stored = storedAt.get(key) ?? 0;
    const expired = tagsOf(entry.value, ctx).some((tag) => (expiredAt.get(tag) ?? 0) > stored);
    return expired ? null : entry;
  }

  // Next stamps an entry with the time it is stored, not when its render began: a render that read the
  // data before an invalidation and finished after it would otherwise be served as fresh until it expires.
  async set(key, data, ctx) {
    const renderStart = lookedUpAt.get(key);
    lookedUpAt.delete(key);
    const invalidatedDuringRender =
      renderStart !== undefined &&
      tagsOf(data, ctx).some((tag) => (invalidatedAt.get(tag) ?? 0) > renderStart);
    if (invalidatedDuringRender) return;
    await super.set(key, data, ctx);
    if (storedAt.size >= STORED_KEYS_KEPT) storedAt.clear();
    storedAt.set(key, ++sequence);
  }

  #refreshShared() {
    return shared()?.refresh(async (revalidations) => {
      for (const { tag, expireSeconds } of revalidations) {
        await this.#invalidate(tag, expireSeconds === null ? undefined : { expire: expireSeconds });
      }
    });
  }

  async #invalidate(tags, durations) {
    for (const tag of typeof tags === "string" ? [tags] : tags) {
      invalidatedAt.set(tag, ++sequence);
      if (expiresAtOnce(durations)) expiredAt.set(tag, sequence);
    }
    for (const listener of globalThis[INVALIDATION_LISTENERS] ?? []) listener();
    await super.revalidateTag(tags, durations);
  }
}
