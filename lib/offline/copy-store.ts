export interface CopyEntry {
  text: string;
  etag: string | null;
  /** When the server last confirmed this copy. */
  savedAt: string;
}

export interface CopyStore {
  read(key: string): Promise<CopyEntry | null>;
  write(key: string, entry: CopyEntry): Promise<void>;
}

// A Cache Storage cache of its own, apart from the service worker's, holding only public catalogue data.
const CACHE_NAME = "offline-copies-v1";
// Cache keys must be URLs; nothing is ever fetched from these.
const keyUrl = (key: string) => `/__offline-copy/${encodeURIComponent(key)}`;

export function browserCopyStore(): CopyStore | null {
  if (typeof caches === "undefined") return null;
  return {
    async read(key) {
      const response = await (await caches.open(CACHE_NAME)).match(keyUrl(key));
      if (!response) return null;
      return {
        text: await response.text(),
        etag: response.headers.get("X-Copy-ETag"),
        savedAt: response.headers.get("X-Copy-Saved-At") ?? "",
      };
    },
    async write(key, { text, etag, savedAt }) {
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "X-Copy-Saved-At": savedAt,
      };
      if (etag !== null) headers["X-Copy-ETag"] = etag;
      await (await caches.open(CACHE_NAME)).put(keyUrl(key), new Response(text, { headers }));
    },
  };
}

/** What a deleted account's stacks were made of stays nowhere in the browser (docs/offline.md). */
export async function deleteOfflineCopies(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(CACHE_NAME);
}

export function memoryCopyStore(entries = new Map<string, CopyEntry>()): CopyStore {
  return {
    read: (key) => Promise.resolve(entries.get(key) ?? null),
    write: (key, entry) => {
      entries.set(key, entry);
      return Promise.resolve();
    },
  };
}

export const KNOWLEDGE_KEY = "knowledge-base";
export const productKey = (id: string) => `product:${id}`;
