// Failures are ignored: the copy stays as it was.
import { KNOWLEDGE_KEY, productKey, type CopyStore } from "./copy-store";

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const KNOWLEDGE_URL = "/api/interactions/database";
const PRODUCTS_URL = "/api/interactions/products";

function dataText(json: unknown): string | null {
  if (typeof json !== "object" || json === null || !("data" in json)) return null;
  return JSON.stringify(json.data);
}

export async function saveKnowledgeCopy(store: CopyStore, fetchFn: Fetch, now: Date): Promise<void> {
  const saved = await store.read(KNOWLEDGE_KEY);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (saved?.etag) headers["If-None-Match"] = saved.etag;
  const response = await fetchFn(KNOWLEDGE_URL, { headers, cache: "no-cache" });
  if (response.status === 304 && saved) {
    await store.write(KNOWLEDGE_KEY, { ...saved, savedAt: now.toISOString() });
    return;
  }
  if (!response.ok) return;
  const text = dataText(await response.json());
  if (text === null) return;
  await store.write(KNOWLEDGE_KEY, { text, etag: response.headers.get("ETag"), savedAt: now.toISOString() });
}

export async function saveProductCopies(
  store: CopyStore,
  fetchFn: Fetch,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const response = await fetchFn(`${PRODUCTS_URL}?ids=${ids.map(encodeURIComponent).join(",")}`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) return;
  const json: unknown = await response.json();
  const data = typeof json === "object" && json !== null && "data" in json ? json.data : null;
  const copies = typeof data === "object" && data !== null && "copies" in data ? data.copies : null;
  if (!Array.isArray(copies)) return;
  for (const copy of copies as unknown[]) {
    const id = typeof copy === "object" && copy !== null && "product" in copy ? idOf(copy.product) : null;
    if (id !== null)
      await store.write(productKey(id), {
        text: JSON.stringify(copy),
        etag: null,
        savedAt: now.toISOString(),
      });
  }
}

function idOf(product: unknown): string | null {
  return typeof product === "object" && product !== null && "id" in product && typeof product.id === "string"
    ? product.id
    : null;
}
