// Offline copies of the signed-in pages /today and /care-card (docs/offline.md "Personal pages"). The
// service worker keeps the last copy of each, under the account the server rendered it for, and hands it
// out only while the browser's local account is that same one; signing out deletes them all.
const PERSONAL_PAGES = ["/today", "/care-card"] as const;
const CACHE_NAME = "personal-pages-v1";
const ACCOUNT_KEY = "/__personal/account";
/** The page marks whose it is with this attribute (components/offline/offline-copy-note.tsx). */
export const OWNER_ATTRIBUTE = "data-offline-copy-owner";
const OWNER_PATTERN = new RegExp(`${OWNER_ATTRIBUTE}="([\\w-]{1,100})"`);

const copyKey = (owner: string, path: string) => `/__personal/${encodeURIComponent(owner)}${path}`;

export const isPersonalPage = (path: string) => PERSONAL_PAGES.some((page) => page === path);

/** The browser's account changed: copies of anyone else can never be shown; signed out, none is kept. */
export async function rememberOfflineAccount(userId: string | null): Promise<void> {
  if (typeof caches === "undefined") return;
  if (userId === null) {
    await caches.delete(CACHE_NAME);
    return;
  }
  const cache = await caches.open(CACHE_NAME);
  const current = await (await cache.match(ACCOUNT_KEY))?.text();
  if (current === userId) return;
  for (const key of await cache.keys()) await cache.delete(key);
  await cache.put(ACCOUNT_KEY, new Response(userId));
}

/** Keeps a rendered page when it names its owner and that owner is the browser's account. */
export async function keepPersonalCopy(path: string, response: Response): Promise<void> {
  if (response.status !== 200 || !(response.headers.get("Content-Type") ?? "").startsWith("text/html"))
    return;
  const html = await response.text();
  const owner = OWNER_PATTERN.exec(html)?.[1];
  const cache = await caches.open(CACHE_NAME);
  const account = await (await cache.match(ACCOUNT_KEY))?.text();
  if (!owner || owner !== account) return;
  const headers = new Headers(response.headers);
  for (const name of ["Set-Cookie", "Vary", "Content-Length", "Content-Encoding"]) headers.delete(name);
  await cache.put(copyKey(owner, path), new Response(html, { status: 200, headers }));
}

export async function personalCopy(path: string): Promise<Response | undefined> {
  if (!(await caches.has(CACHE_NAME))) return undefined;
  const cache = await caches.open(CACHE_NAME);
  const account = await (await cache.match(ACCOUNT_KEY))?.text();
  return account ? cache.match(copyKey(account, path)) : undefined;
}
