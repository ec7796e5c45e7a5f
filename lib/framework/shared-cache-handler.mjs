// Next's file-system cache with revalidations shared through PostgreSQL (docs/running-several-instances.md).
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Node hands over the CommonJS exports object; webpack (the proxy's bundle) hands over the class itself.
const FileSystemCache = typeof fileSystemCache === "function" ? fileSystemCache : fileSystemCache.default;
const SHARED = Symbol.for("supplement-stacks.shared-revalidations");

function shared() {
  return /** @type {Record<symbol, import("../cache/shared-revalidations").SharedRevalidations | undefined>} */ (
    globalThis
  )[SHARED];
}

export default class SharedCacheHandler extends FileSystemCache {
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    await shared()?.record(list, durations?.expire);
  }

  async get(...args) {
    await shared()?.refresh(async (revalidations) => {
      for (const { tag, expireSeconds } of revalidations) {
        await super.revalidateTag(tag, expireSeconds === null ? undefined : { expire: expireSeconds });
      }
    });
    return super.get(...args);
  }
}
