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
  return Array.isArray(ctx?.tags) ? ctx.tags : [];
}

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
    lookedUpAt.set(args[0], ++sequence);
    return super.get(...args);
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
  }

  #refreshShared() {
    return shared()?.refresh(async (revalidations) => {
      for (const { tag, expireSeconds } of revalidations) {
        await this.#invalidate(tag, expireSeconds === null ? undefined : { expire: expireSeconds });
      }
    });
  }

  async #invalidate(tags, durations) {
    for (const tag of typeof tags === "string" ? [tags] : tags) invalidatedAt.set(tag, ++sequence);
    for (const listener of globalThis[INVALIDATION_LISTENERS] ?? []) listener();
    await super.revalidateTag(tags, durations);
  }
}
