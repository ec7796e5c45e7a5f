// Where the builder keeps its offline copies (docs/offline.md): the knowledge base and the stack's
// products, as text entries in the browser's Cache Storage — its own cache, apart from the service
// worker's, written only by this code and only with public catalogue data. Tests pass a Map instead.
export interface CopyEntry {
  text: string;
  /** The server's ETag for the knowledge base (for If-None-Match); null for products. */
  etag: string | null;
  /** When the server last confirmed this copy (ISO 8601). */
  savedAt: string;
}

export interface CopyStore {
  read(key: string): Promise<CopyEntry | null>;
  write(key: string, entry: CopyEntry): Promise<void>;
}

const CACHE_NAME = "offline-copies-v1";
/** Cache keys are URLs; these name no real address (nothing is fetched from them). */
const keyUrl = (key: string) => `/__offline-copy/${encodeURIComponent(key)}`;

/** Cache Storage, or null where the browser has none (an insecure origin, or no browser at all). */
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

/** An in-memory store (tests, and browsers without Cache Storage for the length of a visit). */
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
