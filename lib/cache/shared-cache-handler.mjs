// The page cache of every instance (next.config.mjs `cacheHandler`): Next's own file-system cache (memory
// and this instance's .next directory), with revalidations shared through PostgreSQL
// (docs/running-several-instances.md "Cached pages"; Next's docs, "How revalidation works",
// "Multi-instance considerations").
//
// - revalidateTag (and revalidatePath, which revalidates the path's tag) expires the tag here as
//   Next's cache does, and records it for the other instances;
// - before a page is looked up, the revalidations recorded by other instances since the last read
//   (read at most once a second) are applied here in the same way, so a cached page that one of them
//   revalidated is regenerated on this instance's next request.
//
// Plain JavaScript, because Next imports this file by its path at run time, outside the app's
// bundles. The database side is lib/cache/shared-revalidations.ts, registered on globalThis by
// instrumentation.ts; without it (a build with no database) this is Next's file-system cache alone.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Node imports the CommonJS module as its exports object; webpack (which also bundles this file into
// the proxy's bundle) hands over its default export, the class itself.
const FileSystemCache = typeof fileSystemCache === "function" ? fileSystemCache : fileSystemCache.default;
const SHARED = Symbol.for("supplement-stacks.shared-revalidations");

/** @returns {import("./shared-revalidations").SharedRevalidations | undefined} */
function shared() {
  return /** @type {Record<symbol, import("./shared-revalidations").SharedRevalidations | undefined>} */ (
    globalThis
  )[SHARED];
}

export default class SharedCacheHandler extends FileSystemCache {
  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    await shared()?.record(list, durations?.expire);
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args */
  async get(...args) {
    await shared()?.refresh(async (revalidations) => {
      for (const { tag, expireSeconds } of revalidations) {
        await super.revalidateTag(tag, expireSeconds === null ? undefined : { expire: expireSeconds });
      }
    });
    return super.get(...args);
  }
}
