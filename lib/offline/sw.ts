/// <reference lib="webworker" />
// Never cached: /api/* and pages rendered per request, where personal data can appear (docs/offline.md).
import type { PrecacheEntry, RouteMatchCallbackOptions, SerwistGlobalConfig, SerwistPlugin } from "serwist";
import { ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from "serwist";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isApi = (url: URL) => url.pathname.startsWith("/api/");

// A page is kept only when its Cache-Control lets a shared cache keep it; no header means not kept.
const sharedPagesOnly: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => {
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    const shared = /\b(s-maxage|public)\b/i.test(cacheControl);
    const personal = /\b(private|no-store)\b/i.test(cacheControl);
    return Promise.resolve(response.status === 200 && shared && !personal ? response : null);
  },
};

const isPageNavigation = ({ request, url }: RouteMatchCallbackOptions) =>
  request.mode === "navigate" && sameOrigin(url) && !isApi(url);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // /build-stack is another address of the builder.
      matcher: ({ request, url }) => request.mode === "navigate" && url.pathname === "/build-stack",
      handler: () => Promise.resolve(Response.redirect(new URL("/stacks", self.location.origin).href, 308)),
    },
    {
      matcher: isPageNavigation,
      handler: new NetworkFirst({
        cacheName: "pages",
        plugins: [
          sharedPagesOnly,
          new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_SECONDS, maxAgeFrom: "last-used" }),
        ],
      }),
    },
    {
      matcher: ({ request, url }) => request.destination === "image" && sameOrigin(url) && !isApi(url),
      handler: new StaleWhileRevalidate({
        cacheName: "images",
        plugins: [
          new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 30 * DAY_SECONDS, maxAgeFrom: "last-used" }),
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: "/offline", matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();
